import { z } from 'zod';
import { idSchema, nameSchema } from './common.ts';
import { EVALUATOR_TYPES, VERDICTS, evaluatorVerdictSchema, judgeModelSchema } from './evaluator.ts';

/**
 * Evaluations (`/api/v1/evaluations/…`, Flowise 3.x paths plus progress, cancel and compare): every dataset row
 * run through every chosen flow, each answer checked by every chosen evaluator. Re-running makes a new version of
 * the same evaluation (same `evaluationGroupId`, `version` + 1). Datasets and evaluators: `dataset.ts`,
 * `evaluator.ts`.
 */

export const EVALUATION_STATUSES = ['pending', 'running', 'completed', 'cancelled', 'failed'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

/** `independent`: each row in its own chat; `conversation`: the rows in order as one chat (per flow). */
export const EVALUATION_MODES = ['independent', 'conversation'] as const;
export type EvaluationMode = (typeof EVALUATION_MODES)[number];

export const MAX_EVALUATION_CONCURRENCY = 10;

export const createEvaluationSchema = z.object({
  name: nameSchema,
  /** Chatflows and agentflows (v1 and v2) of the workspace; 1 to 20. */
  flowIds: z.array(idSchema).min(1, 'Choose at least one flow').max(20, 'Choose at most 20 flows'),
  datasetId: idSchema,
  evaluatorIds: z.array(idSchema).max(50, 'Choose at most 50 evaluators').default([]),
  /** The model LLM-as-judge evaluators use (else each one's own model; neither: 400). */
  judgeModel: judgeModelSchema.optional(),
  mode: z.enum(EVALUATION_MODES).default('independent'),
  /** Rows run at the same time per evaluation (conversation mode runs each flow's rows one after another). */
  concurrency: z.number().int().min(1).max(MAX_EVALUATION_CONCURRENCY).default(2),
});
export type CreateEvaluationRequest = z.input<typeof createEvaluationSchema>;

export const evaluationFlowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** CHATFLOW, AGENTFLOW, MULTIAGENT or ASSISTANT. */
  type: z.string(),
  /** The flow's `updatedDate` when the run started. */
  updatedDate: z.string(),
  /** The chat models its nodes named when the run started (`modelName (node type)`), which price its tokens. */
  models: z.array(z.string()).optional(),
  /** Why its runs have no cost (no price for a model, models at different prices); null when priced. */
  costNote: z.string().nullable().optional(),
});
export type EvaluationFlow = z.infer<typeof evaluationFlowSchema>;

export const evaluationEvaluatorRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(EVALUATOR_TYPES),
});
export type EvaluationEvaluatorRef = z.infer<typeof evaluationEvaluatorRefSchema>;

export const evaluationProgressSchema = z.object({
  status: z.enum(EVALUATION_STATUSES),
  /** Row × flow runs finished (passed, failed or errored). */
  done: z.number().int().nonnegative(),
  /** Rows × flows. */
  total: z.number().int().nonnegative(),
  /** Finished runs whose flow failed. */
  errors: z.number().int().nonnegative(),
  /** Why it failed or stopped (`failed`, `cancelled`), else null. */
  error: z.string().nullable(),
});
export type EvaluationProgress = z.infer<typeof evaluationProgressSchema>;

/** Counts of verdicts; `passRate` = pass / (pass + fail + error), null before any verdict. */
export const verdictCountsSchema = z.object({
  pass: z.number().int().nonnegative(),
  fail: z.number().int().nonnegative(),
  error: z.number().int().nonnegative(),
  passRate: z.number().min(0).max(1).nullable(),
});
export type VerdictCounts = z.infer<typeof verdictCountsSchema>;

export const flowSummarySchema = z.object({
  flowId: z.string(),
  flowName: z.string(),
  flowType: z.string(),
  runs: z.number().int().nonnegative(),
  /** Runs whose flow failed. */
  errors: z.number().int().nonnegative(),
  /** All verdicts of the flow's runs. */
  verdicts: verdictCountsSchema,
  /** Per evaluator, for this flow. */
  evaluators: z.array(verdictCountsSchema.extend({ evaluatorId: z.string() })),
  averageLatencyMs: z.number().nullable(),
  totalTokens: z.number().int().nonnegative(),
  averageTokens: z.number().nullable(),
  /** US dollars from the model price table; null when no run has a cost (`costNote` says why). */
  totalCost: z.number().nullable(),
  averageCost: z.number().nullable(),
  /** Why the flow's runs have no cost (e.g. a model without a price), else null. */
  costNote: z.string().nullable(),
});
export type FlowSummary = z.infer<typeof flowSummarySchema>;

export const evaluationSummarySchema = z.object({
  /** Per evaluator across all flows. */
  evaluators: z.array(
    verdictCountsSchema.extend({ evaluatorId: z.string(), name: z.string(), type: z.enum(EVALUATOR_TYPES) }),
  ),
  flows: z.array(flowSummarySchema),
  /** All verdicts. */
  overall: verdictCountsSchema,
});
export type EvaluationSummary = z.infer<typeof evaluationSummarySchema>;

export const evaluationSchema = z.object({
  id: z.string(),
  /** Shared by every version of the same evaluation (the first version's id). */
  evaluationGroupId: z.string(),
  version: z.number().int().min(1),
  name: z.string(),
  status: z.enum(EVALUATION_STATUSES),
  mode: z.enum(EVALUATION_MODES),
  concurrency: z.number().int().min(1),
  datasetId: z.string(),
  datasetName: z.string(),
  /** The dataset's `rowsUpdatedDate` when the run started. */
  datasetRowsUpdatedDate: z.string(),
  flows: z.array(evaluationFlowSchema),
  evaluators: z.array(evaluationEvaluatorRefSchema),
  judgeModel: judgeModelSchema.nullable(),
  progress: evaluationProgressSchema,
  /** A chosen flow was saved, or the dataset's rows changed, after this run started (or either was deleted). */
  outdated: z.boolean(),
  summary: evaluationSummarySchema,
  workspaceId: z.string(),
  createdDate: z.string(),
  startedDate: z.string().nullable(),
  finishedDate: z.string().nullable(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** `GET /evaluations`: the latest version of each evaluation, with how many versions it has. */
export const evaluationListItemSchema = evaluationSchema.extend({
  versionCount: z.number().int().min(1),
});
export type EvaluationListItem = z.infer<typeof evaluationListItemSchema>;

export const RUN_STATUSES = ['pending', 'pass', 'fail', 'error'] as const;
export type EvaluationRunStatus = (typeof RUN_STATUSES)[number];

/** One dataset row through one flow. */
export const evaluationRunSchema = z.object({
  id: z.string(),
  evaluationId: z.string(),
  flowId: z.string(),
  datasetRowId: z.string(),
  sequenceNo: z.number().int().nonnegative(),
  input: z.string(),
  expectedOutput: z.string(),
  actualOutput: z.string().nullable(),
  /** `pass`: every verdict passed; `fail`: some failed; `error`: the flow or a check failed; `pending`: not run. */
  status: z.enum(RUN_STATUSES),
  /** The flow's error, when it failed. */
  error: z.string().nullable(),
  latencyMs: z.number().nonnegative().nullable(),
  promptTokens: z.number().int().nonnegative().nullable(),
  completionTokens: z.number().int().nonnegative().nullable(),
  totalTokens: z.number().int().nonnegative().nullable(),
  /** US dollars: the run's tokens at its flow's model price; null when unknown (the flow's `costNote` says why). */
  cost: z.number().nonnegative().nullable(),
  verdicts: z.array(evaluatorVerdictSchema),
  /** The chat of the stored messages (chatType EVALUATION). */
  chatId: z.string().nullable(),
  chatMessageId: z.string().nullable(),
  /** Agentflows: the execution whose trace `/executions/{id}` shows; chatflows: null (no execution recorded). */
  executionId: z.string().nullable(),
  startedDate: z.string().nullable(),
  finishedDate: z.string().nullable(),
});
export type EvaluationRun = z.infer<typeof evaluationRunSchema>;

export const evaluationRunsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1_000).default(200),
  flowId: idSchema.optional(),
  status: z.enum(RUN_STATUSES).optional(),
});
export type EvaluationRunsQuery = z.input<typeof evaluationRunsQuerySchema>;

/** `GET /evaluations/{id}`: the evaluation with a page of its runs (sequence, then flow order). */
export const evaluationDetailSchema = evaluationSchema.extend({
  runs: z.array(evaluationRunSchema),
  totalRuns: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type EvaluationDetail = z.infer<typeof evaluationDetailSchema>;

export const outdatedReasonSchema = z.object({
  kind: z.enum(['flow', 'dataset']),
  id: z.string(),
  name: z.string(),
  /** When it changed; null when it was deleted. */
  changedDate: z.string().nullable(),
  deleted: z.boolean(),
});
export type OutdatedReason = z.infer<typeof outdatedReasonSchema>;

/** `GET /evaluations/is-outdated/{id}`. */
export const evaluationOutdatedSchema = z.object({
  outdated: z.boolean(),
  reasons: z.array(outdatedReasonSchema),
});
export type EvaluationOutdated = z.infer<typeof evaluationOutdatedSchema>;

/** `GET /evaluations/versions/{id}`: every version of the evaluation the id belongs to, oldest first. */
export const evaluationVersionsSchema = z.object({
  evaluationGroupId: z.string(),
  versions: z.array(evaluationSchema),
});
export type EvaluationVersions = z.infer<typeof evaluationVersionsSchema>;

/** `GET /evaluations/compare?ids=a&ids=b`: 2 to 5 versions (or evaluations of the same dataset) side by side. */
export const compareEvaluationsQuerySchema = z.object({
  ids: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z.array(idSchema).min(2, 'Choose at least two evaluations to compare').max(5),
  ),
});
export type CompareEvaluationsQuery = z.input<typeof compareEvaluationsQuerySchema>;

export const comparisonCellSchema = z.object({
  evaluationId: z.string(),
  flowId: z.string(),
  status: z.enum(RUN_STATUSES),
  actualOutput: z.string().nullable(),
  latencyMs: z.number().nullable(),
  verdicts: z.array(z.object({ evaluatorId: z.string().optional(), verdict: z.enum(VERDICTS) })),
});
export type ComparisonCell = z.infer<typeof comparisonCellSchema>;

export const evaluationComparisonSchema = z.object({
  evaluations: z.array(evaluationSchema),
  /** One per dataset row (by row id, in the first evaluation's order); a row missing from a version has no cell. */
  rows: z.array(
    z.object({
      datasetRowId: z.string(),
      input: z.string(),
      expectedOutput: z.string(),
      cells: z.array(comparisonCellSchema),
    }),
  ),
});
export type EvaluationComparison = z.infer<typeof evaluationComparisonSchema>;

/** `PATCH /evaluations`: delete several evaluations; `allVersions` deletes every version of each. */
export const deleteEvaluationsSchema = z.object({
  ids: z.array(idSchema).min(1, 'Choose at least one evaluation').max(500),
  allVersions: z.boolean().default(false),
});
export type DeleteEvaluationsRequest = z.input<typeof deleteEvaluationsSchema>;

/** `GET /evaluations`. */
export const evaluationListSchema = z.array(evaluationListItemSchema);
