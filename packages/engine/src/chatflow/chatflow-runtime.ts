import type { ChatflowMemoryStore } from '@loomflow/nodes/runtime';
import { findChatflowComponent } from '@loomflow/nodes/runtime';
import type { FlowRunRequest, FlowRunResult, FlowRuntime } from '../flow-runtime.ts';
import type { EngineEvent } from '../run.types.ts';
import { ChatflowRunError, type ChatflowEmission, type ChatflowRunResult } from './chatflow.types.ts';
import { runChatflow } from './run-chatflow.ts';
import { upsertChatflow } from './upsert-chatflow.ts';
import { chatflowCanStream, validateChatflow } from './validate-chatflow.ts';

const NO_USAGE = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };

/** A chatflow's answer in the shape every run ends with (chatflows keep no node records). */
function finished(answer: ChatflowRunResult): FlowRunResult {
  return {
    state: 'FINISHED',
    text: answer.text,
    ...(answer.json !== undefined ? { json: answer.json } : {}),
    executionData: [],
    flowState: {},
    usedTools: answer.usedTools ?? [],
    sourceDocuments: answer.sourceDocuments ?? [],
    artifacts: [],
    ...(answer.fileAnnotations && answer.fileAnnotations.length > 0
      ? { fileAnnotations: answer.fileAnnotations }
      : {}),
    usage: answer.usage ?? NO_USAGE,
  };
}

function ended(state: 'ERROR' | 'TERMINATED', error: string): FlowRunResult {
  return {
    state,
    text: '',
    executionData: [],
    flowState: {},
    usedTools: [],
    sourceDocuments: [],
    artifacts: [],
    usage: NO_USAGE,
    error,
  };
}

/** What the ending node streams, as the engine event of that node. */
export function chatflowEvent({ nodeId, emission }: ChatflowEmission): EngineEvent {
  return { ...emission, nodeId };
}

/** Memory components read the run's own session as the run has it (request history, then stored messages). */
function sessionMemory(request: FlowRunRequest): ChatflowMemoryStore {
  return {
    pastMessages: (sessionId) =>
      sessionId === request.identity.sessionId
        ? Promise.resolve(request.pastMessages)
        : request.memory.pastMessages(sessionId),
  };
}

/**
 * Chatflows (CHATFLOW: LangChain component flows): the ending node's stream becomes engine events; a run that
 * cannot start, a node that fails and an abort end the run (ERROR, TERMINATED) instead of rejecting. Chatflows
 * keep no execution (as in Flowise).
 */
export const chatflowRuntime: FlowRuntime = {
  keeps: { execution: false },
  readsPastMessages: true,
  readsFileContent: true,
  nestable: true,
  validate: (flowData) =>
    validateChatflow(flowData, findChatflowComponent).map((problem) => ({
      ...problem,
      issues: [...problem.issues],
    })),
  canStream: (flowData) => chatflowCanStream(flowData(), findChatflowComponent),
  async run(request, onEvent) {
    const { identity } = request;
    try {
      const answer = await runChatflow(
        {
          flowData: request.flowData,
          identity: {
            chatflowId: identity.chatflowId,
            chatId: identity.chatId,
            sessionId: identity.sessionId,
            workspaceId: identity.workspaceId,
          },
          question: request.question,
          chatHistory: request.pastMessages,
          ...(request.uploads ? { uploads: request.uploads } : {}),
          ...(request.fileAttachment ? { fileAttachment: request.fileAttachment } : {}),
          vars: request.vars,
          ...(request.overrideConfig ? { overrideConfig: request.overrideConfig } : {}),
          streaming: request.streaming,
          ...(request.signal ? { signal: request.signal } : {}),
          services: request.services,
          memory: sessionMemory(request),
        },
        (emission) => {
          onEvent(chatflowEvent(emission));
        },
      );
      return finished(answer);
    } catch (error) {
      if (request.signal?.aborted) return ended('TERMINATED', 'The run was aborted');
      if (error instanceof ChatflowRunError) return ended('ERROR', error.message);
      throw error;
    }
  },
  upsert: (request) => upsertChatflow(request),
};
