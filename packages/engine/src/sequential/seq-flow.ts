import type { FlowData, FlowEdge, FlowNode } from '@loomflow/core';
import { isStickyNote } from '../chatflow/chatflow-graph.ts';

/** Node names of agentflow v1 that become graph nodes or shape the graph. */
export const SEQ_NODE_NAMES: ReadonlySet<string> = new Set([
  'seqStart',
  'seqAgent',
  'seqLLMNode',
  'seqToolNode',
  'seqCondition',
  'seqConditionAgent',
  'seqLoop',
  'seqEnd',
  'seqState',
  'seqCustomFunction',
  'seqExecuteFlow',
  'supervisor',
  'worker',
]);

/** Nodes that only hand a checkpointer to Start (the run's checkpointer port plays their part). */
export const AGENT_MEMORY_NAMES: ReadonlySet<string> = new Set([
  'agentMemory',
  'sqliteAgentMemory',
  'postgresAgentMemory',
  'mySQLAgentMemory',
]);

const NAME_INPUTS = [
  'agentName',
  'llmNodeName',
  'toolNodeName',
  'conditionName',
  'conditionAgentName',
  'functionName',
  'seqExecuteFlowName',
  'workerName',
  'supervisorName',
] as const;

/** A problem of the flow's shape, in words that say what to change. */
export class SequentialFlowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SequentialFlowError';
  }
}

/** The flow's nodes and edges as the compiler reads them. */
export interface SeqFlow {
  readonly nodes: ReadonlyMap<string, FlowNode>;
  readonly edges: readonly FlowEdge[];
}

export function seqFlowOf(flowData: FlowData): SeqFlow {
  const nodes = new Map(flowData.nodes.filter((node) => !isStickyNote(node)).map((node) => [node.id, node]));
  return { nodes, edges: flowData.edges.filter((edge) => nodes.has(edge.source) && nodes.has(edge.target)) };
}

/** The node's own name (Agent Name, LLM Node Name, Worker Name…), else its label, else its id. */
export function seqNodeName(node: FlowNode): string {
  const inputs = node.data.inputs ?? {};
  for (const key of NAME_INPUTS) {
    const value = inputs[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  const label = node.data.label;
  return label !== undefined && label !== '' ? label : node.id;
}

/** How a node is named in messages: `"Writer" (seqLLMNode_0)`. */
export function describeNode(node: FlowNode): string {
  return `"${seqNodeName(node)}" (${node.id})`;
}

export function nodesNamed(flow: SeqFlow, name: string): FlowNode[] {
  return [...flow.nodes.values()].filter((node) => node.data.name === name);
}

/** Edges leaving a node. */
export function edgesFrom(flow: SeqFlow, nodeId: string): FlowEdge[] {
  return flow.edges.filter((edge) => edge.source === nodeId);
}

/** The output name of a condition edge: `seqCondition_0-output-grading-Condition` → `grading`. */
export function outputNameOf(edge: FlowEdge): string {
  const prefix = `${edge.source}-output-`;
  const handle = edge.sourceHandle ?? '';
  return handle.startsWith(prefix) ? (handle.slice(prefix.length).split('-')[0] ?? '') : '';
}

/** Output names compare without case, spaces or punctuation ("Software Engineer" = `softwareEngineer`). */
export function sameOutputName(a: string, b: string): boolean {
  const normal = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  return normal(a) === normal(b);
}

/** The flow's entry: one Start (sequential agents) or one Supervisor (multi-agent), never both. */
export function rootOf(flow: SeqFlow): {
  readonly kind: 'sequential' | 'supervisor';
  readonly node: FlowNode;
} {
  const starts = nodesNamed(flow, 'seqStart');
  const supervisors = nodesNamed(flow, 'supervisor');
  const [start] = starts;
  const [supervisor] = supervisors;
  if (starts.length === 1 && supervisors.length === 0 && start) return { kind: 'sequential', node: start };
  if (supervisors.length === 1 && starts.length === 0 && supervisor)
    return { kind: 'supervisor', node: supervisor };
  if (starts.length + supervisors.length === 0)
    throw new SequentialFlowError(
      'This agentflow has no Start or Supervisor node: add a Start node (sequential agents) or a Supervisor with Workers',
    );
  throw new SequentialFlowError(
    `This agentflow has ${starts.length} Start and ${supervisors.length} Supervisor nodes: keep exactly one Start, or exactly one Supervisor`,
  );
}
