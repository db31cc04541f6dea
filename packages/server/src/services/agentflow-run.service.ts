import type { FlowData } from '@loomflow/core';
import type {
  AgentflowRunRequest,
  AgentflowRunResult,
  AgentReasoningStep,
  EngineEvent,
  ExecutedNode,
  ResumeFrom,
} from '@loomflow/engine';
import type { ChatTurn, HumanInputAnswer, RunUpload } from '@loomflow/nodes/runtime';
import type { RunsConfig } from '../config/config.ts';
import type { Repositories } from '../db/repositories/index.ts';
import type { ChatFlowRow, ExecutionRow } from '../db/schema.ts';
import { AppError, badRequest, notFound } from '../errors/app-error.ts';
import { createFlowInvoker, type NestedFlowRunner } from '../runtime/flow-invoker.ts';
import type { AllowedOverrides } from '../runtime/override-config.ts';
import { loadNodeRuntime } from '../runtime/node-runtime.ts';
import { createRuntimeServices, type RuntimeDependencies } from '../runtime/runtime-services.factory.ts';
import { newId, nowIso } from '../util/clock.ts';
import { flowReads, parseFlowData } from '../runtime/flow-data-cache.ts';
import { timeOrderedId } from '../runtime/time-ordered-id.ts';
import { messageRows } from './chat-message-rows.ts';
import { memoryTurns } from './memory-turns.ts';
import { ChatflowRunService } from './chatflow-run.service.ts';
import type { ChatUploadStore } from '../storage/chat-upload-store.ts';
import { storePredictionUploads } from './prediction-uploads.ts';
import { ExecutionDataWriter } from './execution-data-writer.ts';
import {
  newExecutionRow,
  recordBrokenRun,
  recordEndedRun,
  resumedExecutionRow,
} from './run-execution-rows.ts';
import type { VariableService } from './variable.service.ts';

/** Stored messages a run reads as memory, at most. */
const MEMORY_MESSAGES = 1000;

export interface AgentflowRunInput {
  readonly flow: ChatFlowRow;
  readonly question: string;
  readonly chatId: string;
  readonly sessionId: string;
  /** EVALUATION: a run of an evaluation (its messages stay out of the chat views). */
  readonly chatType: 'INTERNAL' | 'EXTERNAL' | 'EVALUATION';
  /** Workspace variables with the allowed request overrides applied. */
  readonly vars: Readonly<Record<string, string>>;
  readonly overrides: AllowedOverrides;
  /** The request's own `history`, before the stored messages. */
  readonly history: readonly ChatTurn[];
  readonly uploads: readonly RunUpload[];
  readonly form?: Readonly<Record<string, unknown>> | undefined;
  readonly humanInput?: HumanInputAnswer | undefined;
  readonly streaming: boolean;
  readonly signal: AbortSignal;
  /** 0 for a prediction; flows called by flows count up. */
  readonly depth: number;
  /** Predictions store the user's and the assistant's message; nested runs do not. */
  readonly storeMessages: boolean;
  readonly leadEmail?: string | undefined;
  /** The browser `Origin` of an EXTERNAL prediction, stored on its messages (embed vs API in the history). */
  readonly requestOrigin?: string | undefined;
  readonly onEvent?: ((event: EngineEvent) => void) | undefined;
}

export interface AgentflowRunOutcome {
  readonly result: AgentflowRunResult;
  readonly executionId: string;
  /** The assistant message's id (a fresh id when messages are not stored). */
  readonly chatMessageId: string;
  /** Agentflow v1 runs: what each agent did this turn (Flowise's `agentReasoning`). */
  readonly agentReasoning?: readonly AgentReasoningStep[];
}

/** The engine rejected the run (it never started, or broke): the execution is recorded ERROR. */
export class RunFailedError extends AppError {
  constructor(
    message: string,
    readonly executionId: string,
  ) {
    super(500, message);
  }
}

/** An execution's stored node records (what is not a record is left out). */
export function parseRecords(text: string): ExecutedNode[] {
  try {
    const value: unknown = JSON.parse(text);
    // Stored by this server from the engine's own records.
    return Array.isArray(value) ? value.filter(isRecordLike) : [];
  } catch {
    return [];
  }
}

function isRecordLike(value: unknown): value is ExecutedNode {
  return (
    typeof value === 'object' &&
    value !== null &&
    'nodeId' in value &&
    typeof value.nodeId === 'string' &&
    'data' in value &&
    typeof value.data === 'object' &&
    value.data !== null
  );
}

/** The flow state of the last record that has one (a session's persisted state, a paused run's state). */
function lastState(records: readonly ExecutedNode[]): Record<string, unknown> {
  for (let index = records.length - 1; index >= 0; index -= 1) {
    const state = records[index]?.data.state;
    if (state && Object.keys(state).length > 0) return { ...state };
  }
  return {};
}

function persistsState(flowData: FlowData): boolean {
  const start = flowData.nodes.find((node) => node.data.name === 'startAgentflow');
  const value = start?.data.inputs?.startPersistState;
  return value === true || value === 'true';
}

/** Runs agentflows with their records: the execution row, its node data as it grows, and the chat messages. */
export class AgentflowRunService implements NestedFlowRunner {
  constructor(
    private readonly repos: Repositories,
    private readonly variables: VariableService,
    private readonly dependencies: RuntimeDependencies,
    private readonly limits: RunsConfig | undefined,
    /** Where a prediction's uploaded files are kept (its message records them as `stored-file`). */
    private readonly chatUploads?: ChatUploadStore,
  ) {}

  async run(input: AgentflowRunInput): Promise<AgentflowRunOutcome> {
    const { flow, sessionId } = input;
    const workspaceId = flow.workspaceId;
    const flowData = parseFlowData(flow);
    // Files are stored before anything else is written; the run itself still reads the uploads as sent.
    const recordedUploads =
      input.storeMessages && this.chatUploads && input.uploads.length > 0
        ? await storePredictionUploads(this.chatUploads, flow, input.chatId, input.uploads)
        : input.uploads;
    const persistState = persistsState(flowData);
    // The session's last execution matters only to resume it or to carry its state over.
    const latest =
      input.humanInput || persistState
        ? await this.repos.executions.latestForSession(workspaceId, flow.id, sessionId)
        : undefined;
    const now = nowIso();

    let resume: ResumeFrom | undefined;
    let execution: ExecutionRow;
    if (input.humanInput) {
      if (latest?.state !== 'STOPPED') {
        throw badRequest(
          `No paused run of this flow for session ${sessionId}: humanInput resumes a run stopped at a Human Input node`,
        );
      }
      const records = parseRecords(latest.executionData);
      resume = { executionData: records, flowState: lastState(records), humanInput: input.humanInput };
      execution = await resumedExecutionRow(this.repos.executions, latest, now);
    } else {
      execution = newExecutionRow(flow, sessionId, now);
    }

    const persistedState = persistState && latest ? lastState(parseRecords(latest.executionData)) : undefined;
    const stored = flowReads(flow).history
      ? await this.repos.chatMessages.history(workspaceId, flow.id, sessionId, MEMORY_MESSAGES)
      : [];
    const services = createRuntimeServices(
      this.dependencies,
      workspaceId,
      createFlowInvoker(this.repos, this, workspaceId, input.depth),
    );
    const request: AgentflowRunRequest = {
      flowData,
      identity: {
        chatflowId: flow.id,
        chatId: input.chatId,
        sessionId,
        executionId: execution.id,
        workspaceId,
      },
      question: input.question,
      ...(input.form ? { form: input.form } : {}),
      uploads: input.uploads,
      pastMessages: [...input.history, ...memoryTurns(stored)],
      vars: input.vars,
      ...(input.overrides.startState ? { startState: input.overrides.startState } : {}),
      ...(persistedState ? { persistedState } : {}),
      ...(Object.keys(input.overrides.nodes).length > 0 ? { overrideConfig: input.overrides.nodes } : {}),
      ...(resume ? { resume } : {}),
      streaming: input.streaming,
      ...(this.limits
        ? { limits: { maxLoopCount: this.limits.maxLoopCount, timeoutMs: this.limits.runTimeoutMs } }
        : {}),
      signal: input.signal,
      services,
    };

    // A new execution's row is written by the writer during a long run, or with the run's end.
    const writer = new ExecutionDataWriter(this.repos.executions, execution, resume !== undefined);
    const records: ExecutedNode[] = [...(resume?.executionData ?? [])];
    const onEvent = (event: EngineEvent): void => {
      if (event.type === 'nodeFinish' || event.type === 'nodeError') {
        records.push(event.record);
        writer.schedule([...records]);
      }
      input.onEvent?.(event);
    };

    let result: AgentflowRunResult;
    try {
      const { engine } = await loadNodeRuntime();
      result = await engine.runAgentflow(request, onEvent);
    } catch (error) {
      await recordBrokenRun(this.repos.runRecords, writer, execution, records);
      throw new RunFailedError(error instanceof Error ? error.message : String(error), execution.id);
    }
    const chatMessageId = timeOrderedId();
    await recordEndedRun(this.repos.runRecords, writer, execution, result, (ended) =>
      input.storeMessages
        ? messageRows({ ...input, uploads: recordedUploads }, result, execution.id, chatMessageId, now, ended)
        : [],
    );
    return { result, executionId: execution.id, chatMessageId };
  }

  /** A flow of the workspace run by another flow: no client, no stored messages, same records. */
  async runNested(
    request: Parameters<NestedFlowRunner['runNested']>[0],
  ): Promise<{ text: string; json?: unknown }> {
    const flow = await this.repos.chatflows.find(request.workspaceId, request.flowId);
    if (!flow) throw notFound(`Flow ${request.flowId} not found in this workspace`);
    if (flow.type !== 'AGENTFLOW' && flow.type !== 'CHATFLOW') {
      throw new Error(
        `Flow ${flow.name} is a ${flow.type}: only chatflows and agentflows can be run by other flows for now`,
      );
    }
    const sessionId = request.sessionId ?? newId();
    const vars = flowReads(flow).vars ? await this.variables.resolve(flow.workspaceId, [flow.flowData]) : {};
    // Chatflows run through the chatflow runtime (nested runs store no messages either way).
    const runner =
      flow.type === 'CHATFLOW' ? new ChatflowRunService(this.repos, this.dependencies, this) : this;
    const { result } = await runner.run({
      flow,
      question: request.question,
      chatId: sessionId,
      sessionId,
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
}
