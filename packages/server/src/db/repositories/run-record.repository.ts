import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { ChatMessageRow, ExecutionRow } from '../schema.ts';
import type { ExecutionChanges } from './execution.repository.ts';

/** The end of one run: its execution's final state and the chat messages it produced. */
interface RunEnd {
  readonly execution: ExecutionRow;
  readonly stored: boolean;
  readonly changes: ExecutionChanges;
  readonly messages: readonly ChatMessageRow[];
}

interface QueuedRunEnd extends RunEnd {
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** Run ends written together at most (keeps the statements' parameter counts and shapes bounded). */
const MAX_GROUP = 32;

/**
 * The ends of runs, each in one transaction with its messages. The ends of runs that finish at the same moment are
 * written together (group commit): one commit, and the pages they share written once. When such a group fails,
 * each end is written again alone so that one bad end fails only its own run. On PostgreSQL the transaction is one
 * statement (the execution writes as data-modifying WITH queries): one round trip instead of four.
 */
export class RunRecordRepository {
  private queue: QueuedRunEnd[] = [];
  private flushing = false;

  constructor(private readonly db: Db) {}

  /**
   * Writes the execution's final state (an update of its row, or the whole row when the run ended before its row
   * was first written: `stored` false) and the messages, all or nothing.
   */
  finish(
    execution: ExecutionRow,
    stored: boolean,
    changes: ExecutionChanges,
    messages: readonly ChatMessageRow[],
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ execution, stored, changes, messages, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const group = this.queue.splice(0, MAX_GROUP);
      try {
        await this.write(group);
        for (const end of group) end.resolve();
      } catch (error) {
        if (group.length === 1) group[0]?.reject(error);
        else await this.writeAlone(group);
      }
    }
    this.flushing = false;
  }

  private async writeAlone(group: readonly QueuedRunEnd[]): Promise<void> {
    for (const end of group) {
      try {
        await this.write([end]);
        end.resolve();
      } catch (error) {
        end.reject(error);
      }
    }
  }

  private async write(group: readonly RunEnd[]): Promise<void> {
    const inserted: ExecutionRow[] = [];
    const messages: ChatMessageRow[] = [];
    for (const end of group) {
      if (!end.stored) inserted.push({ ...end.execution, ...end.changes });
      messages.push(...end.messages);
    }
    if (this.db.getExecutor().adapter instanceof PostgresAdapter) {
      await this.writeInOneStatement(group, inserted, messages);
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      for (const end of group) {
        if (!end.stored) continue;
        await trx
          .updateTable('execution')
          .set(end.changes)
          .where('workspaceId', '=', end.execution.workspaceId)
          .where('id', '=', end.execution.id)
          .execute();
      }
      if (inserted.length > 0) await trx.insertInto('execution').values(inserted).execute();
      if (messages.length > 0) await trx.insertInto('chat_message').values(messages).execute();
    });
  }

  /** The same writes as one PostgreSQL statement, all or nothing like any statement. */
  private async writeInOneStatement(
    group: readonly RunEnd[],
    inserted: readonly ExecutionRow[],
    messages: readonly ChatMessageRow[],
  ): Promise<void> {
    const writes: RawBuilder<unknown>[] = [];
    for (const end of group) {
      if (!end.stored) continue;
      const update = this.db
        .updateTable('execution')
        .set(end.changes)
        .where('workspaceId', '=', end.execution.workspaceId)
        .where('id', '=', end.execution.id);
      writes.push(sql`${sql.raw(`ended_${writes.length}`)} as (${update})`);
    }
    if (inserted.length > 0)
      writes.push(sql`inserted as (${this.db.insertInto('execution').values([...inserted])})`);
    const last = messages.length > 0 ? this.db.insertInto('chat_message').values([...messages]) : undefined;
    if (writes.length === 0) {
      if (last) await last.execute();
      return;
    }
    // Data-modifying WITH queries run once and to completion whether or not the main query reads them.
    await sql`with ${sql.join(writes)} ${last ?? sql`select 1`}`.execute(this.db);
  }
}
