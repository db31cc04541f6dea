import type { AgentflowRunResult, ChatflowRunResult, EngineEvent } from '@loomflow/engine';
import type { ChatflowMemoryStore, ChatTurn } from '@loomflow/nodes/runtime';
import type { Repositories } from '../db/repositories/index.ts';
import type { ChatUploadStore } from '../storage/chat-upload-store.ts';
import { createFlowInvoker, type NestedFlowRunner } from '../runtime/flow-invoker.ts';
import { parseFlowData } from '../runtime/flow-data-cache.ts';
import { loadNodeRuntime } from '../runtime/node-runtime.ts';
import { createRuntimeServices, type RuntimeDependencies } from '../runtime/runtime-services.factory.ts';
import { timeOrderedId } from '../runtime/time-ordered-id.ts';
import { nowIso } from '../util/clock.ts';
import type { AgentflowRunInput, AgentflowRunOutcome } from './agentflow-run.service.ts';
import { messageRows } from './chat-message-rows.ts';
import { memoryTurns } from './memory-turns.ts';
import { fullFileContent } from './full-file-uploads.ts';
import { storePredictionUploads } from './prediction-uploads.ts';

/** Stored messages a run reads as memory, at most. */
const MEMORY_MESSAGES = 1000;

const NO_USAGE = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };

function finished(answer: ChatflowRunResult): AgentflowRunResult {
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

function ended(state: 'ERROR' | 'TERMINATED', error: string): AgentflowRunResult {
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

/**
 * Runs chatflows (LangChain component flows) for predictions: memory reads the session's stored messages, the
 * ending node's stream goes to the client as engine events, and the user's and the assistant's messages are
 * stored with the session. Chatflows keep no execution records (as in Flowise).
 */
export class ChatflowRunService {
  constructor(
    private readonly repos: Repositories,
    private readonly dependencies: RuntimeDependencies,
    private readonly nested: NestedFlowRunner,
    private readonly chatUploads?: ChatUploadStore,
  ) {}

  /** The memory port: a session's stored messages (the run's own session read once). */
  private memoryFor(input: AgentflowRunInput, ownSession: readonly ChatTurn[]): ChatflowMemoryStore {
    return {
      pastMessages: async (sessionId) => {
        if (sessionId === input.sessionId) return ownSession;
        const rows = await this.repos.chatMessages.history(
          input.flow.workspaceId,
          input.flow.id,
          sessionId,
          MEMORY_MESSAGES,
        );
        return memoryTurns(rows);
      },
    };
  }

  async run(input: AgentflowRunInput): Promise<AgentflowRunOutcome> {
    const { flow } = input;
    const workspaceId = flow.workspaceId;
    const flowData = parseFlowData(flow);
    // Read before anything is stored: a file whose text cannot be read changes nothing.
    const fileAttachment = await fullFileContent(input.uploads);
    const recordedUploads =
      input.storeMessages && this.chatUploads && input.uploads.length > 0
        ? await storePredictionUploads(this.chatUploads, flow, input.chatId, input.uploads)
        : input.uploads;
    const startedAt = nowIso();
    const stored = await this.repos.chatMessages.history(
      workspaceId,
      flow.id,
      input.sessionId,
      MEMORY_MESSAGES,
    );
    const chatHistory = [...input.history, ...memoryTurns(stored)];
    const services = createRuntimeServices(
      this.dependencies,
      workspaceId,
      createFlowInvoker(this.repos, this.nested, workspaceId, input.depth),
    );
    const chatMessageId = timeOrderedId();
    const { engine } = await loadNodeRuntime();
    let answer: ChatflowRunResult;
    try {
      answer = await engine.runChatflow(
        {
          flowData,
          identity: { chatflowId: flow.id, chatId: input.chatId, sessionId: input.sessionId, workspaceId },
          question: input.question,
          chatHistory,
          uploads: input.uploads,
          ...(fileAttachment === '' ? {} : { fileAttachment }),
          vars: input.vars,
          ...(Object.keys(input.overrides.nodes).length > 0 ? { overrideConfig: input.overrides.nodes } : {}),
          streaming: input.streaming,
          signal: input.signal,
          services,
          memory: this.memoryFor(input, chatHistory),
        },
        ({ nodeId, emission }) => {
          const event: EngineEvent = { ...emission, nodeId };
          input.onEvent?.(event);
        },
      );
    } catch (error) {
      const failed = input.signal.aborted
        ? ended('TERMINATED', 'The run was aborted')
        : error instanceof engine.ChatflowRunError
          ? ended('ERROR', error.message)
          : undefined;
      if (!failed) throw error;
      // The question stays in the chat with the error as the answer; memory leaves the turn out.
      await this.store(input, recordedUploads, failed, chatMessageId, startedAt);
      return { result: failed, executionId: '', chatMessageId };
    }
    const result = finished(answer);
    await this.store(input, recordedUploads, result, chatMessageId, startedAt);
    return { result, executionId: '', chatMessageId };
  }

  private async store(
    input: AgentflowRunInput,
    uploads: AgentflowRunInput['uploads'],
    result: AgentflowRunResult,
    chatMessageId: string,
    startedAt: string,
  ): Promise<void> {
    if (!input.storeMessages) return;
    await this.repos.chatMessages.create(
      messageRows({ ...input, uploads }, result, null, chatMessageId, startedAt, nowIso()),
    );
  }
}
