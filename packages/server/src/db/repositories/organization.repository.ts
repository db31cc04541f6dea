import type { Db } from '../database.ts';
import type { OrganizationRow, WorkspaceRow } from '../schema.ts';

export interface OrganizationMembership {
  readonly organizationId: string;
  readonly roleId: string;
  readonly isOwner: boolean;
  readonly organization: OrganizationRow;
}

export class OrganizationRepository {
  constructor(private readonly db: Db) {}

  async createOrganization(organization: OrganizationRow): Promise<void> {
    await this.db.insertInto('organization').values(organization).execute();
  }

  async createWorkspace(workspace: WorkspaceRow): Promise<void> {
    await this.db.insertInto('workspace').values(workspace).execute();
  }

  findWorkspace(id: string): Promise<WorkspaceRow | undefined> {
    return this.db.selectFrom('workspace').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listWorkspaces(organizationId: string): Promise<WorkspaceRow[]> {
    return this.db
      .selectFrom('workspace')
      .selectAll()
      .where('organizationId', '=', organizationId)
      .orderBy('createdDate')
      .execute();
  }

  async addOrganizationUser(link: {
    organizationId: string;
    userId: string;
    roleId: string;
    isOwner: boolean;
  }) {
    const now = new Date().toISOString();
    await this.db
      .insertInto('organization_user')
      .values({ ...link, isOwner: link.isOwner ? 1 : 0, createdDate: now, updatedDate: now })
      .execute();
  }

  async addWorkspaceUser(link: { workspaceId: string; userId: string; roleId: string }) {
    const now = new Date().toISOString();
    await this.db
      .insertInto('workspace_user')
      .values({ ...link, lastLogin: null, createdDate: now, updatedDate: now })
      .execute();
  }

  async membershipsOf(userId: string): Promise<OrganizationMembership[]> {
    const rows = await this.db
      .selectFrom('organization_user as ou')
      .innerJoin('organization as o', 'o.id', 'ou.organizationId')
      .select(['ou.organizationId', 'ou.roleId', 'ou.isOwner'])
      .select([
        'o.id',
        'o.name',
        'o.customerId',
        'o.subscriptionId',
        'o.productId',
        'o.createdDate',
        'o.updatedDate',
      ])
      .where('ou.userId', '=', userId)
      .orderBy('ou.createdDate')
      .execute();
    return rows.map((row) => ({
      organizationId: row.organizationId,
      roleId: row.roleId,
      isOwner: row.isOwner === 1,
      organization: {
        id: row.id,
        name: row.name,
        customerId: row.customerId,
        subscriptionId: row.subscriptionId,
        productId: row.productId,
        createdDate: row.createdDate,
        updatedDate: row.updatedDate,
      },
    }));
  }

  /** The workspaces a user is linked to, with the role held in each. */
  workspaceLinksOf(
    userId: string,
  ): Promise<{ workspaceId: string; name: string; organizationId: string; roleId: string }[]> {
    return this.db
      .selectFrom('workspace_user as wu')
      .innerJoin('workspace as w', 'w.id', 'wu.workspaceId')
      .select(['wu.workspaceId', 'w.name', 'w.organizationId', 'wu.roleId'])
      .where('wu.userId', '=', userId)
      .orderBy('w.createdDate')
      .execute();
  }

  async touchWorkspaceLogin(workspaceId: string, userId: string, when: string): Promise<void> {
    await this.db
      .updateTable('workspace_user')
      .set({ lastLogin: when })
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .execute();
  }

  async listOrganizationIds(): Promise<string[]> {
    const rows = await this.db.selectFrom('organization').select('id').execute();
    return rows.map((row) => row.id);
  }
}
