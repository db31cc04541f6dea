import { Command, GraphRecursionError, REMOVE_ALL_MESSAGES, type StateSnapshot } from '@langchain/langgraph';
import { HumanMessage, RemoveMessage } from '@langchain/core/messages';
import type { FlowNode } from '@loomflow/core';
import { moderationRefusal, pendingToolCalls, rejectedToolCalls } from '@loomflow/nodes/runtime';
import type { AgentflowRunResult, EngineEvent } from '../run.types.ts';
import { approvalAction, isApprovalRequest } from './seq-approval.ts';
import { compileSequentialGraph } from './compile-sequential.ts';
import { compileSupervisorGraph } from './compile-supervisor.ts';
import { buildSeqComponents } from './seq-components.ts';
import { AGENT_MEMORY_NAMES, rootOf, seqFlowOf, SequentialFlowError, type SeqFlow } from './seq-flow.ts';
import { answerOf, seqRunResult } from './seq-run-result.ts';
import { customState, messagesOf, SeqRunSession } from './seq-run-session.ts';
import { freshStateWrites, stateAnnotation, stateRowsOf } from './seq-state-channels.ts';
import type { SequentialRunRequest } from './sequential.types.ts';

const DEFAULT_RECURSION_LIMIT = 100;

/** A node connected to the root's input `name` (by reference or edge), if any. */
function connectedTo(
  flow: SeqFlow,
  root: FlowNode,
  name: string,
  accepts: (node: FlowNode) => boolean,
): FlowNode | undefined {
  const value = root.data.inputs?.[name];
  return [...flow.nodes.values()].find(
    (node) =>
      accepts(node) &&
      ((typeof value === 'string' && value.includes(`{{${node.id}.data.instance}}`)) ||
        flow.edges.some(
          (edge) =>
            edge.source === node.id &&
            edge.target === root.id &&
            (edge.targetHandle ?? '').includes(`-input-${name}-`),
        )),
  );
}

function pendingApproval(snapshot: StateSnapshot) {
  for (const task of snapshot.tasks)
    for (const pending of task.interrupts) if (isApprovalRequest(pending.value)) return pending.value;
  return undefined;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs (or resumes) an agentflow v1 on LangGraph: compiles the flow into a StateGraph checkpointed under the
 * session id, streams one turn, and answers in the agentflow engine's result shape. A tool approval pauses the
 * run (STOPPED with the v2 `action`); a later run with `humanInput` continues from the checkpoint. Never rejects.
 */
export async function runSequential(
  request: SequentialRunRequest,
  listener: (event: EngineEvent) => void = () => undefined,
): Promise<AgentflowRunResult> {
  // Whether answer text streamed this turn: an approval question then streams after it, a paragraph apart.
  const turn = { streamed: false };
  const onEvent = (event: EngineEvent): void => {
    if (event.type === 'token') turn.streamed = true;
    listener(event);
  };
  const controller = new AbortController();
  const abort = (): void => {
    controller.abort();
  };
  request.signal?.addEventListener('abort', abort, { once: true });
  const { signal } = controller;
  if (request.signal?.aborted) controller.abort();
  onEvent({ type: 'runStart', executionId: request.identity.executionId });
  let session: SeqRunSession | undefined;
  let limit = request.recursionLimit ?? DEFAULT_RECURSION_LIMIT;
  const finish = (outcome: Parameters<typeof seqRunResult>[1]): AgentflowRunResult => {
    const result = seqRunResult(session, outcome);
    onEvent({ type: 'runEnd', state: result.state, executionData: result.executionData });
    return result;
  };
  try {
    const flow = seqFlowOf(request.flowData);
    const root = rootOf(flow);
    const inputsOf = await buildSeqComponents(flow, request, signal);
    const rootInputs = inputsOf(root.node);
    const supervisorLimit = Number(root.node.data.inputs?.recursionLimit);
    if (request.recursionLimit === undefined && root.kind === 'supervisor' && supervisorLimit > 0)
      limit = supervisorLimit;

    if (request.humanInput === undefined) {
      const refusal = await moderationRefusal(rootInputs, request.question, {
        signal,
        streaming: true,
        emit: (emission) => {
          if (emission.type === 'token')
            onEvent({ type: 'token', nodeId: root.node.id, text: emission.text });
        },
      });
      if (refusal !== undefined) return finish({ state: 'FINISHED', text: refusal });
    }

    const stateNode =
      root.kind === 'sequential'
        ? connectedTo(flow, root.node, 'state', (n) => n.data.name === 'seqState')
        : undefined;
    const rows = stateRowsOf(stateNode);
    const annotation = stateAnnotation(rows);
    session = new SeqRunSession(request, signal, inputsOf, rootInputs.model, onEvent);
    const builder =
      root.kind === 'sequential'
        ? compileSequentialGraph(flow, root.node, annotation, session, inputsOf)
        : compileSupervisorGraph(flow, root.node, annotation, session, inputsOf);
    const graph = builder.compile({ checkpointer: request.checkpointer });
    const config = { configurable: { thread_id: request.identity.sessionId }, recursionLimit: limit, signal };

    let input: Command | Record<string, unknown>;
    if (request.humanInput !== undefined) {
      if (pendingApproval(await graph.getState(config)) === undefined)
        throw new SequentialFlowError(
          'This session has no paused run to answer: send a question instead of humanInput',
        );
      input = new Command({
        resume: { type: request.humanInput.type, feedback: request.humanInput.feedback },
      });
    } else {
      const memory =
        connectedTo(flow, root.node, 'agentMemory', (n) => AGENT_MEMORY_NAMES.has(n.data.name)) !== undefined;
      const question = new HumanMessage(request.question);
      // Tool calls left waiting for an approval are answered as refused, so the conversation stays valid.
      const unanswered = memory ? pendingToolCalls(messagesOf((await graph.getState(config)).values)) : [];
      input = memory
        ? { messages: [...rejectedToolCalls(unanswered, undefined), question] }
        : { ...freshStateWrites(rows), messages: [new RemoveMessage({ id: REMOVE_ALL_MESSAGES }), question] };
    }
    await graph.invoke(input, config);

    const snapshot = await graph.getState(config);
    const values: unknown = snapshot.values;
    const flowState = customState(values);
    const approval = pendingApproval(snapshot);
    if (approval !== undefined) {
      const action = approvalAction(approval, request.question, request.identity.sessionId);
      // Flowise streams the question before its buttons; with nothing streamed the caller sends the text.
      if (turn.streamed) onEvent({ type: 'token', nodeId: approval.nodeId, text: `\n\n${approval.prompt}` });
      onEvent({ type: 'paused', nodeId: approval.nodeId, action });
      return finish({ state: 'STOPPED', text: approval.prompt, flowState, action });
    }
    const text = answerOf(messagesOf(values));
    // Only the answer is streamed: when its node could not stream it (a supervisor's worker, a node that may
    // loop or hand over through a Condition), it goes out now, once; the other words were agentReasoning.
    if (text !== '' && !session.answerStreamed) {
      const last = session.records.at(-1)?.nodeId ?? root.node.id;
      onEvent({ type: 'token', nodeId: last, text });
    }
    return finish({ state: 'FINISHED', text, flowState });
  } catch (error) {
    if (signal.aborted)
      return finish({ state: 'TERMINATED', text: '', error: 'The run was stopped before it finished' });
    if (error instanceof GraphRecursionError)
      return finish({
        state: 'ERROR',
        text: '',
        error: `The agentflow exceeded ${limit} steps without reaching its end; raise the limit (the Supervisor's Recursion Limit, or the run's recursionLimit) or check that its loops and conditions can end`,
      });
    return finish({ state: 'ERROR', text: '', error: reasonOf(error) });
  } finally {
    request.signal?.removeEventListener('abort', abort);
  }
}
