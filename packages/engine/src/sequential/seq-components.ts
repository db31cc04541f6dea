import type { FlowData, FlowNode } from '@loomflow/core';
import { findChatflowComponent, type ChatflowInitContext } from '@loomflow/nodes/runtime';
import { dependenciesOf, labelOf, referencedNodeId } from '../chatflow/chatflow-graph.ts';
import { resolveChatflowValue, type ChatflowTemplateScope } from '../chatflow/chatflow-template.ts';
import { inputsWithInstances } from '../chatflow/node-inputs.ts';
import { AGENT_MEMORY_NAMES, SEQ_NODE_NAMES, SequentialFlowError, type SeqFlow } from './seq-flow.ts';
import type { SequentialRunRequest } from './sequential.types.ts';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The LangChain nodes (chat models, tools, moderations…) the agent nodes use, each after its own dependencies. */
function componentOrder(flow: SeqFlow, flowData: FlowData): FlowNode[] {
  const order: FlowNode[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (node: FlowNode): void => {
    if (done.has(node.id) || SEQ_NODE_NAMES.has(node.data.name) || AGENT_MEMORY_NAMES.has(node.data.name))
      return;
    if (visiting.has(node.id))
      throw new SequentialFlowError(`The flow has a cycle through "${labelOf(node)}" (${node.id})`);
    visiting.add(node.id);
    for (const id of dependenciesOf(node, flowData)) {
      const dependency = flow.nodes.get(id);
      if (dependency) visit(dependency);
    }
    visiting.delete(node.id);
    done.add(node.id);
    order.push(node);
  };
  for (const node of flow.nodes.values()) {
    if (!SEQ_NODE_NAMES.has(node.data.name)) continue;
    for (const id of dependenciesOf(node, flowData)) {
      const dependency = flow.nodes.get(id);
      if (dependency) visit(dependency);
    }
  }
  return order;
}

/**
 * Builds the flow's LangChain components with the chatflow component registry (the same builders chatflows
 * use), and gives every node's inputs with `{{nodeId.data.instance}}` references replaced by them.
 */
export async function buildSeqComponents(
  flow: SeqFlow,
  request: SequentialRunRequest,
  signal: AbortSignal,
): Promise<(node: FlowNode) => Record<string, unknown>> {
  const scope: ChatflowTemplateScope = {
    question: request.question,
    chatHistory: [],
    vars: request.vars,
    flow: { ...request.identity, input: request.question },
  };
  const instances = new Map<string, unknown>();
  const memory = request.memory ?? { pastMessages: () => Promise.resolve([]) };
  for (const node of componentOrder(flow, request.flowData)) {
    const component = findChatflowComponent(node.data.name);
    if (!component)
      throw new SequentialFlowError(
        `Node "${labelOf(node)}" (${node.id}) of type ${node.data.name} cannot run in agentflows v1 here: replace it with a supported chat model or tool`,
      );
    const raw = new Set(component.rawInputs ?? []);
    const resolved = Object.fromEntries(
      Object.entries(node.data.inputs ?? {}).map(([name, value]) => [
        name,
        raw.has(name) ? value : resolveChatflowValue(value, scope),
      ]),
    );
    const context: ChatflowInitContext = {
      nodeId: node.id,
      nodeLabel: labelOf(node),
      inputs: inputsWithInstances(node, resolved, request.flowData, instances),
      outputs: node.data.outputs ?? {},
      credentialId: node.data.credential === '' ? undefined : node.data.credential,
      run: request.identity,
      question: request.question,
      chatHistory: [],
      vars: request.vars,
      memory,
      services: request.services,
      signal,
      // Chat models answer a caller that does not stream in one non-streaming request per call.
      callerStreams: request.streaming,
      resolveTemplate: (text) => text,
    };
    try {
      instances.set(node.id, await component.init(context));
    } catch (error) {
      throw new SequentialFlowError(
        `Node "${labelOf(node)}" (${node.id}) failed to start: ${reasonOf(error)}`,
      );
    }
  }
  for (const node of flow.nodes.values())
    if (AGENT_MEMORY_NAMES.has(node.data.name)) instances.set(node.id, { kind: 'agentMemory' });
  const refersToGraphNode = (value: unknown): boolean => {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    return items.some((item) => {
      const id = referencedNodeId(item);
      return id !== undefined && !instances.has(id);
    });
  };
  // References to other agent nodes (`sequentialNode`, `supervisor`, `llmNode`) are graph edges, not values.
  return (node) => {
    const inputs = Object.fromEntries(
      Object.entries(node.data.inputs ?? {}).filter(([, value]) => !refersToGraphNode(value)),
    );
    return inputsWithInstances(node, inputs, request.flowData, instances);
  };
}
