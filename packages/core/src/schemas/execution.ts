import { z } from 'zod';

export const EXECUTION_STATES = [
  'INPROGRESS',
  'FINISHED',
  'ERROR',
  'TERMINATED',
  'STOPPED',
  'TIMEOUT',
] as const;
export type ExecutionStateName = (typeof EXECUTION_STATES)[number];
export const executionStateSchema = z.enum(EXECUTION_STATES, {
  message: 'state must be INPROGRESS, FINISHED, ERROR, TERMINATED, STOPPED or TIMEOUT',
});

/** A run of an agentflow (Flowise's `execution`); `executionData` is the JSON text of the node records. */
export const executionSchema = z.object({
  id: z.string(),
  executionData: z.string(),
  state: executionStateSchema,
  agentflowId: z.string(),
  sessionId: z.string(),
  action: z.string().nullable(),
  isPublic: z.boolean(),
  createdDate: z.string(),
  updatedDate: z.string(),
  stoppedDate: z.string().nullable(),
  workspaceId: z.string(),
  /** The flow's name, for lists (Flowise answers the flow with it). */
  agentflow: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type Execution = z.infer<typeof executionSchema>;

export const executionPageSchema = z.object({ data: z.array(executionSchema), total: z.number().int() });
export type ExecutionPage = z.infer<typeof executionPageSchema>;

const isoDate = (name: string) =>
  z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), { message: `${name} must be a date` })
    .transform((value) => new Date(value).toISOString());

/** `GET /executions` filters and paging (page from 1). */
export const executionListQuerySchema = z.object({
  agentflowId: z.string().max(100).optional(),
  sessionId: z.string().max(200).optional(),
  state: executionStateSchema.optional(),
  startDate: isoDate('startDate').optional(),
  endDate: isoDate('endDate').optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  limit: z.coerce.number().int().min(1).max(1000, 'limit is at most 1000').default(12),
  /** `true`: rows come without their node records (`executionData` empty), for tables. */
  summary: z.enum(['true', 'false'], { message: 'summary must be true or false' }).optional(),
});
export type ExecutionListQuery = z.output<typeof executionListQuerySchema>;

/** `PUT /executions/{id}`: only whether it is public can change. */
export const updateExecutionRequestSchema = z.object({ isPublic: z.boolean().optional() });

/** `DELETE /executions` with a body. */
export const deleteExecutionsRequestSchema = z.object({
  executionIds: z
    .array(z.string().min(1).max(100), { message: 'executionIds must be a list of execution ids' })
    .min(1, 'executionIds must name at least one execution')
    .max(1000),
});

export const deleteExecutionsResponseSchema = z.object({
  success: z.boolean(),
  deletedCount: z.number().int(),
});
