import {
  evaluationFlowSchema,
  evaluatorDefinitionSchema,
  evaluatorVerdictSchema,
  judgeModelSchema,
  type Evaluation,
  type EvaluationFlow,
  type EvaluationRun,
  type EvaluationRunStatus,
  type EvaluatorVerdict,
  type JudgeModel,
  RUN_STATUSES,
  EVALUATION_MODES,
  EVALUATION_STATUSES,
  type EvaluationSummary,
} from '@loomflow/core';
import { z } from 'zod';
import type { EvaluationRecord, EvaluationRunRecord } from '../db/repositories/evaluation.repository.ts';
import type { EvaluatorSnapshot } from './evaluator-runner.ts';

/** The JSON columns of `evaluation` and `evaluation_run`, read back. */
const storedEvaluatorsSchema = z.array(
  z.object({ id: z.string(), name: z.string(), definition: evaluatorDefinitionSchema }),
);

export function storedFlows(record: Pick<EvaluationRecord, 'flows'>): EvaluationFlow[] {
  return z.array(evaluationFlowSchema).parse(JSON.parse(record.flows));
}

export function storedEvaluators(
  record: Pick<EvaluationRecord, 'evaluators'>,
): (EvaluatorSnapshot & { id: string })[] {
  return storedEvaluatorsSchema.parse(JSON.parse(record.evaluators));
}

export function storeEvaluators(snapshots: readonly EvaluatorSnapshot[]): string {
  return JSON.stringify(
    snapshots.map((snapshot) => ({ id: snapshot.id, name: snapshot.name, definition: snapshot.definition })),
  );
}

export function storedJudgeModel(record: Pick<EvaluationRecord, 'judgeModel'>): JudgeModel | undefined {
  return record.judgeModel === null ? undefined : judgeModelSchema.parse(JSON.parse(record.judgeModel));
}

export function storedVerdicts(run: Pick<EvaluationRunRecord, 'verdicts'>): EvaluatorVerdict[] {
  return z.array(evaluatorVerdictSchema).parse(JSON.parse(run.verdicts));
}

const runStatusSchema = z.enum(RUN_STATUSES);
const runStatusOf = (value: string): EvaluationRunStatus => {
  const parsed = runStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : 'error';
};

export function toEvaluationRun(run: EvaluationRunRecord): EvaluationRun {
  return {
    id: run.id,
    evaluationId: run.evaluationId,
    flowId: run.flowId,
    datasetRowId: run.datasetRowId,
    sequenceNo: run.sequenceNo,
    input: run.input,
    expectedOutput: run.expectedOutput,
    actualOutput: run.actualOutput,
    status: runStatusOf(run.status),
    error: run.error,
    latencyMs: run.latencyMs,
    promptTokens: run.promptTokens,
    completionTokens: run.completionTokens,
    totalTokens: run.totalTokens,
    cost: run.cost,
    verdicts: storedVerdicts(run),
    chatId: run.chatId,
    chatMessageId: run.chatMessageId,
    executionId: run.executionId,
    startedDate: run.startedDate,
    finishedDate: run.finishedDate,
  };
}

const statusSchema = z.enum(EVALUATION_STATUSES);
const modeSchema = z.enum(EVALUATION_MODES);

/** An evaluation as the API shows it, given its summary and whether it is outdated. */
export function toEvaluation(
  record: EvaluationRecord,
  summary: EvaluationSummary,
  outdated: boolean,
): Evaluation {
  const status = statusSchema.parse(record.status);
  return {
    id: record.id,
    evaluationGroupId: record.evaluationGroupId,
    version: record.version,
    name: record.name,
    status,
    mode: modeSchema.parse(record.mode),
    concurrency: record.concurrency,
    datasetId: record.datasetId,
    datasetName: record.datasetName,
    datasetRowsUpdatedDate: record.datasetRowsUpdatedDate,
    flows: storedFlows(record),
    evaluators: storedEvaluators(record).map((evaluator) => ({
      id: evaluator.id,
      name: evaluator.name,
      type: evaluator.definition.type,
    })),
    judgeModel: storedJudgeModel(record) ?? null,
    progress: { status, done: record.done, total: record.total, errors: record.errors, error: record.error },
    outdated,
    summary,
    workspaceId: record.workspaceId,
    createdDate: record.createdDate,
    startedDate: record.startedDate,
    finishedDate: record.finishedDate,
  };
}
