import type { FlowData } from '@loomflow/core';
import type {
  EngineEvent,
  ExecutedNode,
  FlowRunKeeping,
  FlowRunRequest,
  FlowRunResult,
  FlowRuntime,
  ResumeFrom,
} from '@loomflow/engine';
import type { ChatflowMemoryStore, ChatTurn } from '@loomflow/nodes/runtime';
import type { RunsConfig } from '../../config/config.ts';
import type { Repositories } from '../../db/repositories/index.ts';
import type { ExecutionRow } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../errors/app-error.ts';
import { flowCheckpointer } from '../../runtime/checkpoints/flow-checkpointer.ts';
import { flowReads, parseFlowData } from '../../runtime/flow-data-cache.ts';
import { createFlowInvoker, type NestedFlowRunner } from '../../runtime/flow-invoker.ts';
import { createRuntimeServices, type RuntimeDependencies } from '../../runtime/runtime-services.factory.ts';
import { timeOrderedId } from '../../runtime/time-ordered-id.ts';
import type { ChatUploadStore } from '../../storage/chat-upload-store.ts';
import { newId, nowIso } from '../../util/clock.ts';
import type { VariableService } from '../variable.service.ts';
import { ExecutionDataWriter } from './execution-data-writer.ts';
import { newExecutionRow, recordBrokenRun, recordEndedRun, resumedExecutionRow } from './execution-rows.ts';
import { fullFileContent } from './full-file-uploads.ts';
import {
  engineFlowRuntimes,
  flowRuntimeOf,
  notRunnableMessage,
  type FlowRuntimeSource,
} from './flow-runtimes.ts';
import { RunFailedError, type FlowRunInput, type FlowRunOutcome } from './flow-run.types.ts';
import { memoryTurns } from './memory-turns.ts';
import { messageRows, turnFailure } from './message-rows.ts';
import { storePredictionUploads } from './prediction-uploads.ts';
import { lastState, parseRecords, persistsState } from './run-records.ts';

/** Stored messages a run reads as memory, at most. */
const MEMORY_MESSAGES = 1000;

/** What runs need besides the request. */
export interface FlowRunDependencies {
  readonly repos: Repositories;
  readonly variables: VariableService;
  readonly runtime: RuntimeDependencies;
  readonly limits: RunsConfig | undefined;
  /** Where a prediction's uploaded files are kept (its message records them as `stored-file`). */
  readonly chatUploads?: ChatUploadStore | undefined;
}

/** The execution a run writes to: the paused one of the session when answering it, else a new one. */
interface RunExecution {
  readonly row: ExecutionRow;
  readonly resume?: ResumeFrom;
  readonly persistedState?: Record<string, unknown>;
}

/** The session's graph checkpoints (agentflow v1), and where they stood before this question. */
interface RunCheckpoints {
  readonly scope: { readonly workspaceId: string; readonly flowId: string };
  readonly before: string | undefined;
}

/**
 * Runs flows of every kind through their runtime (`FLOW_RUNTIMES` by flow type), with their records: the uploaded
 * files, the execution row and its node records as they grow (kinds that keep one), the session's graph
 * checkpoints (kinds that keep them), and the user's and the assistant's messages. What differs by kind is read
 * from the runtime's traits, never from the flow type.
 */
export class FlowRunService implements NestedFlowRunner {
  constructor(
    private readonly dependencies: FlowRunDependencies,
    private readonly runtimes: FlowRuntimeSource = engineFlowRuntimes,
  ) {}

  /** The same service running the kinds `runtimes` gives (a new flow kind tried out before it joins FLOW_RUNTIMES). */
  withRuntimes(runtimes: FlowRuntimeSource): FlowRunService {
    return new FlowRunService(this.dependencies, runtimes);
  }

  async run(input: FlowRunInput): Promise<FlowRunOutcome> {
    const runtime = await flowRuntimeOf(input.flow.type, this.runtimes);
    if (!runtime) throw new AppError(501, notRunnableMessage(input.flow.type));
    const { repos, chatUploads } = this.dependencies;
    const { flow, sessionId } = input;
    const workspaceId = flow.workspaceId;
    const flowData = parseFlowData(flow);
    // Read before anything is stored: a file whose text cannot be read changes nothing.
    const fileAttachment = runtime.readsFileContent ? await fullFileContent(input.uploads) : '';
    // Files are stored before anything else is written; the run itself still reads the uploads as sent.
    const recordedUploads =
      input.storeMessages && chatUploads && input.uploads.length > 0
        ? await storePredictionUploads(chatUploads, flow, input.chatId, input.uploads)
        : input.uploads;
    const now = nowIso();
    const execution = runtime.keeps.execution
      ? await this.executionFor(input, runtime.keeps, flowData, now)
      : undefined;
    const reads = flowReads(flow);
    // Node input overrides may turn memory on or widen a window: then every stored turn may be needed.
    const turns = Object.keys(input.overrides.nodes).length > 0 ? undefined : reads.historyTurns;
    // A session the server opened for this run has nothing stored yet.
    const stored =
      runtime.readsPastMessages && reads.history && !input.newSession && turns !== 0
        ? await this.storedTurns(workspaceId, flow.id, sessionId, turns)
        : [];
    const checkpoints =
      runtime.keeps.execution && runtime.keeps.checkpoints ? await this.checkpointsOf(input) : undefined;
    const request: FlowRunRequest = {
      flowData,
      identity: {
        chatflowId: flow.id,
        chatId: input.chatId,
        sessionId,
        executionId: execution?.row.id ?? '',
        workspaceId,
      },
      question: input.question,
      ...(input.form ? { form: input.form } : {}),
      uploads: input.uploads,
      ...(fileAttachment === '' ? {} : { fileAttachment }),
      pastMessages: runtime.readsPastMessages ? [...input.history, ...stored] : [],
      memory: this.memoryOf(input),
      vars: input.vars,
      ...(input.overrides.startState ? { startState: input.overrides.startState } : {}),
      ...(execution?.persistedState ? { persistedState: execution.persistedState } : {}),
      ...(Object.keys(input.overrides.nodes).length > 0 ? { overrideConfig: input.overrides.nodes } : {}),
      ...(execution?.resume ? { resume: execution.resume } : {}),
      streaming: input.streaming,
      ...(this.dependencies.limits
        ? {
            limits: {
              maxLoopCount: this.dependencies.limits.maxLoopCount,
              timeoutMs: this.dependencies.limits.runTimeoutMs,
            },
          }
        : {}),
      signal: input.signal,
      services: createRuntimeServices(
        this.dependencies.runtime,
        workspaceId,
        createFlowInvoker(repos, this, workspaceId, input.depth),
      ),
      ...(checkpoints
        ? { checkpointer: await flowCheckpointer(repos.flowCheckpoints, checkpoints.scope) }
        : {}),
    };
    if (!execution) {
      const result = await runtime.run(request, (event) => input.onEvent?.(event));
      return this.endRun(input, recordedUploads, result, now);
    }
    return this.runWithExecution(runtime, request, input, execution, checkpoints, recordedUploads, now);
  }

  /** A flow of the workspace run by another flow: no client, no stored messages, same records. */
  async runNested(
    request: Parameters<NestedFlowRunner['runNested']>[0],
  ): Promise<{ text: string; json?: unknown }> {
    const { repos, variables } = this.dependencies;
    const flow = await repos.chatflows.find(request.workspaceId, request.flowId);
    if (!flow) throw notFound(`Flow ${request.flowId} not found in this workspace`);
    const runtime = await flowRuntimeOf(flow.type, this.runtimes);
    if (!runtime?.nestable) {
      throw new Error(
        `Flow ${flow.name} is a ${flow.type}: only chatflows and agentflows can be run by other flows for now`,
      );
    }
    const sessionId = request.sessionId ?? newId();
    const vars = flowReads(flow).vars ? await variables.resolve(flow.workspaceId, [flow.flowData]) : {};
    const { result } = await this.run({
      flow,
      question: request.question,
      chatId: sessionId,
      sessionId,
      newSession: request.sessionId === undefined,
      chatType: 'INTERNAL',
      vars,
      overrides: { vars: {}, nodes: {} },
      history: [],
      uploads: [],
      streaming: false,
      signal: request.signal,
      depth: request.depth,
      storeMessages: false,
    });
    if (result.state === 'ERROR' || result.state === 'TIMEOUT')
      throw new Error(`Flow ${flow.name} failed: ${result.error ?? result.state}`);
    return { text: result.text, ...(result.json !== undefined ? { json: result.json } : {}) };
  }

  /** A run that keeps an execution: its node records written as they come, the row ended with the messages. */
  private async runWithExecution(
    runtime: FlowRuntime,
    request: FlowRunRequest,
    input: FlowRunInput,
    execution: RunExecution,
    checkpoints: RunCheckpoints | undefined,
    recordedUploads: FlowRunInput['uploads'],
    now: string,
  ): Promise<FlowRunOutcome> {
    const { repos } = this.dependencies;
    const resumed = execution.resume !== undefined;
    // A new execution's row is written by the writer during a long run, or with the run's end.
    const writer = new ExecutionDataWriter(repos.executions, execution.row, resumed);
    const records: ExecutedNode[] = [...(execution.resume?.executionData ?? [])];
    const onEvent = (event: EngineEvent): void => {
      if (event.type === 'nodeFinish' || event.type === 'nodeError') {
        records.push(event.record);
        writer.schedule([...records]);
      }
      input.onEvent?.(event);
    };
    let result: FlowRunResult;
    try {
      result = await runtime.run(request, onEvent);
    } catch (error) {
      await recordBrokenRun(repos.runRecords, writer, execution.row, records);
      throw new RunFailedError(error instanceof Error ? error.message : String(error), execution.row.id);
    }
    // A failed question leaves nothing in the agents' memory: its checkpoints go (the chat keeps its error).
    if (checkpoints && !resumed && turnFailure(result) !== undefined)
      await repos.flowCheckpoints.deleteNewer(checkpoints.scope, input.sessionId, checkpoints.before);
    const chatMessageId = timeOrderedId();
    await recordEndedRun(repos.runRecords, writer, execution.row, result, (endedAt) =>
      input.storeMessages
        ? messageRows(
            { ...input, uploads: recordedUploads },
            result,
            execution.row.id,
            chatMessageId,
            now,
            endedAt,
          )
        : [],
    );
    return { result, executionId: execution.row.id, chatMessageId };
  }

  /** A run without an execution: the question stays in the chat with its answer, or its error as the answer. */
  private async endRun(
    input: FlowRunInput,
    recordedUploads: FlowRunInput['uploads'],
    result: FlowRunResult,
    startedAt: string,
  ): Promise<FlowRunOutcome> {
    const chatMessageId = timeOrderedId();
    if (input.storeMessages) {
      await this.dependencies.repos.chatMessages.create(
        messageRows({ ...input, uploads: recordedUploads }, result, null, chatMessageId, startedAt, nowIso()),
      );
    }
    return { result, executionId: '', chatMessageId };
  }

  /** The paused execution of the session when `humanInput` answers it, else a new one (with persisted state). */
  private async executionFor(
    input: FlowRunInput,
    keeps: Extract<FlowRunKeeping, { execution: true }>,
    flowData: FlowData,
    now: string,
  ): Promise<RunExecution> {
    const { executions } = this.dependencies.repos;
    const { flow, sessionId } = input;
    const persistState = persistsState(flowData);
    // The session's last execution matters only to resume it or to carry its state over.
    const latest =
      input.humanInput || persistState
        ? await executions.latestForSession(flow.workspaceId, flow.id, sessionId)
        : undefined;
    const persistedState = persistState && latest ? lastState(parseRecords(latest.executionData)) : undefined;
    if (!input.humanInput) {
      return { row: newExecutionRow(flow, sessionId, now), ...(persistedState ? { persistedState } : {}) };
    }
    if (latest?.state !== 'STOPPED')
      throw badRequest(`No paused run of this flow for session ${sessionId}: ${keeps.pausedRun}`);
    const records = parseRecords(latest.executionData);
    return {
      row: resumedExecutionRow(latest, now),
      resume: { executionData: records, flowState: lastState(records), humanInput: input.humanInput },
      ...(persistedState ? { persistedState } : {}),
    };
  }

  /** Where the session's conversation stood before this question: a failed turn takes it back there. */
  private async checkpointsOf(input: FlowRunInput): Promise<RunCheckpoints> {
    const scope = { workspaceId: input.flow.workspaceId, flowId: input.flow.id };
    const [before] = input.humanInput
      ? []
      : await this.dependencies.repos.flowCheckpoints.list(scope, {
          threadId: input.sessionId,
          checkpointNs: '',
          limit: 1,
        });
    return { scope, before: before?.checkpointId };
  }

  /** Memory components read a session's stored messages (none yet in a session the server opened for this run). */
  private memoryOf(input: FlowRunInput): ChatflowMemoryStore {
    return {
      pastMessages: (sessionId) =>
        input.newSession === true && sessionId === input.sessionId
          ? Promise.resolve([])
          : this.storedTurns(input.flow.workspaceId, input.flow.id, sessionId, undefined),
    };
  }

  /**
   * A session's stored turns as memory reads them (`memoryTurns`), of its last MEMORY_MESSAGES messages at most.
   * With `turns`, only the newest that many are needed: a window of messages that size is read, and read further
   * back only while the failed turns memory leaves out keep it short. Each read ends the same as reading them all.
   */
  private async storedTurns(
    workspaceId: string,
    flowId: string,
    sessionId: string,
    turns: number | undefined,
  ): Promise<ChatTurn[]> {
    const { chatMessages } = this.dependencies.repos;
    let limit = turns === undefined ? MEMORY_MESSAGES : Math.min(Math.max(turns, 1), MEMORY_MESSAGES);
    for (;;) {
      const rows = await chatMessages.history(workspaceId, flowId, sessionId, limit);
      const read = memoryTurns(rows);
      const complete = turns === undefined || read.length >= turns || rows.length < limit;
      if (complete || limit >= MEMORY_MESSAGES) return read;
      limit = Math.min(limit * 4, MEMORY_MESSAGES);
    }
  }
}
