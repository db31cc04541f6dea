import type {
  CreateWorkspaceRequest,
  PlatformType,
  UpdateWorkspaceRequest,
  Workspace,
  WorkspaceDetail,
  WorkspaceQuery,
} from '@loomflow/core';
import { OWNER_ROLE } from '../auth/built-in-roles.ts';
import type { Db } from '../db/database.ts';
import { createRepositories, type Repositories } from '../db/repositories/index.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { badRequest, conflict, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { newId, nowIso } from '../util/clock.ts';
import { organizationOf, userOf } from './caller-scope.ts';
import { isDefaultWorkspace, toWorkspace, toWorkspaceUser } from './membership-mappers.ts';

const nameTaken = (name: string) =>
  conflict(`A workspace named "${name}" already exists in this organization: choose another name.`);

/** Workspaces of the caller's organization: list, read, create, rename, delete. */
export class WorkspaceService {
  constructor(
    private readonly db: Db,
    private readonly repos: Repositories,
    readonly platform: PlatformType,
  ) {}

  /** Answers 404 for a workspace outside the caller's organization, so ids of others reveal nothing. */
  async require(caller: RequestAccess, id: string) {
    const workspace = await this.repos.workspaces.find(organizationOf(caller), id);
    if (!workspace) throw notFound(`Workspace ${id} not found in your organization`);
    return workspace;
  }

  async list(caller: RequestAccess, query: WorkspaceQuery): Promise<Workspace[]> {
    const organizationId = organizationOf(caller);
    if (query.organizationId !== undefined && query.organizationId !== organizationId) {
      throw notFound(`Organization ${query.organizationId} not found`);
    }
    return (await this.repos.workspaces.list(organizationId)).map(toWorkspace);
  }

  async detail(caller: RequestAccess, id: string): Promise<WorkspaceDetail> {
    const workspace = await this.require(caller, id);
    const users = await this.repos.workspaceUsers.list({ workspaceId: id });
    return { ...toWorkspace(workspace), users: users.map(toWorkspaceUser) };
  }

  async create(caller: RequestAccess, request: CreateWorkspaceRequest): Promise<Workspace> {
    const organizationId = organizationOf(caller);
    const userId = userOf(caller);
    if (request.organizationId !== undefined && request.organizationId !== organizationId) {
      throw notFound(`Organization ${request.organizationId} not found`);
    }
    const id = newId();
    try {
      await this.db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        if (await repos.workspaces.findByName(organizationId, request.name)) throw nameTaken(request.name);
        const now = nowIso();
        await repos.workspaces.create({
          id,
          name: request.name,
          description: request.description ?? null,
          organizationId,
          createdDate: now,
          updatedDate: now,
        });
        // The creator works in the new workspace with the role they hold now (admins as owner).
        const currentRole = caller.workspaceId
          ? (await repos.workspaceUsers.find(caller.workspaceId, userId))?.roleId
          : undefined;
        const roleId = caller.isGlobal ? OWNER_ROLE.id : currentRole;
        if (roleId) await repos.workspaceUsers.upsert(id, userId, roleId, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(request.name);
      throw error;
    }
    return toWorkspace(await this.require(caller, id));
  }

  async update(caller: RequestAccess, request: UpdateWorkspaceRequest): Promise<Workspace> {
    const workspace = await this.require(caller, request.id);
    const organizationId = workspace.organizationId;
    const renaming = request.name !== undefined && request.name !== workspace.name;
    if (renaming && isDefaultWorkspace(workspace)) {
      throw badRequest('The Default Workspace cannot be renamed: create another workspace instead.');
    }
    try {
      await this.db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        if (renaming && request.name !== undefined) {
          const same = await repos.workspaces.findByName(organizationId, request.name);
          if (same && same.id !== workspace.id) throw nameTaken(request.name);
        }
        await repos.workspaces.update(organizationId, workspace.id, {
          ...(renaming ? { name: request.name } : {}),
          ...(request.description !== undefined ? { description: request.description } : {}),
          updatedDate: nowIso(),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error) && request.name !== undefined) throw nameTaken(request.name);
      throw error;
    }
    return toWorkspace(await this.require(caller, workspace.id));
  }

  /** Deletes a workspace with everything it owns; never the Default Workspace or the caller's active one. */
  async delete(caller: RequestAccess, id: string): Promise<void> {
    const workspace = await this.require(caller, id);
    if (isDefaultWorkspace(workspace)) {
      throw badRequest('The Default Workspace cannot be deleted.');
    }
    if (workspace.id === caller.workspaceId) {
      throw badRequest(
        'You cannot delete the workspace you are working in: switch to another workspace first.',
      );
    }
    await this.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      await repos.workspaces.clearActive(workspace.id);
      await repos.workspaces.delete(workspace.organizationId, workspace.id);
    });
  }
}
