import {
  isInputVisible,
  isParameterType,
  withDeclaredDefaults,
  type FlowData,
  type FlowInput,
  type FlowNode,
} from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';
import type { ChatflowComponent } from '@loomflow/nodes/runtime';
import {
  ChatflowGraphError,
  findEndingNodes,
  inputNameOfHandle,
  isStickyNote,
  labelOf,
} from './chatflow-graph.ts';

/** The problems of one node (Flowise's `GET /validation/{id}` item), or of the flow when `id` is empty. */
export interface ChatflowNodeProblems {
  readonly id: string;
  readonly label: string;
  readonly name: string;
  readonly issues: readonly string[];
}

interface DeclaredInput {
  readonly label?: string | undefined;
  readonly name: string;
  readonly type?: string | undefined;
  readonly optional?: boolean | undefined;
  readonly show?: Readonly<Record<string, unknown>> | undefined;
  readonly hide?: Readonly<Record<string, unknown>> | undefined;
  readonly default?: unknown;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim().length === 0;
  return Array.isArray(value) && value.length === 0;
}

function savedInputs(list: readonly FlowInput[] | undefined): DeclaredInput[] {
  return (list ?? []).map((input) => ({
    label: input.label,
    name: input.name,
    type: input.type,
    optional: input.optional === true,
  }));
}

/** The inputs a node type declares: its definition's, else what the saved node carries. */
function declaredInputs(node: FlowNode): DeclaredInput[] {
  const definition = findNodeDefinition(node.data.name);
  if (definition) return [...definition.inputs];
  return [...savedInputs(node.data.inputParams), ...savedInputs(node.data.inputAnchors)];
}

/** Inputs fed by an edge (`<id>-input-<name>-…` handles). */
function connectedInputs(node: FlowNode, flowData: FlowData): Set<string> {
  const names = new Set<string>();
  for (const edge of flowData.edges) {
    if (edge.target !== node.id) continue;
    const name = inputNameOfHandle(node.id, edge.targetHandle);
    if (name !== undefined) names.add(name);
  }
  return names;
}

/** What keeps one node from running: unknown type, missing required parameters, unconnected anchors, credential. */
export function nodeIssues(
  node: FlowNode,
  flowData: FlowData,
  findComponent: (name: string) => ChatflowComponent | undefined,
): string[] {
  const issues: string[] = [];
  if (!findComponent(node.data.name))
    issues.push(`${node.data.name} cannot run in chatflows yet (no runtime for this node type)`);
  const declared = declaredInputs(node);
  const inputs = withDeclaredDefaults(declared, node.data.inputs ?? {});
  const connected = connectedInputs(node, flowData);
  for (const input of declared) {
    if (input.optional === true || input.type === 'tabs' || input.type === 'credential') continue;
    if (!isInputVisible(input, inputs)) continue;
    const label = input.label ?? input.name;
    const anchor = input.type !== undefined && !isParameterType(input.type);
    if (anchor) {
      if (!connected.has(input.name) && isEmpty(inputs[input.name])) issues.push(`${label} is not connected`);
    } else if (isEmpty(inputs[input.name])) {
      issues.push(`${label} is required`);
    }
  }
  const credential = findNodeDefinition(node.data.name)?.credential;
  if (credential && credential.optional !== true && isEmpty(node.data.credential))
    issues.push(`${credential.label} is missing: choose a credential`);
  return issues;
}

/**
 * Every problem that stops a chatflow from running, per node (sticky notes left out), then the flow's own
 * (no ending node, several without an If Else between them) under an empty id.
 */
export function validateChatflow(
  flowData: FlowData,
  findComponent: (name: string) => ChatflowComponent | undefined,
): ChatflowNodeProblems[] {
  const problems: ChatflowNodeProblems[] = [];
  for (const node of flowData.nodes) {
    if (isStickyNote(node)) continue;
    const issues = nodeIssues(node, flowData, findComponent);
    if (issues.length > 0) problems.push({ id: node.id, label: labelOf(node), name: node.data.name, issues });
  }
  try {
    findEndingNodes(flowData);
  } catch (error) {
    if (!(error instanceof ChatflowGraphError)) throw error;
    problems.push({ id: '', label: 'Flow', name: '', issues: [error.message] });
  }
  return problems;
}

/** Whether a chatflow streams its answer: its ending node is found and answers (Flowise's `isStreaming`). */
export function chatflowCanStream(
  flowData: FlowData,
  findComponent: (name: string) => ChatflowComponent | undefined,
): boolean {
  try {
    return findEndingNodes(flowData).every((node) => findComponent(node.data.name)?.run !== undefined);
  } catch (error) {
    if (error instanceof ChatflowGraphError) return false;
    throw error;
  }
}
