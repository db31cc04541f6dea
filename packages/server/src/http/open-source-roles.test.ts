import type { LoginResponse, Role } from '@loomflow/core';
import {
  inviteMember,
  login,
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';

const ROLES_ELSEWHERE = /^Roles exist on the enterprise and cloud editions only: on open source every user/;

interface RouteIds {
  readonly workspaceId: string;
  readonly organizationId: string;
  readonly userId: string;
}

/** A role-assigning request: what it sends, and what open source answers. */
interface RoleRoute {
  readonly method: 'POST' | 'PUT' | 'DELETE';
  readonly url: (ids: RouteIds) => string;
  readonly body?: (ids: RouteIds) => unknown;
  readonly status: 400 | 403;
}

/**
 * Every route that creates or changes roles or gives someone a role (route table key `METHOD url`). Open source has
 * one user kind: these are refused there, whoever asks.
 */
const ROLE_ROUTES: Readonly<Record<string, RoleRoute>> = {
  'POST /api/v1/account/invite': {
    method: 'POST',
    url: () => '/api/v1/account/invite',
    body: ({ workspaceId }) => ({
      user: { email: 'viewer@example.com' },
      workspaceId,
      roleId: 'builtin-viewer',
    }),
    status: 400,
  },
  'POST /api/v1/role': {
    method: 'POST',
    url: () => '/api/v1/role',
    body: () => ({ name: 'auditor', permissions: ['chatflows:view'] }),
    status: 403,
  },
  'PUT /api/v1/role': {
    method: 'PUT',
    url: () => '/api/v1/role',
    body: () => ({ id: 'builtin-viewer', name: 'auditor', permissions: ['chatflows:view'] }),
    status: 403,
  },
  'DELETE /api/v1/role': {
    method: 'DELETE',
    url: () => '/api/v1/role?id=builtin-viewer',
    status: 403,
  },
  'PUT /api/v1/organizationuser': {
    method: 'PUT',
    url: () => '/api/v1/organizationuser',
    body: ({ userId, organizationId }) => ({ organizationId, userId, roleId: 'builtin-viewer' }),
    status: 400,
  },
  'POST /api/v1/workspace/link-users/:id': {
    method: 'POST',
    url: ({ workspaceId }) => `/api/v1/workspace/link-users/${workspaceId}`,
    body: ({ userId }) => ({ users: [{ userId, roleId: 'builtin-viewer' }] }),
    status: 403,
  },
};

describe.each(TEST_DATABASE_KINDS)('open source has one user kind on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  const ownerAccount = newAccount('owner');
  let ownerUser: LoginResponse;
  let member: Awaited<ReturnType<typeof inviteMember>>;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'open source' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner, ownerAccount);
    // Open source still invites people: without a role.
    member = await inviteMember(server, owner);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every route that creates, changes or gives roles (a new one must be added here)', () => {
    const roleRoutes = server.server.app.routeTable
      .filter((route) => route.method !== 'GET' && route.method !== 'HEAD')
      .filter(
        (route) =>
          route.url.includes('/role') ||
          route.url.endsWith('/account/invite') ||
          route.url.includes('/link-users/') ||
          (route.url.endsWith('/organizationuser') && route.method === 'PUT'),
      )
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(roleRoutes).toEqual(Object.keys(ROLE_ROUTES).sort());
  });

  it.each(Object.entries(ROLE_ROUTES))('refuses %s and changes nothing', async (_name, route) => {
    const ids = {
      workspaceId: ownerUser.activeWorkspaceId,
      organizationId: ownerUser.activeOrganizationId,
      userId: member.user.id,
    };
    const repos = createRepositories(server.server.db);
    const rolesBefore = await owner.get<Role[]>('/api/v1/role');
    const linksBefore = await repos.organizations.workspaceLinksOf(member.user.id);
    const body = route.body?.(ids);
    const result = await owner.request<{ message: string }>(
      route.method,
      route.url(ids),
      body === undefined ? {} : { body },
    );
    expect(result.status).toBe(route.status);
    expect(result.body.message).toMatch(ROLES_ELSEWHERE);
    expect((await owner.get<Role[]>('/api/v1/role')).body).toEqual(rolesBefore.body);
    expect(await repos.organizations.workspaceLinksOf(member.user.id)).toEqual(linksBefore);
    expect(await repos.users.findByEmail('viewer@example.com')).toBeUndefined();
  });

  it('still invites people without a role', async () => {
    const invited = await owner.post<{ inviteLink: string }>('/api/v1/account/invite', {
      user: { email: 'third@example.com' },
    });
    expect(invited.status).toBe(200);
  });

  it('shows every user without a role name, with every permission', async () => {
    // A row written with a role (an older install, or one that was enterprise) counts as the one kind too.
    await createRepositories(server.server.db).workspaceUsers.upsert(
      ownerUser.activeWorkspaceId,
      member.user.id,
      'builtin-viewer',
      new Date().toISOString(),
    );
    for (const [session, account] of [
      [owner, ownerAccount],
      [member.session, member.account],
    ] as const) {
      const me = await login(session, account);
      expect(me.role).toBe('');
      expect(me.permissions).toContain('users:manage');
      expect(me.permissions).toContain('chatflows:delete');
    }
  });
});
