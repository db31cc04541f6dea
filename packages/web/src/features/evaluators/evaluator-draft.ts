import { createEvaluatorSchema } from '@loomflow/core';
import type {
  CreateEvaluatorRequest,
  Evaluator,
  EvaluatorType,
  NumericMeasure,
  NumericOperator,
  TextOperator,
} from '@loomflow/core';
import { EMPTY_JUDGE_MODEL, judgeModelDraftOf, judgeModelOf } from './judge-model-draft.ts';
import type { JudgeModelDraft } from './judge-model-draft.ts';

/**
 * An evaluator as its dialog edits it: every kind's fields at once, so switching the kind and back keeps what
 * was typed. Numbers stay text until saved.
 */
export interface EvaluatorDraft {
  readonly name: string;
  readonly description: string;
  readonly type: EvaluatorType;
  readonly text: {
    readonly operator: TextOperator;
    readonly compareWith: 'value' | 'expectedOutput';
    readonly value: string;
    readonly caseSensitive: boolean;
  };
  readonly regex: { readonly pattern: string; readonly flags: string; readonly shouldMatch: boolean };
  readonly json: { readonly check: 'valid' | 'schema'; readonly schema: string };
  readonly numeric: {
    readonly measure: NumericMeasure;
    readonly operator: NumericOperator;
    readonly value: string;
  };
  readonly llm: { readonly prompt: string; readonly passThreshold: string; readonly model: JudgeModelDraft };
}

export const DEFAULT_JUDGE_PROMPT = `You grade the answer of an AI assistant.
Question: {{input}}
Expected answer: {{expectedOutput}}
Actual answer: {{actualOutput}}
Score from 0 (wrong or unhelpful) to 10 (correct and complete) how well the actual answer matches the expected one, and say why in one sentence.`;

export const NEW_EVALUATOR: EvaluatorDraft = {
  name: '',
  description: '',
  type: 'text',
  text: { operator: 'contains', compareWith: 'value', value: '', caseSensitive: false },
  regex: { pattern: '', flags: '', shouldMatch: true },
  json: { check: 'valid', schema: '' },
  numeric: { measure: 'latencyMs', operator: 'lte', value: '' },
  llm: { prompt: DEFAULT_JUDGE_PROMPT, passThreshold: '7', model: EMPTY_JUDGE_MODEL },
};

/** The draft of a saved evaluator: its kind's fields from its config, the others at their defaults. */
export function draftOf(evaluator: Evaluator): EvaluatorDraft {
  const base = {
    ...NEW_EVALUATOR,
    name: evaluator.name,
    description: evaluator.description,
    type: evaluator.type,
  };
  switch (evaluator.type) {
    case 'text':
      return { ...base, text: { ...evaluator.config } };
    case 'regex':
      return { ...base, regex: { ...evaluator.config } };
    case 'json':
      return { ...base, json: { check: evaluator.config.check, schema: evaluator.config.schema ?? '' } };
    case 'numeric':
      return { ...base, numeric: { ...evaluator.config, value: String(evaluator.config.value) } };
    case 'llm':
      return {
        ...base,
        llm: {
          prompt: evaluator.config.prompt,
          passThreshold: String(evaluator.config.passThreshold),
          model: judgeModelDraftOf(evaluator.config.model),
        },
      };
  }
}

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The problem of a draft's own checks (a regex that does not compile, a schema that is not JSON). */
function localProblem(draft: EvaluatorDraft): Record<string, string> {
  if (draft.type === 'regex' && draft.regex.pattern !== '') {
    try {
      new RegExp(draft.regex.pattern, draft.regex.flags);
    } catch (error: unknown) {
      return { 'config.pattern': error instanceof Error ? error.message : 'Invalid regular expression' };
    }
  }
  if (draft.type === 'json' && draft.json.check === 'schema' && draft.json.schema.trim() !== '') {
    try {
      JSON.parse(draft.json.schema);
    } catch {
      return { 'config.schema': 'The schema is not valid JSON' };
    }
  }
  if (draft.type === 'numeric' && !Number.isFinite(numberOf(draft.numeric.value)))
    return { 'config.value': 'Enter a number' };
  if (draft.type === 'llm' && !Number.isFinite(numberOf(draft.llm.passThreshold)))
    return { 'config.passThreshold': 'Enter a score from 0 to 10' };
  return {};
}

/** The request body of the draft's kind (name, description, type and that kind's config). */
export function requestOf(draft: EvaluatorDraft): CreateEvaluatorRequest {
  const common = { name: draft.name.trim(), description: draft.description.trim() };
  switch (draft.type) {
    case 'text':
      return { ...common, type: 'text', config: draft.text };
    case 'regex':
      return { ...common, type: 'regex', config: draft.regex };
    case 'json':
      return {
        ...common,
        type: 'json',
        config: draft.json.check === 'schema' ? draft.json : { check: 'valid' },
      };
    case 'numeric':
      return {
        ...common,
        type: 'numeric',
        config: { ...draft.numeric, value: numberOf(draft.numeric.value) },
      };
    case 'llm': {
      const model = judgeModelOf(draft.llm.model);
      return {
        ...common,
        type: 'llm',
        config: {
          prompt: draft.llm.prompt,
          passThreshold: numberOf(draft.llm.passThreshold),
          ...(model ? { model } : {}),
        },
      };
    }
  }
}

export type DraftCheck =
  | { readonly ok: true; readonly request: CreateEvaluatorRequest }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/** The request, or messages by field path (`name`, `config.pattern`, `config.model.modelName`…). */
export function checkDraft(draft: EvaluatorDraft): DraftCheck {
  const local = localProblem(draft);
  const request = requestOf(draft);
  const parsed = createEvaluatorSchema.safeParse(request);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= issue.message;
    }
  }
  Object.assign(errors, local);
  return Object.keys(errors).length === 0 ? { ok: true, request } : { ok: false, errors };
}
