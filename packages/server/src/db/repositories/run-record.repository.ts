import type { Db } from '../database.ts';
import type { ChatMessageRow } from '../schema.ts';
import type { ExecutionChanges } from './execution.repository.ts';

/** The end of a run in one transaction: the execution's final state and the chat messages it produced. */
export class RunRecordRepository {
  constructor(private readonly db: Db) {}

  async finish(
    workspaceId: string,
    executionId: string,
    changes: ExecutionChanges,
    messages: readonly ChatMessageRow[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('execution')
        .set(changes)
        .where('workspaceId', '=', workspaceId)
        .where('id', '=', executionId)
        .execute();
      if (messages.length > 0)
        await trx
          .insertInto('chat_message')
          .values([...messages])
          .execute();
    });
  }
}
