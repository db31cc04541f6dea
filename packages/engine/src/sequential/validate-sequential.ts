import type { FlowData, FlowNode } from '@loomflow/core';
import { SeqTopology } from './seq-topology.ts';
import { workersOf } from './compile-supervisor.ts';
import { edgesFrom, nodesNamed, rootOf, seqFlowOf, seqNodeName, type SeqFlow } from './seq-flow.ts';
import { stateRowsOf } from './seq-state-channels.ts';

/** A problem that stops an agentflow v1 from running, on the node to fix ('' for the flow itself). */
export interface SequentialIssue {
  readonly nodeId: string;
  readonly label: string;
  readonly message: string;
}

const NEEDS_MODEL: ReadonlySet<string> = new Set(['seqAgent', 'seqLLMNode', 'seqConditionAgent', 'worker']);

function hasInput(node: FlowNode, name: string, flow: SeqFlow): boolean {
  const value = node.data.inputs?.[name];
  const written = Array.isArray(value)
    ? value.length > 0
    : value !== undefined && value !== null && value !== '';
  return (
    written ||
    flow.edges.some(
      (edge) => edge.target === node.id && (edge.targetHandle ?? '').includes(`-input-${name}-`),
    )
  );
}

function issueOf(node: FlowNode, message: string): SequentialIssue {
  return { nodeId: node.id, label: seqNodeName(node), message };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What would stop the flow before any model is called: no (or several) Start / Supervisor, no chat model for a
 * node that needs one, a Loop to no node, a Tool Node without its LLM Node, a Supervisor without workers, a
 * State node that cannot be read, a node the Start never leads to.
 */
export function validateSequential(flowData: FlowData): SequentialIssue[] {
  const flow = seqFlowOf(flowData);
  let root: ReturnType<typeof rootOf>;
  try {
    root = rootOf(flow);
  } catch (error) {
    return [{ nodeId: '', label: '', message: messageOf(error) }];
  }
  const issues: SequentialIssue[] = [];
  const rootHasModel = hasInput(root.node, 'model', flow);
  if (!rootHasModel) {
    const where = root.kind === 'sequential' ? 'Start' : 'Supervisor';
    issues.push(
      issueOf(root.node, `The ${where} node has no chat model: connect one to its Chat Model input`),
    );
  }
  for (const node of flow.nodes.values()) {
    const { name } = node.data;
    if (NEEDS_MODEL.has(name) && !rootHasModel && !hasInput(node, 'model', flow))
      issues.push(issueOf(node, 'No chat model: connect one to this node or to the Start / Supervisor node'));
    if (name === 'seqToolNode' && !hasInput(node, 'llmNode', flow))
      issues.push(
        issueOf(
          node,
          'The Tool Node is not connected to an LLM Node: connect the LLM Node whose tool calls it runs',
        ),
      );
  }
  if (root.kind === 'supervisor') {
    if (workersOf(flow, root.node).length === 0)
      issues.push(issueOf(root.node, 'The Supervisor has no workers: connect at least one Worker to it'));
    return issues;
  }
  const topology = new SeqTopology(flow);
  for (const loop of nodesNamed(flow, 'seqLoop')) {
    try {
      topology.resolveTarget(loop);
    } catch (error) {
      issues.push(issueOf(loop, messageOf(error)));
    }
  }
  for (const state of nodesNamed(flow, 'seqState')) {
    try {
      stateRowsOf(state);
    } catch (error) {
      issues.push(issueOf(state, messageOf(error)));
    }
  }
  if (edgesFrom(flow, root.node.id).length === 0)
    issues.push(
      issueOf(root.node, 'The Start node leads to no agent: connect it to an Agent, LLM Node or Condition'),
    );
  return issues;
}
