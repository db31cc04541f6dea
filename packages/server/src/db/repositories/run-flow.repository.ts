import type { Db } from '../database.ts';
import type { ChatFlowRow } from '../schema.ts';

/**
 * Finds a flow by id alone, for the public prediction routes: the caller names the flow, not a workspace. The
 * flow's own workspace then scopes everything the run touches.
 */
export class RunFlowRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<ChatFlowRow | undefined> {
    return this.db.selectFrom('chat_flow').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
