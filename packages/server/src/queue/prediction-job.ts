import { isRecord, predictionRequestSchema, type PredictionRequest } from '@loomflow/core';
import type { EngineEvent } from '@loomflow/engine';
import { z } from 'zod';
import type { FlowRunOutcome } from '../services/flow-run/flow-run.types.ts';

/**
 * What a server puts on the queue for one prediction. The flow is read again by the worker from the shared
 * database (never carried in the job), so an edit saved between enqueue and run is the one that runs.
 */
export const predictionJobSchema = z.object({
  flowId: z.string().min(1),
  workspaceId: z.string().min(1),
  chatId: z.string().min(1),
  sessionId: z.string().min(1),
  /** The server opened the session for this prediction: the worker reads no stored messages for it. */
  newSession: z.boolean().optional(),
  internal: z.boolean(),
  origin: z.string().optional(),
  body: predictionRequestSchema,
});
export type PredictionJob = z.infer<typeof predictionJobSchema>;

/** The job's name on the queue (the dashboard shows it). */
export const PREDICTION_JOB_NAME = 'prediction';

/** The progress a worker reports on a job: the execution it writes, so a stalled job's execution can be ended. */
export const jobProgressSchema = z.object({ executionId: z.string().min(1) });

/** Redis pub/sub channel of one job's events (worker → the server holding the client's connection). */
export function jobEventsChannel(queueName: string, jobId: string): string {
  return `${queueName}:events:${jobId}`;
}

/** Channel every worker listens on for `PUT /chatmessage/abort/{flowId}/{chatId}`, whichever server got it. */
export function abortChannel(queueName: string): string {
  return `${queueName}:abort`;
}

/** Set of the jobs a worker is running for one chat (abort answers how many it reached). */
export function runningChatKey(queueName: string, flowId: string, chatId: string): string {
  return `${queueName}:running:${flowId}:${chatId}`;
}

export const abortMessageSchema = z.object({ flowId: z.string(), chatId: z.string() });

/** One message on a job's channel, in the order the worker sent them. */
export type JobMessage =
  | { readonly kind: 'event'; readonly event: EngineEvent }
  | { readonly kind: 'outcome'; readonly outcome: FlowRunOutcome }
  | {
      readonly kind: 'failure';
      readonly status: number;
      readonly message: string;
      readonly executionId?: string | undefined;
    };

const EVENT_TYPES: ReadonlySet<string> = new Set<EngineEvent['type']>([
  'runStart',
  'nodeStart',
  'nodeFinish',
  'nodeError',
  'token',
  'thinking',
  'usedTools',
  'calledTools',
  'sourceDocuments',
  'artifacts',
  'fileAnnotations',
  'usage',
  'stateChange',
  'paused',
  'runEnd',
  'nextAgent',
  'agentReasoning',
]);

/** Events come from Loomflow's own workers (same code, same version): their type is what is checked. */
function isRunEvent(value: unknown): value is EngineEvent {
  return isRecord(value) && typeof value.type === 'string' && EVENT_TYPES.has(value.type);
}

function isRunOutcome(value: unknown): value is FlowRunOutcome {
  return (
    isRecord(value) &&
    typeof value.executionId === 'string' &&
    typeof value.chatMessageId === 'string' &&
    isRecord(value.result) &&
    typeof value.result.state === 'string' &&
    typeof value.result.text === 'string' &&
    Array.isArray(value.result.executionData)
  );
}

/** Reads a message off a job's channel; undefined for anything that is not one (never thrown). */
export function parseJobMessage(text: string): JobMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  switch (value.kind) {
    case 'event':
      return isRunEvent(value.event) ? { kind: 'event', event: value.event } : undefined;
    case 'outcome':
      return isRunOutcome(value.outcome) ? { kind: 'outcome', outcome: value.outcome } : undefined;
    case 'failure':
      return typeof value.status === 'number' && typeof value.message === 'string'
        ? {
            kind: 'failure',
            status: value.status,
            message: value.message,
            executionId: typeof value.executionId === 'string' ? value.executionId : undefined,
          }
        : undefined;
    default:
      return undefined;
  }
}

/** The job of a prepared prediction. */
export function predictionJob(input: {
  readonly flowId: string;
  readonly workspaceId: string;
  readonly chatId: string;
  readonly sessionId: string;
  readonly newSession: boolean;
  readonly internal: boolean;
  readonly origin: string | undefined;
  readonly body: PredictionRequest;
}): PredictionJob {
  return {
    flowId: input.flowId,
    workspaceId: input.workspaceId,
    chatId: input.chatId,
    sessionId: input.sessionId,
    ...(input.newSession ? { newSession: true } : {}),
    internal: input.internal,
    ...(input.origin !== undefined ? { origin: input.origin } : {}),
    body: input.body,
  };
}
