import { parseFlowData, type Chatflow, type FlowNodeProblems } from '@loomflow/core';
import { badRequest } from '../errors/app-error.ts';
import type { OutboundAddressPolicy } from '../net/outbound-address-policy.ts';
import { loadNodeRuntime } from '../runtime/node-runtime.ts';
import {
  engineFlowRuntimes,
  flowRuntimeOf,
  notRunnableMessage,
  type FlowRuntimeSource,
} from './flow-run/flow-runtimes.ts';
import { modelAddressIssues } from './model-address-checks.ts';

/** Adds problems (grouped per node) to the runtime's, merging those of one node. */
function withProblems(problems: FlowNodeProblems[], extra: readonly FlowNodeProblems[]): FlowNodeProblems[] {
  if (extra.length === 0) return problems;
  const merged = problems.map((problem) => ({ ...problem, issues: [...problem.issues] }));
  for (const added of extra) {
    const existing = merged.find((problem) => problem.id === added.id);
    if (existing) existing.issues.push(...added.issues);
    else merged.push(added);
  }
  return merged;
}

/**
 * What keeps a saved flow from running, per node (`GET /validation/{flowId}`): the checks of the flow type's
 * runtime; with a model address policy, model base URLs it refuses too.
 */
export async function flowValidationProblems(
  flow: Pick<Chatflow, 'id' | 'flowData'> & { readonly type: string },
  modelAddresses?: OutboundAddressPolicy,
  runtimes: FlowRuntimeSource = engineFlowRuntimes,
): Promise<FlowNodeProblems[]> {
  const parsed = parseFlowData(flow.flowData);
  if (!parsed.ok) throw badRequest(`Flow ${flow.id} cannot be checked: its flowData is not a flow`);
  const { flowData } = parsed;
  const [{ engine }, runtime, addressIssues] = await Promise.all([
    loadNodeRuntime(),
    flowRuntimeOf(flow.type, runtimes),
    modelAddresses ? modelAddressIssues(flowData, modelAddresses) : [],
  ]);
  const problems = runtime
    ? runtime.validate(flowData)
    : [{ id: '', label: 'Flow', name: '', issues: [notRunnableMessage(flow.type)] }];
  return withProblems(problems, engine.problemsByNode(flowData, addressIssues));
}
