import type {
  AgentflowRunResult,
  AgentReasoningStep,
  ExecutedNode,
  SequentialRunEvent,
  SequentialRunRequest,
} from '@loomflow/engine';
import type { ChatflowMemoryStore } from '@loomflow/nodes/runtime';
import type { Repositories } from '../db/repositories/index.ts';
import type { ChatMessageRow, ExecutionRow } from '../db/schema.ts';
import { badRequest } from '../errors/app-error.ts';
import { flowCheckpointer } from '../runtime/checkpoints/flow-checkpointer.ts';
import { parseFlowData } from '../runtime/flow-data-cache.ts';
import { createFlowInvoker, type NestedFlowRunner } from '../runtime/flow-invoker.ts';
import { loadNodeRuntime } from '../runtime/node-runtime.ts';
import { createRuntimeServices, type RuntimeDependencies } from '../runtime/runtime-services.factory.ts';
import { timeOrderedId } from '../runtime/time-ordered-id.ts';
import type { ChatUploadStore } from '../storage/chat-upload-store.ts';
import { nowIso } from '../util/clock.ts';
import {
  parseRecords,
  RunFailedError,
  type AgentflowRunInput,
  type AgentflowRunOutcome,
} from './agentflow-run.service.ts';
import { messageRows, turnFailure } from './chat-message-rows.ts';
import { memoryTurns } from './memory-turns.ts';
import { storePredictionUploads } from './prediction-uploads.ts';
import { ExecutionDataWriter } from './execution-data-writer.ts';
import {
  newExecutionRow,
  recordBrokenRun,
  recordEndedRun,
  resumedExecutionRow,
} from './run-execution-rows.ts';

/** Stored messages a LangChain memory node of the flow reads, at most. */
const MEMORY_MESSAGES = 1000;

/** A v1 run's input: the prediction's, with a listener for the v1 events (`nextAgent`, `agentReasoning`). */
export type SequentialRunInput = Omit<AgentflowRunInput, 'onEvent'> & {
  readonly onEvent?: ((event: SequentialRunEvent) => void) | undefined;
};

/** The assistant's message with Flowise's `agentReasoning` (every agent's step of the turn) kept on it. */
function withReasoning(
  rows: ChatMessageRow[],
  chatMessageId: string,
  steps: readonly AgentReasoningStep[],
): ChatMessageRow[] {
  if (steps.length === 0) return rows;
  return rows.map((row) =>
    row.id === chatMessageId ? { ...row, agentReasoning: JSON.stringify(steps) } : row,
  );
}

/**
 * Runs agentflow v1 flows (MULTIAGENT) on LangGraph through the engine's `runSequential`: checkpoints in the
 * database under the chat session, the execution row with its node records (a paused run's row resumed by
 * `humanInput`), and the session's messages with the agents' reasoning.
 */
export class SequentialRunService {
  constructor(
    private readonly repos: Repositories,
    private readonly dependencies: RuntimeDependencies,
    private readonly nested: NestedFlowRunner,
    private readonly chatUploads?: ChatUploadStore,
  ) {}

  /** LangChain memory nodes of the flow read a session's stored messages. */
  private memoryFor(input: SequentialRunInput): ChatflowMemoryStore {
    return {
      pastMessages: async (sessionId) => {
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

  /** The execution a run writes to: the paused one of the session when answering it, else a new one. */
  private async executionFor(
    input: SequentialRunInput,
    now: string,
  ): Promise<{ execution: ExecutionRow; previous: ExecutedNode[] }> {
    const { flow, sessionId } = input;
    if (input.humanInput) {
      const latest = await this.repos.executions.latestForSession(flow.workspaceId, flow.id, sessionId);
      if (latest?.state !== 'STOPPED')
        throw badRequest(
          `No paused run of this flow for session ${sessionId}: humanInput answers a run stopped for a tool approval`,
        );
      const execution = await resumedExecutionRow(this.repos.executions, latest, now);
      return { execution, previous: parseRecords(latest.executionData) };
    }
    const execution = newExecutionRow(flow, sessionId, now);
    return { execution, previous: [] };
  }

  async run(input: SequentialRunInput): Promise<AgentflowRunOutcome> {
    const { flow, sessionId } = input;
    const workspaceId = flow.workspaceId;
    const flowData = parseFlowData(flow);
    const recordedUploads =
      input.storeMessages && this.chatUploads && input.uploads.length > 0
        ? await storePredictionUploads(this.chatUploads, flow, input.chatId, input.uploads)
        : input.uploads;
    const now = nowIso();
    const { execution, previous } = await this.executionFor(input, now);
    const scope = { workspaceId, flowId: flow.id };
    // Where the session's conversation stood before this question: a failed turn takes it back there.
    const [before] = input.humanInput
      ? []
      : await this.repos.flowCheckpoints.list(scope, { threadId: sessionId, checkpointNs: '', limit: 1 });
    const request: SequentialRunRequest = {
      flowData,
      identity: {
        chatflowId: flow.id,
        chatId: input.chatId,
        sessionId,
        executionId: execution.id,
        workspaceId,
      },
      question: input.question,
      vars: input.vars,
      checkpointer: await flowCheckpointer(this.repos.flowCheckpoints, scope),
      ...(input.humanInput
        ? { humanInput: { type: input.humanInput.type, feedback: input.humanInput.feedback } }
        : {}),
      streaming: input.streaming,
      signal: input.signal,
      services: createRuntimeServices(
        this.dependencies,
        workspaceId,
        createFlowInvoker(this.repos, this.nested, workspaceId, input.depth),
      ),
      memory: this.memoryFor(input),
    };

    const writer = new ExecutionDataWriter(this.repos.executions, execution, input.humanInput !== undefined);
    const records: ExecutedNode[] = [...previous];
    const reasoning: AgentReasoningStep[] = [];
    const onEvent = (event: SequentialRunEvent): void => {
      if (event.type === 'nodeFinish' || event.type === 'nodeError') {
        records.push(event.record);
        writer.schedule([...records]);
      }
      if (event.type === 'agentReasoning') {
        reasoning.push(...event.steps);
        // Flowise sends the whole list so far with every step.
        input.onEvent?.({ ...event, steps: [...reasoning] });
        return;
      }
      input.onEvent?.(event);
    };

    let result: AgentflowRunResult;
    try {
      const { engine } = await loadNodeRuntime();
      result = await engine.runSequential(request, onEvent);
    } catch (error) {
      await recordBrokenRun(this.repos.runRecords, writer, execution, records);
      throw new RunFailedError(error instanceof Error ? error.message : String(error), execution.id);
    }
    // A failed question leaves nothing in the agents' memory: its checkpoints go (the chat keeps its error).
    if (!input.humanInput && turnFailure(result) !== undefined)
      await this.repos.flowCheckpoints.deleteNewer(scope, sessionId, before?.checkpointId);
    // A resumed run's execution keeps the records from before its pause.
    const wholeRun = { ...result, executionData: [...previous, ...result.executionData] };
    const chatMessageId = timeOrderedId();
    await recordEndedRun(this.repos.runRecords, writer, execution, wholeRun, (endedAt) =>
      input.storeMessages
        ? withReasoning(
            messageRows(
              { ...input, uploads: recordedUploads },
              result,
              execution.id,
              chatMessageId,
              now,
              endedAt,
            ),
            chatMessageId,
            reasoning,
          )
        : [],
    );
    return {
      result: wholeRun,
      executionId: execution.id,
      chatMessageId,
      agentReasoning: reasoning,
    };
  }
}
