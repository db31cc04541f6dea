import type { Evaluation, EvaluationOutdated, OutdatedReason } from '@loomflow/core';
import type { ChatFlowRepository } from '../db/repositories/chatflow.repository.ts';
import type { DatasetRepository } from '../db/repositories/dataset.repository.ts';
import type { EvaluationRecord, EvaluationRepository } from '../db/repositories/evaluation.repository.ts';
import { storedEvaluators, storedFlows, storedVerdicts, toEvaluation } from './evaluation-records.ts';
import { summarise } from './evaluation-summary.ts';

/** Evaluations as the API shows them: with their summary (from their runs) and whether they are outdated. */
export class EvaluationViews {
  constructor(
    private readonly evaluations: EvaluationRepository,
    private readonly datasets: DatasetRepository,
    private readonly flows: ChatFlowRepository,
  ) {}

  async outdated(record: EvaluationRecord): Promise<EvaluationOutdated> {
    return this.outdatedWith(record, new Map());
  }

  async views(workspaceId: string, records: readonly EvaluationRecord[]): Promise<Evaluation[]> {
    const runs = await this.evaluations.runs(
      workspaceId,
      records.map((record) => record.id),
    );
    const cache = new Map<string, Promise<{ name: string; date: string | null }>>();
    return Promise.all(
      records.map(async (record) => {
        const own = runs.filter((run) => run.evaluationId === record.id);
        const summary = summarise(
          storedFlows(record),
          storedEvaluators(record).map((evaluator) => ({
            id: evaluator.id,
            name: evaluator.name,
            type: evaluator.definition.type,
          })),
          own.map((run) => ({ ...run, verdicts: storedVerdicts(run) })),
        );
        const { outdated } = await this.outdatedWith(record, cache);
        return toEvaluation(record, summary, outdated);
      }),
    );
  }

  /** Flows saved and dataset rows changed since the run started; deleted ones count too. */
  private async outdatedWith(
    record: EvaluationRecord,
    cache: Map<string, Promise<{ name: string; date: string | null }>>,
  ): Promise<EvaluationOutdated> {
    const current = (key: string, read: () => Promise<{ name: string; date: string | null }>) => {
      const known = cache.get(key);
      if (known) return known;
      const reading = read();
      cache.set(key, reading);
      return reading;
    };
    const reasons: OutdatedReason[] = [];
    for (const flow of storedFlows(record)) {
      const now = await current(`flow:${flow.id}`, async () => {
        const row = await this.flows.find(record.workspaceId, flow.id);
        return { name: row?.name ?? flow.name, date: row?.updatedDate ?? null };
      });
      if (now.date === null || now.date > flow.updatedDate)
        reasons.push({
          kind: 'flow',
          id: flow.id,
          name: now.name,
          changedDate: now.date,
          deleted: now.date === null,
        });
    }
    const dataset = await current(`dataset:${record.datasetId}`, async () => {
      const row = await this.datasets.find(record.workspaceId, record.datasetId);
      return { name: row?.name ?? record.datasetName, date: row?.rowsUpdatedDate ?? null };
    });
    if (dataset.date === null || dataset.date > record.datasetRowsUpdatedDate)
      reasons.push({
        kind: 'dataset',
        id: record.datasetId,
        name: dataset.name,
        changedDate: dataset.date,
        deleted: dataset.date === null,
      });
    return { outdated: reasons.length > 0, reasons };
  }
}
