import type { Db } from '../database.ts';
import { deleteInWorkspace } from '../workspace-scoped.ts';
import type { CredentialRow } from '../schema.ts';

export type CredentialSummaryRow = Omit<CredentialRow, 'encryptedData'>;

const SUMMARY_COLUMNS = [
  'id',
  'workspaceId',
  'name',
  'credentialName',
  'createdDate',
  'updatedDate',
] as const;

/** Credentials belong to a workspace: every read and write is filtered by it. Lists never read the data. */
export class CredentialRepository {
  constructor(private readonly db: Db) {}

  list(workspaceId: string, credentialNames?: readonly string[]): Promise<CredentialSummaryRow[]> {
    let query = this.db
      .selectFrom('credential')
      .select(SUMMARY_COLUMNS)
      .where('workspaceId', '=', workspaceId);
    if (credentialNames !== undefined && credentialNames.length > 0)
      query = query.where('credentialName', 'in', [...credentialNames]);
    return query.orderBy('updatedDate', 'desc').execute();
  }

  find(workspaceId: string, id: string): Promise<CredentialRow | undefined> {
    return this.db
      .selectFrom('credential')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The stored version (`updatedDate`) of a credential, or undefined when it is not in the workspace. */
  async version(workspaceId: string, id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('credential')
      .select('updatedDate')
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.updatedDate;
  }

  async create(row: CredentialRow): Promise<void> {
    await this.db.insertInto('credential').values(row).execute();
  }

  async update(
    workspaceId: string,
    id: string,
    changes: { name?: string; encryptedData?: string; updatedDate: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('credential')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteInWorkspace(this.db, 'credential', workspaceId, id);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('credential')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
