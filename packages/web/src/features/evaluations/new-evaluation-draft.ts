import { createEvaluationSchema } from '@loomflow/core';
import type { CreateEvaluationRequest, Evaluator } from '@loomflow/core';
import { judgeModelOf } from '../evaluators/judge-model-draft.ts';
import type { JudgeModelDraft } from '../evaluators/judge-model-draft.ts';

export interface NewEvaluationDraft {
  readonly name: string;
  readonly flowIds: readonly string[];
  readonly datasetId: string;
  readonly evaluatorIds: readonly string[];
  readonly judgeModel: JudgeModelDraft;
  readonly mode: 'independent' | 'conversation';
  readonly concurrency: string;
}

export type NewEvaluationCheck =
  | { readonly ok: true; readonly request: CreateEvaluationRequest }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/**
 * The request of the dialog, or messages by field (`name`, `flowIds`, `datasetId`, `judgeModel`…). An LLM
 * evaluator without a model of its own needs the evaluation's judge model.
 */
export function checkNewEvaluation(
  draft: NewEvaluationDraft,
  evaluators: readonly Evaluator[],
): NewEvaluationCheck {
  const judgeModel = judgeModelOf(draft.judgeModel);
  const request: CreateEvaluationRequest = {
    name: draft.name.trim(),
    flowIds: [...draft.flowIds],
    datasetId: draft.datasetId,
    evaluatorIds: [...draft.evaluatorIds],
    mode: draft.mode,
    concurrency: Number(draft.concurrency),
    ...(judgeModel ? { judgeModel } : {}),
  };
  const errors: Record<string, string> = {};
  const parsed = createEvaluationSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= key === 'datasetId' ? 'Choose a dataset' : issue.message;
    }
  }
  if (!judgeModel) {
    const modelless = evaluators.filter(
      (evaluator) =>
        draft.evaluatorIds.includes(evaluator.id) && evaluator.type === 'llm' && !evaluator.config.model,
    );
    if (modelless.length > 0)
      errors['judgeModel.chatModel'] =
        `Choose a judge model: ${modelless.map((evaluator) => `"${evaluator.name}"`).join(', ')} has no model of its own`;
  }
  return Object.keys(errors).length === 0 ? { ok: true, request } : { ok: false, errors };
}
