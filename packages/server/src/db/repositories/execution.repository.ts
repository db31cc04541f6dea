import type { ExecutionStateName } from '@loomflow/core';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../database.ts';
import type { ExecutionRow, ExecutionTable } from '../schema.ts';

export type ExecutionChanges = Omit<Updateable<ExecutionTable>, 'id' | 'workspaceId' | 'createdDate'> & {
  updatedDate: string;
};

export interface ExecutionFilter {
  readonly agentflowId?: string | undefined;
  readonly sessionId?: string | undefined;
  readonly state?: ExecutionStateName | undefined;
  /** Created at or after (ISO). */
  readonly startDate?: string | undefined;
  /** Created at or before (ISO). */
  readonly endDate?: string | undefined;
}

export interface ExecutionListRow extends ExecutionRow {
  readonly agentflowName: string | null;
}

/** Executions belong to a workspace: every read and write is filtered by it (public reads excepted). */
export class ExecutionRepository {
  constructor(private readonly db: Db) {}

  private filtered(workspaceId: string, filter: ExecutionFilter) {
    let query = this.db.selectFrom('execution').where('execution.workspaceId', '=', workspaceId);
    if (filter.agentflowId) query = query.where('execution.agentflowId', '=', filter.agentflowId);
    if (filter.sessionId) query = query.where('execution.sessionId', '=', filter.sessionId);
    if (filter.state) query = query.where('execution.state', '=', filter.state);
    if (filter.startDate) query = query.where('execution.createdDate', '>=', filter.startDate);
    if (filter.endDate) query = query.where('execution.createdDate', '<=', filter.endDate);
    return query;
  }

  /** Newest first, one page, with the flow's name; without the node records when `summary`. */
  list(
    workspaceId: string,
    filter: ExecutionFilter,
    page: { offset: number; limit: number },
    summary = false,
  ): Promise<ExecutionListRow[]> {
    const joined = this.filtered(workspaceId, filter).leftJoin('chat_flow', (join) =>
      join
        .onRef('chat_flow.id', '=', 'execution.agentflowId')
        .onRef('chat_flow.workspaceId', '=', 'execution.workspaceId'),
    );
    const selected = summary
      ? joined.select([
          'execution.id',
          'execution.workspaceId',
          'execution.agentflowId',
          sql<string>`''`.as('executionData'),
          'execution.state',
          'execution.sessionId',
          'execution.action',
          'execution.isPublic',
          'execution.createdDate',
          'execution.updatedDate',
          'execution.stoppedDate',
        ])
      : joined.selectAll('execution');
    return selected
      .select('chat_flow.name as agentflowName')
      .orderBy('execution.createdDate', 'desc')
      .orderBy('execution.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  }

  async count(workspaceId: string, filter: ExecutionFilter): Promise<number> {
    const row = await this.filtered(workspaceId, filter)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  find(workspaceId: string, id: string): Promise<ExecutionRow | undefined> {
    return this.db
      .selectFrom('execution')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** An execution its owners marked public (for the share link), whatever the workspace. */
  findPublic(id: string): Promise<ExecutionRow | undefined> {
    return this.db
      .selectFrom('execution')
      .selectAll()
      .where('id', '=', id)
      .where('isPublic', '=', 1)
      .executeTakeFirst();
  }

  /** The latest execution of a flow for a session (resume, persisted state). */
  latestForSession(
    workspaceId: string,
    agentflowId: string,
    sessionId: string,
  ): Promise<ExecutionRow | undefined> {
    return this.db
      .selectFrom('execution')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('agentflowId', '=', agentflowId)
      .where('sessionId', '=', sessionId)
      .orderBy('createdDate', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async create(row: ExecutionRow): Promise<void> {
    await this.db.insertInto('execution').values(row).execute();
  }

  async update(workspaceId: string, id: string, changes: ExecutionChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('execution')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes those of the ids that belong to the workspace; answers how many went. */
  async delete(workspaceId: string, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .deleteFrom('execution')
      .where('workspaceId', '=', workspaceId)
      .where('id', 'in', [...ids])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Runs cut short by a crash or restart: INPROGRESS rows become ERROR. Answers how many. */
  async markInterrupted(now: string): Promise<number> {
    const result = await this.db
      .updateTable('execution')
      .set({ state: 'ERROR', updatedDate: now, stoppedDate: now })
      .where('state', '=', 'INPROGRESS')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
