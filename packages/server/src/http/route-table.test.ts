import type { LoginResponse } from '@loomflow/core';
import {
  createApiKey,
  login,
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';
import type { RegisteredRoute } from './app.ts';

/** For each route with an id in its path: how to make a row that lives in another workspace. */
type ForeignIdFactory = (context: {
  server: TestServer;
  owner: HttpSession;
  foreignWorkspaceId: string;
}) => Promise<string>;

const FOREIGN_IDS: Record<string, ForeignIdFactory> = {
  '/api/v1/apikey/:id': async ({ server, foreignWorkspaceId }) => {
    const key = await server.server.services.apiKeys.create(foreignWorkspaceId, null, { keyName: 'foreign' });
    return key.id;
  },
};

function concretePath(route: RegisteredRoute, id: string): string {
  return route.url.replace(/:[A-Za-z]+/g, id);
}

describe.each(TEST_DATABASE_KINDS)(
  'every API route declares and enforces its access (enterprise, %s)',
  (database) => {
    let server: TestServer;
    let owner: HttpSession;
    let powerless: HttpSession;
    let ownerUser: LoginResponse;
    let foreignWorkspaceId: string;

    beforeAll(async () => {
      server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
      owner = server.session();
      ownerUser = await registerAndLogin(owner);

      // A custom role with no permissions at all, and a member who holds it.
      const repos = createRepositories(server.server.db);
      const now = new Date().toISOString();
      await server.server.db
        .insertInto('role')
        .values({
          id: 'role-empty',
          organizationId: ownerUser.activeOrganizationId,
          name: 'nothing',
          description: null,
          permissions: '[]',
          createdDate: now,
          updatedDate: now,
        })
        .execute();
      const member = newAccount('powerless');
      const invite = await owner.post<{ inviteLink: string }>('/api/v1/account/invite', {
        user: { email: member.email },
        roleId: 'role-empty',
      });
      const token = new URL(invite.body.inviteLink).searchParams.get('token');
      const registered = await server.session().post('/api/v1/account/register', {
        user: { name: member.name, email: member.email, credential: member.password, tempToken: token },
      });
      expect(registered.status).toBe(201);
      powerless = server.session();
      const powerlessUser = await login(powerless, member);
      expect(powerlessUser.permissions).toEqual([]);

      // A second workspace of the organization that the owner is not working in.
      foreignWorkspaceId = 'workspace-foreign';
      await repos.organizations.createWorkspace({
        id: foreignWorkspaceId,
        name: 'Elsewhere',
        description: null,
        organizationId: ownerUser.activeOrganizationId,
        createdDate: now,
        updatedDate: now,
      });
    });
    afterAll(() => server.close());

    const guarded = () => server.server.app.routeTable.filter((route) => route.access.kind !== 'public');

    it('has guarded routes and a fixture for every route with an id', () => {
      expect(guarded().length).toBeGreaterThan(0);
      const withIds = guarded().filter((route) => route.url.includes(':'));
      for (const route of withIds)
        expect(FOREIGN_IDS, `${route.method} ${route.url}`).toHaveProperty([route.url]);
    });

    it('answers 401 without credentials on every guarded route', async () => {
      for (const route of guarded()) {
        const result = await server.session().request(route.method, concretePath(route, 'some-id'), {
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(result.status, `${route.method} ${route.url}`).toBe(401);
        expect(result.body).toMatchObject({ message: 'Invalid or Missing token' });
      }
    });

    it('answers 403 to a signed-in user whose role lacks the permission', async () => {
      for (const route of guarded()) {
        if (route.access.kind !== 'permission') continue;
        const result = await powerless.request(route.method, concretePath(route, 'some-id'), {
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(result.status, `${route.method} ${route.url}`).toBe(403);
      }
    });

    it('answers 404 for an id that belongs to another workspace, and leaves that row alone', async () => {
      for (const route of guarded().filter((candidate) => candidate.url.includes(':'))) {
        const factory = FOREIGN_IDS[route.url];
        if (!factory) throw new Error(`no foreign-id fixture for ${route.url}`);
        const id = await factory({ server, owner, foreignWorkspaceId });
        const result = await owner.request(route.method, concretePath(route, id), {
          body: route.method === 'PUT' || route.method === 'POST' ? { keyName: 'renamed' } : undefined,
        });
        expect(result.status, `${route.method} ${route.url}`).toBe(404);
      }
      const foreignKeys = await server.server.services.apiKeys.list(foreignWorkspaceId);
      expect(foreignKeys.every((key) => key.keyName === 'foreign')).toBe(true);
    });

    it('lets an API key reach only its own workspace', async () => {
      const key = await createApiKey(owner, 'own');
      const listed = await server.session().get<{ workspaceId: string }[]>('/api/v1/apikey', {
        headers: { authorization: `Bearer ${key.apiKeySecret}` },
      });
      expect(listed.status).toBe(200);
      expect(listed.body.every((item) => item.workspaceId === ownerUser.activeWorkspaceId)).toBe(true);
    });
  },
);
