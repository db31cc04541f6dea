import { parseFlowData, type Chatflow, type FlowData, type FlowNodeProblems } from '@loomflow/core';
import { badRequest } from '../errors/app-error.ts';
import type { OutboundAddressPolicy } from '../net/outbound-address-policy.ts';
import { loadNodeRuntime } from '../runtime/node-runtime.ts';
import { modelAddressIssues } from './model-address-checks.ts';

/** Engine issues grouped per node (the flow's own under id '' and label Flow). */
function problemsByNode(
  flowData: FlowData,
  issues: readonly { readonly nodeId?: string | undefined; readonly message: string }[],
): FlowNodeProblems[] {
  const byId = new Map(flowData.nodes.map((node) => [node.id, node]));
  const problems = new Map<string, { id: string; label: string; name: string; issues: string[] }>();
  for (const issue of issues) {
    const node = issue.nodeId === undefined ? undefined : byId.get(issue.nodeId);
    const id = node?.id ?? '';
    const entry = problems.get(id) ?? {
      id,
      label: node ? (node.data.label ?? node.id) : 'Flow',
      name: node?.data.name ?? '',
      issues: [],
    };
    entry.issues.push(issue.message);
    problems.set(id, entry);
  }
  return [...problems.values()];
}

/** Adds issues (by node id) to problems already grouped per node. */
function withIssues(
  flowData: FlowData,
  problems: FlowNodeProblems[],
  issues: readonly { readonly nodeId: string; readonly message: string }[],
): FlowNodeProblems[] {
  if (issues.length === 0) return problems;
  const merged = problems.map((problem) => ({ ...problem, issues: [...problem.issues] }));
  for (const extra of problemsByNode(flowData, issues)) {
    const existing = merged.find((problem) => problem.id === extra.id);
    if (existing) existing.issues.push(...extra.issues);
    else merged.push(extra);
  }
  return merged;
}

/**
 * What keeps a saved flow from running, per node (`GET /validation/{flowId}`): chatflows by the chatflow
 * runtime's checks, agentflows and custom assistants' flows (ASSISTANT) by the agentflow engine's, agentflows v1
 * (MULTIAGENT) by `validateSequential`; with a model address policy, model base URLs it refuses too.
 */
export async function flowValidationProblems(
  flow: Pick<Chatflow, 'id' | 'type' | 'flowData'>,
  modelAddresses?: OutboundAddressPolicy,
): Promise<FlowNodeProblems[]> {
  const parsed = parseFlowData(flow.flowData);
  if (!parsed.ok) throw badRequest(`Flow ${flow.id} cannot be checked: its flowData is not a flow`);
  const { flowData } = parsed;
  const [problems, addressIssues] = await Promise.all([
    runtimeProblems(flow, flowData),
    modelAddresses ? modelAddressIssues(flowData, modelAddresses) : [],
  ]);
  return withIssues(flowData, problems, addressIssues);
}

async function runtimeProblems(
  flow: Pick<Chatflow, 'type'>,
  flowData: FlowData,
): Promise<FlowNodeProblems[]> {
  const { engine, nodes } = await loadNodeRuntime();
  if (flow.type === 'CHATFLOW') {
    return engine.validateChatflow(flowData, nodes.findChatflowComponent).map((problem) => ({
      ...problem,
      issues: [...problem.issues],
    }));
  }
  // A custom assistant's generated flow (ASSISTANT) is an agentflow v2.
  if (flow.type === 'AGENTFLOW' || flow.type === 'ASSISTANT')
    return problemsByNode(flowData, engine.validateAgentflow(flowData, nodes.findNodeExecutor));
  return problemsByNode(flowData, engine.validateSequential(flowData));
}
