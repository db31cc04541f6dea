import type { WorkspaceContents } from '@loomflow/core';
import type { Db } from '../database.ts';

type CountedTable =
  'credential' | 'variable' | 'tool' | 'apikey' | 'execution' | 'chat_message' | 'workspace_user';

/** Counts of what a workspace owns, for the confirmation before deleting it. */
export class WorkspaceContentsRepository {
  constructor(private readonly db: Db) {}

  private async count(table: CountedTable, workspaceId: string): Promise<number> {
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('workspaceId', '=', workspaceId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async contentsOf(workspaceId: string): Promise<WorkspaceContents> {
    const flows = await this.db
      .selectFrom('chat_flow')
      .select(['type', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('workspaceId', '=', workspaceId)
      .groupBy('type')
      .execute();
    const flowsOf = (...types: string[]) =>
      flows.filter((row) => types.includes(row.type)).reduce((sum, row) => sum + Number(row.n), 0);
    return {
      chatflows: flowsOf('CHATFLOW'),
      agentflows: flowsOf('AGENTFLOW', 'MULTIAGENT'),
      assistants: flowsOf('ASSISTANT'),
      credentials: await this.count('credential', workspaceId),
      variables: await this.count('variable', workspaceId),
      tools: await this.count('tool', workspaceId),
      apiKeys: await this.count('apikey', workspaceId),
      executions: await this.count('execution', workspaceId),
      chatMessages: await this.count('chat_message', workspaceId),
      users: await this.count('workspace_user', workspaceId),
    };
  }
}
