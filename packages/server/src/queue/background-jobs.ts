import { z } from 'zod';

/**
 * Queue mode's background jobs (besides predictions): document store upserts and evaluations. Each kind has its
 * own BullMQ queue beside the predictions' (so a prediction worker never takes one), and a job carries only ids:
 * the worker reads the rest from the shared database, where the job's progress and end are written too.
 */
export const upsertQueueJobSchema = z.object({
  workspaceId: z.string().min(1),
  storeId: z.string().min(1),
  /** The `document_store_upsert_job` row, also the BullMQ job id. */
  jobId: z.string().min(1),
});
export type UpsertQueueJob = z.infer<typeof upsertQueueJobSchema>;

export const evaluationQueueJobSchema = z.object({
  workspaceId: z.string().min(1),
  /** The `evaluation` row, also the BullMQ job id. */
  evaluationId: z.string().min(1),
});
export type EvaluationQueueJob = z.infer<typeof evaluationQueueJobSchema>;

export const UPSERT_JOB_NAME = 'upsert';
export const EVALUATION_JOB_NAME = 'evaluation';

export function upsertQueueName(queueName: string): string {
  return `${queueName}-upserts`;
}

export function evaluationQueueName(queueName: string): string {
  return `${queueName}-evaluations`;
}

/** Channel every worker listens on for cancels of upserts and evaluations, whichever server got them. */
export function backgroundCancelChannel(queueName: string): string {
  return `${queueName}:cancel-background`;
}

export const backgroundCancelSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upsert'), jobId: z.string().min(1) }),
  z.object({ kind: z.literal('evaluation'), evaluationId: z.string().min(1) }),
]);
export type BackgroundCancel = z.infer<typeof backgroundCancelSchema>;

/** Reads a cancel message; undefined for anything else (never thrown). */
export function parseBackgroundCancel(text: string): BackgroundCancel | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = backgroundCancelSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
