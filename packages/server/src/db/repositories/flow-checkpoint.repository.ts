import type { Insertable, Selectable } from 'kysely';
import type { FlowCheckpointTable, FlowCheckpointWriteTable } from '../checkpoint.schema.ts';
import type { Db } from '../database.ts';

export type FlowCheckpointRow = Selectable<FlowCheckpointTable>;
export type FlowCheckpointWriteRow = Selectable<FlowCheckpointWriteTable>;

/** The checkpoints of one flow of one workspace: every read and write is filtered by both. */
export interface CheckpointScope {
  readonly workspaceId: string;
  readonly flowId: string;
}

/** Which checkpoints `list` answers; all of the scope's when nothing is set. */
export interface CheckpointQuery {
  readonly threadId?: string | undefined;
  readonly checkpointNs?: string | undefined;
  readonly checkpointId?: string | undefined;
  /** Only checkpoints older than this id (ids are time-ordered). */
  readonly before?: string | undefined;
  readonly limit?: number | undefined;
}

/** Where one checkpoint lives. */
export interface CheckpointKey {
  readonly threadId: string;
  readonly checkpointNs: string;
  readonly checkpointId: string;
}

/** LangGraph checkpoints (`flow_checkpoint`) and pending writes (`flow_checkpoint_write`) of agentflow v1 runs. */
export class FlowCheckpointRepository {
  constructor(private readonly db: Db) {}

  /** Stores a checkpoint; the same id again replaces it. */
  async put(row: Insertable<FlowCheckpointTable>): Promise<void> {
    await this.db
      .insertInto('flow_checkpoint')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['flowId', 'threadId', 'checkpointNs', 'checkpointId']).doUpdateSet({
          parentCheckpointId: row.parentCheckpointId ?? null,
          checkpointType: row.checkpointType,
          checkpoint: row.checkpoint,
          metadataType: row.metadataType,
          metadata: row.metadata,
        }),
      )
      .execute();
  }

  /** Newest first (by checkpoint id). */
  async list(scope: CheckpointScope, query: CheckpointQuery): Promise<FlowCheckpointRow[]> {
    let select = this.db
      .selectFrom('flow_checkpoint')
      .selectAll()
      .where('workspaceId', '=', scope.workspaceId)
      .where('flowId', '=', scope.flowId);
    if (query.threadId !== undefined) select = select.where('threadId', '=', query.threadId);
    if (query.checkpointNs !== undefined) select = select.where('checkpointNs', '=', query.checkpointNs);
    if (query.checkpointId !== undefined) select = select.where('checkpointId', '=', query.checkpointId);
    if (query.before !== undefined) select = select.where('checkpointId', '<', query.before);
    select = select.orderBy('threadId').orderBy('checkpointNs').orderBy('checkpointId', 'desc');
    if (query.limit !== undefined) select = select.limit(query.limit);
    return select.execute();
  }

  /** The pending writes stored against one checkpoint (unordered). */
  writesOf(scope: CheckpointScope, key: CheckpointKey): Promise<FlowCheckpointWriteRow[]> {
    return this.db
      .selectFrom('flow_checkpoint_write')
      .selectAll()
      .where('workspaceId', '=', scope.workspaceId)
      .where('flowId', '=', scope.flowId)
      .where('threadId', '=', key.threadId)
      .where('checkpointNs', '=', key.checkpointNs)
      .where('checkpointId', '=', key.checkpointId)
      .execute();
  }

  /**
   * Stores writes of a task. A regular write (idx ≥ 0) already stored is kept (a task's retry writes the same);
   * special writes (errors, interrupts: negative idx) replace the stored one.
   */
  async putWrites(rows: readonly Insertable<FlowCheckpointWriteTable>[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await trx
          .insertInto('flow_checkpoint_write')
          .values(row)
          .onConflict((conflict) => {
            const keyed = conflict.columns([
              'flowId',
              'threadId',
              'checkpointNs',
              'checkpointId',
              'taskId',
              'idx',
            ]);
            return row.idx >= 0
              ? keyed.doNothing()
              : keyed.doUpdateSet({
                  taskPath: row.taskPath,
                  channel: row.channel,
                  valueType: row.valueType,
                  value: row.value,
                });
          })
          .execute();
      }
    });
  }

  /** Deletes the checkpoints and writes of these threads (chat sessions) of the scope's flow. */
  async deleteThreads(scope: CheckpointScope, threadIds: readonly string[]): Promise<void> {
    if (threadIds.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('flow_checkpoint_write')
        .where('workspaceId', '=', scope.workspaceId)
        .where('flowId', '=', scope.flowId)
        .where('threadId', 'in', [...threadIds])
        .execute();
      await trx
        .deleteFrom('flow_checkpoint')
        .where('workspaceId', '=', scope.workspaceId)
        .where('flowId', '=', scope.flowId)
        .where('threadId', 'in', [...threadIds])
        .execute();
    });
  }

  /**
   * Takes a thread back to checkpoint `after` (a failed turn's steps forgotten): deletes its checkpoints and writes
   * newer than that id, or all of them when `after` is undefined (the thread had none before).
   */
  async deleteNewer(scope: CheckpointScope, threadId: string, after: string | undefined): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      let writes = trx
        .deleteFrom('flow_checkpoint_write')
        .where('workspaceId', '=', scope.workspaceId)
        .where('flowId', '=', scope.flowId)
        .where('threadId', '=', threadId);
      let checkpoints = trx
        .deleteFrom('flow_checkpoint')
        .where('workspaceId', '=', scope.workspaceId)
        .where('flowId', '=', scope.flowId)
        .where('threadId', '=', threadId);
      if (after !== undefined) {
        writes = writes.where('checkpointId', '>', after);
        checkpoints = checkpoints.where('checkpointId', '>', after);
      }
      await writes.execute();
      await checkpoints.execute();
    });
  }

  /** Deletes every checkpoint of the scope's flow. */
  async deleteAll(scope: CheckpointScope): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('flow_checkpoint_write')
        .where('workspaceId', '=', scope.workspaceId)
        .where('flowId', '=', scope.flowId)
        .execute();
      await trx
        .deleteFrom('flow_checkpoint')
        .where('workspaceId', '=', scope.workspaceId)
        .where('flowId', '=', scope.flowId)
        .execute();
    });
  }
}
