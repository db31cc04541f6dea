import { z } from 'zod';
import { idSchema, nameSchema } from './common.ts';

/**
 * Evaluators (`/api/v1/evaluators/…`, Flowise 3.x paths): reusable checks of a flow's answer. Each has a
 * `type` and the settings of that type in `config`. A check gives a verdict `pass` / `fail` / `error`
 * (the check itself could not be made: invalid schema, no cost known, the judge model failed…).
 */

export const EVALUATOR_TYPES = ['text', 'regex', 'json', 'numeric', 'llm'] as const;
export type EvaluatorType = (typeof EVALUATOR_TYPES)[number];

export const TEXT_OPERATORS = ['contains', 'notContains', 'startsWith', 'equals'] as const;
export type TextOperator = (typeof TEXT_OPERATORS)[number];

export const NUMERIC_MEASURES = ['responseLength', 'latencyMs', 'totalTokens', 'cost'] as const;
export type NumericMeasure = (typeof NUMERIC_MEASURES)[number];

export const NUMERIC_OPERATORS = ['lt', 'lte', 'gt', 'gte', 'eq', 'neq'] as const;
export type NumericOperator = (typeof NUMERIC_OPERATORS)[number];

/** Text: the answer compared with a fixed text or with the row's expected output. */
export const textEvaluatorConfigSchema = z
  .object({
    operator: z.enum(TEXT_OPERATORS),
    /** `value`: compare with `value`; `expectedOutput`: with the dataset row's expected output. */
    compareWith: z.enum(['value', 'expectedOutput']).default('value'),
    value: z.string().max(10_000).default(''),
    caseSensitive: z.boolean().default(false),
  })
  .refine((config) => config.compareWith === 'expectedOutput' || config.value.length > 0, {
    message: 'Enter the text to compare with',
    path: ['value'],
  });

/** Regex: the answer must (or must not) match a JavaScript regular expression. */
export const regexEvaluatorConfigSchema = z.object({
  pattern: z.string().min(1, 'Enter a regular expression').max(2_000),
  /** JavaScript flags among `i`, `m`, `s`, `u`. */
  flags: z
    .string()
    .regex(/^[imsu]*$/, 'Flags may only be i, m, s and u')
    .default(''),
  shouldMatch: z.boolean().default(true),
});

/** JSON: the answer is valid JSON, or valid JSON matching a JSON schema (draft 2020-12 / 07, as text). */
export const jsonEvaluatorConfigSchema = z
  .object({
    check: z.enum(['valid', 'schema']),
    schema: z.string().max(50_000).optional(),
  })
  .refine((config) => config.check === 'valid' || (config.schema ?? '').trim().length > 0, {
    message: 'Enter the JSON schema the answer must match',
    path: ['schema'],
  });

/** Numeric: a measure of the run against a bound, e.g. latencyMs lte 2000. */
export const numericEvaluatorConfigSchema = z.object({
  measure: z.enum(NUMERIC_MEASURES),
  operator: z.enum(NUMERIC_OPERATORS),
  value: z.number(),
});

/** A chat model for LLM-as-judge: a chat model node (e.g. `chatOpenAI`), model name, credential, base path. */
export const judgeModelSchema = z.object({
  chatModel: z.string().min(1, 'Choose a chat model node'),
  modelName: z.string().min(1, 'Enter the model name'),
  credentialId: idSchema.optional(),
  basePath: z.string().max(2_000).optional(),
});
export type JudgeModel = z.infer<typeof judgeModelSchema>;

/**
 * LLM-as-judge: the grading prompt (placeholders `{{input}}`, `{{expectedOutput}}`, `{{actualOutput}}`) is sent to
 * the judge model asking for a structured `{score, reason}`; score is 0–10, the row passes at `passThreshold` or more.
 * The model is the evaluation's judge model, else this evaluator's own `model`.
 */
export const llmEvaluatorConfigSchema = z.object({
  prompt: z.string().min(1, 'Enter the grading prompt').max(20_000),
  passThreshold: z.number().min(0).max(10).default(7),
  model: judgeModelSchema.optional(),
});

export const evaluatorDefinitionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), config: textEvaluatorConfigSchema }),
  z.object({ type: z.literal('regex'), config: regexEvaluatorConfigSchema }),
  z.object({ type: z.literal('json'), config: jsonEvaluatorConfigSchema }),
  z.object({ type: z.literal('numeric'), config: numericEvaluatorConfigSchema }),
  z.object({ type: z.literal('llm'), config: llmEvaluatorConfigSchema }),
]);
export type EvaluatorDefinition = z.infer<typeof evaluatorDefinitionSchema>;
export type TextEvaluatorConfig = z.infer<typeof textEvaluatorConfigSchema>;
export type RegexEvaluatorConfig = z.infer<typeof regexEvaluatorConfigSchema>;
export type JsonEvaluatorConfig = z.infer<typeof jsonEvaluatorConfigSchema>;
export type NumericEvaluatorConfig = z.infer<typeof numericEvaluatorConfigSchema>;
export type LlmEvaluatorConfig = z.infer<typeof llmEvaluatorConfigSchema>;

const evaluatorCommon = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  workspaceId: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
};

export const evaluatorSchema = z.discriminatedUnion('type', [
  z.object({ ...evaluatorCommon, type: z.literal('text'), config: textEvaluatorConfigSchema }),
  z.object({ ...evaluatorCommon, type: z.literal('regex'), config: regexEvaluatorConfigSchema }),
  z.object({ ...evaluatorCommon, type: z.literal('json'), config: jsonEvaluatorConfigSchema }),
  z.object({ ...evaluatorCommon, type: z.literal('numeric'), config: numericEvaluatorConfigSchema }),
  z.object({ ...evaluatorCommon, type: z.literal('llm'), config: llmEvaluatorConfigSchema }),
]);
export type Evaluator = z.infer<typeof evaluatorSchema>;

/** `POST /evaluators`: a name, an optional description and a definition (`type` + `config`). */
export const createEvaluatorSchema = z.intersection(
  z.object({ name: nameSchema, description: z.string().trim().max(2_000).optional() }),
  evaluatorDefinitionSchema,
);
export type CreateEvaluatorRequest = z.input<typeof createEvaluatorSchema>;

/** `PUT /evaluators/{id}`: a new name or description, and/or a whole new definition (type + config together). */
export const updateEvaluatorSchema = z.union([
  z.intersection(
    z.object({ name: nameSchema.optional(), description: z.string().trim().max(2_000).optional() }),
    evaluatorDefinitionSchema,
  ),
  z.object({ name: nameSchema.optional(), description: z.string().trim().max(2_000).optional() }).strict(),
]);
export type UpdateEvaluatorRequest = z.input<typeof updateEvaluatorSchema>;

/** What a check sees of one run: the row, the answer and its measures. */
export const evaluationSampleSchema = z.object({
  input: z.string().max(100_000).default(''),
  expectedOutput: z.string().max(100_000).default(''),
  actualOutput: z.string().max(100_000),
  latencyMs: z.number().nonnegative().optional(),
  totalTokens: z.number().int().nonnegative().optional(),
  /** In US dollars; absent when unknown. */
  cost: z.number().nonnegative().optional(),
});
export type EvaluationSample = z.input<typeof evaluationSampleSchema>;

export const VERDICTS = ['pass', 'fail', 'error'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const evaluatorVerdictSchema = z.object({
  evaluatorId: z.string().optional(),
  evaluatorName: z.string(),
  type: z.enum(EVALUATOR_TYPES),
  verdict: z.enum(VERDICTS),
  /** LLM-as-judge: the score 0–10; numeric: the measured value. */
  score: z.number().nullable(),
  /** Why, for people: the judge's reason, the measured value against the bound, the schema error… */
  reason: z.string(),
});
export type EvaluatorVerdict = z.infer<typeof evaluatorVerdictSchema>;

/**
 * `POST /evaluators/try`: run a check on a sample without saving anything. Either a saved evaluator (`evaluatorId`)
 * or a definition being edited (`evaluator`); `judgeModel` overrides an LLM evaluator's own model.
 */
export const tryEvaluatorSchema = z
  .object({
    evaluatorId: idSchema.optional(),
    evaluator: z
      .intersection(z.object({ name: z.string().max(100).default('Try') }), evaluatorDefinitionSchema)
      .optional(),
    sample: evaluationSampleSchema,
    judgeModel: judgeModelSchema.optional(),
  })
  .refine((body) => (body.evaluatorId === undefined) !== (body.evaluator === undefined), {
    message: 'Send either evaluatorId or evaluator, not both',
    path: ['evaluator'],
  });
export type TryEvaluatorRequest = z.input<typeof tryEvaluatorSchema>;

/** `GET /evaluators`. */
export const evaluatorListSchema = z.array(evaluatorSchema);
