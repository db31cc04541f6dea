import type { EvaluatorDefinition, EvaluatorVerdict, JudgeModel } from '@loomflow/core';
import { badRequest } from '../errors/app-error.ts';
import {
  checkJson,
  checkNumeric,
  checkRegex,
  checkText,
  compileRegex,
  schemaProblem,
  type CheckResult,
  type CheckSample,
} from './evaluator-checks.ts';
import type { LlmJudge } from './llm-judge.ts';

/** An evaluator as an evaluation keeps it: its settings at the start. */
export interface EvaluatorSnapshot {
  readonly id?: string | undefined;
  readonly name: string;
  readonly definition: EvaluatorDefinition;
}

/** Refuses settings that would only fail later: a regex or JSON schema that does not compile. */
export function assertDefinitionUsable(definition: EvaluatorDefinition): void {
  if (definition.type === 'regex') {
    const regex = compileRegex(definition.config.pattern, definition.config.flags);
    if (typeof regex === 'string') throw badRequest(`The regular expression is not valid: ${regex}`);
  }
  if (definition.type === 'json' && definition.config.check === 'schema') {
    const problem = schemaProblem(definition.config.schema ?? '');
    if (problem !== undefined) throw badRequest(problem);
  }
}

/** The judge model an LLM evaluator uses: the evaluation's, else its own; undefined for other types. */
export function judgeModelFor(
  definition: EvaluatorDefinition,
  evaluationModel: JudgeModel | undefined,
): JudgeModel | undefined {
  if (definition.type !== 'llm') return undefined;
  return evaluationModel ?? definition.config.model;
}

/** Gives one evaluator's verdict on one run. */
export class EvaluatorRunner {
  constructor(private readonly judge: LlmJudge) {}

  async verdict(
    workspaceId: string,
    evaluator: EvaluatorSnapshot,
    sample: CheckSample,
    judgeModel: JudgeModel | undefined,
    signal?: AbortSignal,
  ): Promise<EvaluatorVerdict> {
    const result = await this.check(workspaceId, evaluator.definition, sample, judgeModel, signal);
    return {
      ...(evaluator.id !== undefined ? { evaluatorId: evaluator.id } : {}),
      evaluatorName: evaluator.name,
      type: evaluator.definition.type,
      ...result,
    };
  }

  private async check(
    workspaceId: string,
    definition: EvaluatorDefinition,
    sample: CheckSample,
    judgeModel: JudgeModel | undefined,
    signal?: AbortSignal,
  ): Promise<CheckResult> {
    switch (definition.type) {
      case 'text':
        return checkText(definition.config, sample);
      case 'regex':
        return checkRegex(definition.config, sample);
      case 'json':
        return checkJson(definition.config, sample);
      case 'numeric':
        return checkNumeric(definition.config, sample);
      case 'llm': {
        const model = judgeModelFor(definition, judgeModel);
        if (!model)
          return { verdict: 'error', score: null, reason: 'No judge model: choose one for the evaluation' };
        return this.judge.grade(workspaceId, model, definition.config, sample, signal);
      }
    }
  }
}
