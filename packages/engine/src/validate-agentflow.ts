import {
  isInputVisible,
  validateFlow,
  withDeclaredDefaults,
  type FlowData,
  type FlowNode,
} from '@loomflow/core';
import { findNodeDefinition, resolveNodeType } from '@loomflow/nodes';
import type { NodeExecutor } from '@loomflow/nodes/runtime';
import { IGNORED_NODE_NAMES, START_NODE_NAME } from './graph.ts';

/** One problem of a flow that stops it from running, in words naming the node. */
export interface AgentflowIssue {
  readonly message: string;
  readonly nodeId?: string;
  readonly edgeId?: string;
}

function labelOf(node: FlowNode): string {
  const label = node.data.label;
  return label !== undefined && label.length > 0 ? label : node.id;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim().length === 0;
  return Array.isArray(value) && value.length === 0;
}

/** Required parameters (visible, not optional, no default) left empty. */
function missingInputs(node: FlowNode): string[] {
  const definition = findNodeDefinition(node.data.name);
  if (!definition) return [];
  const inputs = withDeclaredDefaults(definition.inputs, node.data.inputs ?? {});
  return definition.inputs
    .filter((param) => param.optional !== true && param.type !== 'tabs' && isInputVisible(param, inputs))
    .filter((param) => isEmpty(inputs[param.name]))
    .map((param) => param.label);
}

/**
 * The nodes a run can reach: from the Start node along edges, and into the children of every reached iteration
 * node. Others (a node left unconnected on the canvas) never run, as in Flowise, so they do not stop a run.
 */
function reachableNodes(flowData: FlowData): Set<string> {
  const next = new Map<string, string[]>();
  const link = (from: string, to: string): void => {
    const list = next.get(from);
    if (list) list.push(to);
    else next.set(from, [to]);
  };
  for (const edge of flowData.edges) link(edge.source, edge.target);
  for (const node of flowData.nodes) if (node.parentNode !== undefined) link(node.parentNode, node.id);
  const seen = new Set<string>();
  const stack = flowData.nodes.filter((node) => node.data.name === START_NODE_NAME).map((node) => node.id);
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(next.get(id) ?? []));
  }
  return seen;
}

/**
 * Whether an agentflow v2 can run: exactly one Start node; every node of a type the engine can run (or a
 * sticky note) and no required parameter left empty, among the nodes a run reaches; edges between existing
 * nodes and handles (the save-time checks of `@loomflow/core`).
 */
export function validateAgentflow(
  flowData: FlowData,
  findExecutor: (name: string) => NodeExecutor | undefined,
): AgentflowIssue[] {
  const issues: AgentflowIssue[] = [];
  const byId = new Map(flowData.nodes.map((node) => [node.id, node]));
  const named = (nodeId: string | undefined): string => {
    const node = nodeId === undefined ? undefined : byId.get(nodeId);
    return node ? `"${labelOf(node)}" (${node.id})` : String(nodeId);
  };
  const starts = flowData.nodes.filter((node) => node.data.name === START_NODE_NAME);
  if (starts.length === 0)
    issues.push({ message: 'The flow has no Start node: add one and connect it to the first node' });
  if (starts.length > 1) {
    issues.push({
      message: `The flow has ${String(starts.length)} Start nodes (${starts.map((node) => named(node.id)).join(', ')}): keep exactly one`,
    });
  }
  for (const issue of validateFlow(flowData, { flowType: 'AGENTFLOW', resolve: resolveNodeType })) {
    const prefix = issue.nodeId !== undefined ? `Node ${issue.nodeId}: ` : '';
    const message =
      issue.nodeId !== undefined && issue.message.startsWith(prefix)
        ? `Node ${named(issue.nodeId)}: ${issue.message.slice(prefix.length)}`
        : issue.message;
    issues.push({
      message,
      ...(issue.nodeId !== undefined ? { nodeId: issue.nodeId } : {}),
      ...(issue.edgeId !== undefined ? { edgeId: issue.edgeId } : {}),
    });
  }
  const reachable = reachableNodes(flowData);
  for (const node of flowData.nodes) {
    const { name } = node.data;
    if (IGNORED_NODE_NAMES.has(name) || !reachable.has(node.id)) continue;
    if (!findExecutor(name)) {
      issues.push({
        nodeId: node.id,
        message: `Node ${named(node.id)}: node type "${name}" cannot run in an agentflow`,
      });
      continue;
    }
    for (const label of missingInputs(node)) {
      issues.push({ nodeId: node.id, message: `Node ${named(node.id)}: "${label}" is required` });
    }
  }
  return issues;
}
