import type { FlowNode } from '@loomflow/core';
import {
  findChatflowComponent,
  isChatflowBranch,
  type ChatflowComponent,
  type ChatflowInitContext,
  type NodeEmission,
} from '@loomflow/nodes/runtime';
import { applyOverrideConfig } from '../override-config.ts';
import { nodesOffBranch } from './chatflow-branching.ts';
import { findEndingNodes, initOrder, labelOf } from './chatflow-graph.ts';
import {
  resolveChatflowText,
  resolveChatflowValue,
  type ChatflowTemplateScope,
} from './chatflow-template.ts';
import {
  ChatflowRunError,
  type ChatflowEmission,
  type ChatflowRunRequest,
  type ChatflowRunResult,
} from './chatflow.types.ts';
import { inputsWithInstances } from './node-inputs.ts';
import { nodeIssues } from './validate-chatflow.ts';

function named(node: FlowNode): string {
  return `"${labelOf(node)}" (${node.id})`;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The node's inputs with overrides applied and templates resolved (raw inputs left as written). */
function resolvedInputs(
  node: FlowNode,
  component: ChatflowComponent,
  request: ChatflowRunRequest,
  scope: ChatflowTemplateScope,
): Readonly<Record<string, unknown>> {
  const saved = node.data.inputs ?? {};
  const inputs = applyOverrideConfig(
    {
      id: node.id,
      label: labelOf(node),
      name: node.data.name,
      inputs: saved,
      credentialId: node.data.credential,
      parentId: undefined,
    },
    request.overrideConfig,
  );
  const raw = new Set(component.rawInputs ?? []);
  return Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [
      name,
      raw.has(name) ? value : resolveChatflowValue(value, scope),
    ]),
  );
}

/** The one ending node the branches taken left (a flow without branches has exactly one). */
function endingLeft(endings: readonly FlowNode[], skipped: ReadonlySet<string>): FlowNode {
  const left = endings.filter((node) => !skipped.has(node.id));
  const [only, ...others] = left;
  if (!only)
    throw new ChatflowRunError(
      `The If Else branches taken lead to no ending node (skipped: ${endings.map(named).join(', ')}): connect each branch to a Chain, Agent or Engine node`,
    );
  if (others.length > 0)
    throw new ChatflowRunError(
      `The If Else branches taken lead to several ending nodes (${left.map(named).join(', ')}): each branch must end in its own node`,
    );
  return only;
}

/**
 * Runs a chatflow (Flowise's v1 flows of LangChain components): checks the nodes the answer depends on, finds
 * the ending node, initialises each node after the nodes it depends on, then runs the ending node. Errors name
 * the node that failed and why.
 */
export async function runChatflow(
  request: ChatflowRunRequest,
  onEmission: (emission: ChatflowEmission) => void = () => undefined,
): Promise<ChatflowRunResult> {
  const { flowData } = request;
  const findComponent = request.components ?? findChatflowComponent;
  let endings: FlowNode[];
  let order: FlowNode[];
  try {
    endings = findEndingNodes(flowData);
    order = initOrder(flowData, endings);
  } catch (error) {
    throw new ChatflowRunError(reasonOf(error));
  }
  for (const node of order) {
    const issues = nodeIssues(node, flowData, findComponent);
    if (issues.length > 0)
      throw new ChatflowRunError(
        `Flow is missing a required input on node ${named(node)}: ${issues.join('; ')}`,
        node.id,
      );
  }

  const signal = request.signal ?? new AbortController().signal;
  const scope: ChatflowTemplateScope = {
    question: request.question,
    chatHistory: request.chatHistory,
    vars: request.vars,
    flow: { ...request.identity, input: request.question },
  };
  const instances = new Map<string, unknown>();
  const flowVariables = new Map<string, unknown>();
  // Nodes only reachable through an If Else anchor that was not chosen.
  const skipped = new Set<string>();
  const endingContexts = new Map<string, ChatflowInitContext>();
  for (const node of order) {
    if (skipped.has(node.id)) continue;
    const component = findComponent(node.data.name);
    if (!component) throw new ChatflowRunError(`Node ${named(node)} cannot run in chatflows`, node.id);
    const context: ChatflowInitContext = {
      nodeId: node.id,
      nodeLabel: labelOf(node),
      inputs: {},
      outputs: node.data.outputs ?? {},
      credentialId: node.data.credential === '' ? undefined : node.data.credential,
      run: request.identity,
      question: request.question,
      chatHistory: request.chatHistory,
      vars: request.vars,
      flowVariables,
      memory: request.memory,
      services: request.services,
      signal,
      resolveTemplate: (text) => resolveChatflowText(text, scope),
    };
    try {
      const inputs = inputsWithInstances(
        node,
        resolvedInputs(node, component, request, scope),
        flowData,
        instances,
      );
      const ready = { ...context, inputs };
      const instance = await component.init(ready);
      if (isChatflowBranch(instance)) {
        instances.set(node.id, instance.value);
        for (const id of nodesOffBranch(flowData, node.id, instance.output)) skipped.add(id);
      } else instances.set(node.id, instance);
      if (endings.includes(node)) endingContexts.set(node.id, ready);
    } catch (error) {
      if (error instanceof ChatflowRunError) throw error;
      throw new ChatflowRunError(`Node ${named(node)} failed to start: ${reasonOf(error)}`, node.id);
    }
  }

  const ending = endingLeft(endings, skipped);
  const endingContext = endingContexts.get(ending.id);
  const component = findComponent(ending.data.name);
  if (!component?.run || !endingContext)
    throw new ChatflowRunError(`Node ${named(ending)} cannot end a chatflow: it gives no answer`, ending.id);
  try {
    const answer = await component.run({
      ...endingContext,
      instance: instances.get(ending.id),
      streaming: request.streaming,
      emit: (emission) => {
        onEmission({ nodeId: ending.id, emission });
      },
    });
    // What the answer carries besides its text reaches a streaming client as its own events.
    const report = (emission: NodeEmission): void => {
      onEmission({ nodeId: ending.id, emission });
    };
    if (answer.sourceDocuments && answer.sourceDocuments.length > 0)
      report({ type: 'sourceDocuments', documents: answer.sourceDocuments });
    if (answer.usedTools && answer.usedTools.length > 0)
      report({ type: 'usedTools', tools: answer.usedTools });
    if (answer.usage) report({ type: 'usage', usage: answer.usage });
    return { ...answer, endingNodeId: ending.id, endingNodeLabel: labelOf(ending) };
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatflowRunError(`Node ${named(ending)} failed: ${reasonOf(error)}`, ending.id);
  }
}
