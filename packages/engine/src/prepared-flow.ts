import type { FlowData } from '@loomflow/core';
import type { NodeExecutor } from '@loomflow/nodes/runtime';
import { buildGraph, type FlowGraph } from './graph.ts';
import { validateAgentflow, type AgentflowIssue } from './validate-agentflow.ts';

/** A flow checked and planned once: its issues, or its graph. */
export type PreparedFlow =
  | { readonly ok: false; readonly issues: readonly AgentflowIssue[] }
  | { readonly ok: true; readonly graph: FlowGraph };

/**
 * Flows prepared for a given executor lookup, by flow object: the server hands the engine the same parsed flow
 * for every run of a saved version, so validation and planning happen once per version, not once per run.
 * Weak keys: a flow nobody holds any more is forgotten.
 */
const prepared = new WeakMap<(name: string) => NodeExecutor | undefined, WeakMap<FlowData, PreparedFlow>>();

export function prepareFlow(
  flowData: FlowData,
  findExecutor: (name: string) => NodeExecutor | undefined,
): PreparedFlow {
  let byFlow = prepared.get(findExecutor);
  if (!byFlow) {
    byFlow = new WeakMap();
    prepared.set(findExecutor, byFlow);
  }
  const known = byFlow.get(flowData);
  if (known) return known;
  const issues = validateAgentflow(flowData, findExecutor);
  const result: PreparedFlow =
    issues.length > 0 ? { ok: false, issues } : { ok: true, graph: buildGraph(flowData) };
  byFlow.set(flowData, result);
  return result;
}
