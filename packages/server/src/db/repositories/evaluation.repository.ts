import { sql, type Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { EvaluationRunTable, EvaluationTable } from '../evaluation.schema.ts';

export type EvaluationRecord = Selectable<EvaluationTable>;
export type EvaluationRunRecord = Selectable<EvaluationRunTable>;
export type EvaluationRunResult = Pick<
  EvaluationRunRecord,
  | 'actualOutput'
  | 'status'
  | 'error'
  | 'latencyMs'
  | 'promptTokens'
  | 'completionTokens'
  | 'totalTokens'
  | 'cost'
  | 'verdicts'
  | 'chatId'
  | 'chatMessageId'
  | 'executionId'
  | 'startedDate'
  | 'finishedDate'
>;

const ACTIVE_STATUSES = ['pending', 'running'];

/** Evaluations and their runs belong to a workspace: every read and write is filtered by it. */
export class EvaluationRepository {
  constructor(private readonly db: Db) {}

  list(workspaceId: string): Promise<EvaluationRecord[]> {
    return this.db
      .selectFrom('evaluation')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate', 'desc')
      .orderBy('version', 'desc')
      .execute();
  }

  find(workspaceId: string, id: string): Promise<EvaluationRecord | undefined> {
    return this.db
      .selectFrom('evaluation')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findMany(workspaceId: string, ids: readonly string[]): Promise<EvaluationRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('evaluation')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', 'in', ids)
      .execute();
  }

  versions(workspaceId: string, evaluationGroupId: string): Promise<EvaluationRecord[]> {
    return this.db
      .selectFrom('evaluation')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('evaluationGroupId', '=', evaluationGroupId)
      .orderBy('version')
      .execute();
  }

  /** An evaluation with its pending runs, in one transaction. */
  async create(evaluation: EvaluationRecord, runs: readonly EvaluationRunRecord[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('evaluation').values(evaluation).execute();
      for (let start = 0; start < runs.length; start += 200)
        await trx
          .insertInto('evaluation_run')
          .values(runs.slice(start, start + 200))
          .execute();
    });
  }

  async setStatus(
    workspaceId: string,
    id: string,
    changes: Partial<Pick<EvaluationRecord, 'status' | 'error' | 'startedDate' | 'finishedDate'>>,
    onlyWhileActive: boolean,
  ): Promise<boolean> {
    let query = this.db
      .updateTable('evaluation')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id);
    if (onlyWhileActive) query = query.where('status', 'in', ACTIVE_STATUSES);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records a finished run and counts it, in one transaction. */
  async finishRun(workspaceId: string, evaluationId: string, runId: string, result: EvaluationRunResult) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('evaluation_run')
        .set(result)
        .where('workspaceId', '=', workspaceId)
        .where('id', '=', runId)
        .execute();
      await trx
        .updateTable('evaluation')
        .set({
          done: sql<number>`done + 1`,
          errors: result.error === null ? sql<number>`errors` : sql<number>`errors + 1`,
        })
        .where('workspaceId', '=', workspaceId)
        .where('id', '=', evaluationId)
        .execute();
    });
  }

  /** At start: evaluations a stopped server left pending or running become failed, with the reason. */
  async failInterrupted(error: string, finishedDate: string): Promise<number> {
    const result = await this.db
      .updateTable('evaluation')
      .set({ status: 'failed', error, finishedDate })
      .where('status', 'in', ACTIVE_STATUSES)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(workspaceId: string, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .deleteFrom('evaluation')
      .where('workspaceId', '=', workspaceId)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  runs(
    workspaceId: string,
    evaluationIds: readonly string[],
    filter: {
      readonly flowId?: string | undefined;
      readonly status?: string | undefined;
      readonly offset?: number;
      readonly limit?: number;
    } = {},
  ): Promise<EvaluationRunRecord[]> {
    if (evaluationIds.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('evaluation_run')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('evaluationId', 'in', evaluationIds);
    if (filter.flowId) query = query.where('flowId', '=', filter.flowId);
    if (filter.status) query = query.where('status', '=', filter.status);
    query = query.orderBy('evaluationId').orderBy('sequenceNo').orderBy('flowIndex');
    if (filter.limit !== undefined) query = query.offset(filter.offset ?? 0).limit(filter.limit);
    return query.execute();
  }

  async countRuns(
    workspaceId: string,
    evaluationId: string,
    filter: { readonly flowId?: string | undefined; readonly status?: string | undefined },
  ): Promise<number> {
    let query = this.db
      .selectFrom('evaluation_run')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('workspaceId', '=', workspaceId)
      .where('evaluationId', '=', evaluationId);
    if (filter.flowId) query = query.where('flowId', '=', filter.flowId);
    if (filter.status) query = query.where('status', '=', filter.status);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
