import {
  createWorkspaceRequestSchema,
  idSchema,
  linkWorkspaceUsersRequestSchema,
  sharedItemQuerySchema,
  shareItemRequestSchema,
  unlinkWorkspaceUsersRequestSchema,
  updateWorkspaceRequestSchema,
  workspaceQuerySchema,
  workspaceSwitchQuerySchema,
  type LoginResponse,
  type Workspace,
  type WorkspaceDetail,
  type WorkspaceShared,
  type WorkspaceUser,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { refuseRolesOnOpenSource } from '../open-source-roles.ts';
import { callerOf } from '../authenticate.ts';
import { requires, signedIn } from '../route-access.ts';
import { setSessionCookies } from '../session-cookies.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });

/** `/workspace`: the workspaces of the caller's organization, switching, members and sharing. */
export function workspaceRoutes(app: FastifyInstance, { config, services }: AppContext): void {
  const { workspaces, workspaceMembers, workspaceSharing } = services;
  // Open source has one user kind: nobody is given a workspace role there.
  const rolesExist = refuseRolesOnOpenSource(config.platform);

  app.get(
    '/workspace',
    { config: requires('workspace:view') },
    (request): Promise<Workspace[] | WorkspaceDetail> => {
      const query = parse(workspaceQuerySchema, request.query);
      const caller = callerOf(request);
      return query.id !== undefined ? workspaces.detail(caller, query.id) : workspaces.list(caller, query);
    },
  );

  app.post('/workspace', { config: requires('workspace:create') }, async (request, reply) => {
    const created = await workspaces.create(
      callerOf(request),
      parse(createWorkspaceRequestSchema, request.body),
    );
    return reply.status(201).send(created);
  });

  app.put('/workspace', { config: requires('workspace:update') }, (request): Promise<Workspace> => {
    return workspaces.update(callerOf(request), parse(updateWorkspaceRequestSchema, request.body));
  });

  app.delete('/workspace/:id', { config: requires('workspace:delete') }, async (request, reply) => {
    await workspaces.delete(callerOf(request), parse(idParams, request.params).id);
    return reply.status(204).send();
  });

  app.post('/workspace/switch', { config: signedIn() }, async (request, reply): Promise<LoginResponse> => {
    const { id } = parse(workspaceSwitchQuerySchema, request.query);
    const { response, session } = await services.workspaceSwitch.switch(callerOf(request), id);
    if (session) setSessionCookies(reply, session, config);
    return response;
  });

  // The workspace is looked up before the body is read: another organization's id answers 404 whatever is sent.
  app.post(
    '/workspace/link-users/:id',
    { config: requires('workspace:add-user') },
    async (request): Promise<WorkspaceUser[]> => {
      rolesExist();
      const caller = callerOf(request);
      const workspace = await workspaces.require(caller, parse(idParams, request.params).id);
      const body = parse(linkWorkspaceUsersRequestSchema, request.body);
      return workspaceMembers.link(caller, workspace.id, body);
    },
  );

  app.post(
    '/workspace/unlink-users/:id',
    { config: requires('workspace:unassign-user') },
    async (request): Promise<WorkspaceUser[]> => {
      const caller = callerOf(request);
      const workspace = await workspaces.require(caller, parse(idParams, request.params).id);
      const body = parse(unlinkWorkspaceUsersRequestSchema, request.body);
      return workspaceMembers.unlink(caller, workspace.id, body);
    },
  );

  app.get(
    '/workspace/shared/:id',
    { config: requires('workspace:view') },
    (request): Promise<WorkspaceShared[]> => {
      const { itemType } = parse(sharedItemQuerySchema, request.query);
      return workspaceSharing.list(callerOf(request), parse(idParams, request.params).id, itemType);
    },
  );

  app.post(
    '/workspace/shared/:id',
    { config: requires('workspace:update') },
    async (request): Promise<WorkspaceShared[]> => {
      const caller = callerOf(request);
      const { id } = parse(idParams, request.params);
      await workspaceSharing.requireItem(caller, id, undefined);
      return workspaceSharing.set(caller, id, parse(shareItemRequestSchema, request.body));
    },
  );
}
