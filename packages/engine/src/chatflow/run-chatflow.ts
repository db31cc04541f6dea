import type { FlowNode } from '@loomflow/core';
import { findChatflowComponent, type ChatflowInitContext, type NodeEmission } from '@loomflow/nodes/runtime';
import { nodesOffBranch } from './chatflow-branching.ts';
import { findEndingNodes, initOrder, labelOf } from './chatflow-graph.ts';
import { ChatflowNodeInitializer, named, reasonOf } from './chatflow-node-init.ts';
import {
  ChatflowRunError,
  type ChatflowEmission,
  type ChatflowRunRequest,
  type ChatflowRunResult,
} from './chatflow.types.ts';
import { withoutUpsertInputs } from './upsert-inputs.ts';
import { nodeIssues } from './validate-chatflow.ts';

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
  const findComponent = request.components ?? findChatflowComponent;
  const flowData = withoutUpsertInputs(request.flowData, findComponent);
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

  const nodes = new ChatflowNodeInitializer({ ...request, flowData }, findComponent);
  const { signal } = nodes;
  // Nodes only reachable through an If Else anchor that was not chosen.
  const skipped = new Set<string>();
  const endingContexts = new Map<string, ChatflowInitContext>();
  for (const node of order) {
    if (skipped.has(node.id)) continue;
    const { context, branchOutput } = await nodes.init(node);
    if (branchOutput !== undefined)
      for (const id of nodesOffBranch(flowData, node.id, branchOutput)) skipped.add(id);
    if (endings.includes(node)) endingContexts.set(node.id, context);
  }

  const ending = endingLeft(endings, skipped);
  const endingContext = endingContexts.get(ending.id);
  const component = findComponent(ending.data.name);
  if (!component?.run || !endingContext)
    throw new ChatflowRunError(`Node ${named(ending)} cannot end a chatflow: it gives no answer`, ending.id);
  try {
    const answer = await component.run({
      ...endingContext,
      instance: nodes.instanceOf(ending.id),
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
