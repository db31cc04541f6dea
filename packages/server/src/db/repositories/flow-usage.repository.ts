import type { Db } from '../database.ts';

export interface FlowMention {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly flowData: string;
}

/** Flows of a workspace whose graph text contains a string (a credential or tool id, a variable name). */
export class FlowUsageRepository {
  constructor(private readonly db: Db) {}

  flowsMentioning(workspaceId: string, text: string): Promise<FlowMention[]> {
    // LIKE's own wildcards in `text` (`_`) only widen the match; callers confirm on the text itself.
    const pattern = `%${text.replace(/[%\\]/g, '')}%`;
    return this.db
      .selectFrom('chat_flow')
      .select(['id', 'name', 'type', 'flowData'])
      .where('workspaceId', '=', workspaceId)
      .where('flowData', 'like', pattern)
      .orderBy('name')
      .execute();
  }
}
