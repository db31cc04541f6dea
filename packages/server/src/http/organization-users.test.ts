import type { LoginResponse, OrganizationUser } from '@loomflow/core';
import { AUTH_MESSAGES } from '@loomflow/core';
import {
  inviteMember,
  login,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(TEST_DATABASE_KINDS)('organization members on %s (enterprise)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;
  const base = '/api/v1/organizationuser';
  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it('lists the members for users:manage, and anyone their own memberships', async () => {
    const member = await inviteMember(server, owner);
    const list = await owner.get<OrganizationUser[]>(
      `${base}?organizationId=${ownerUser.activeOrganizationId}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.map((link) => [link.user.email, link.isOwner, link.isOrganizationAdmin])).toEqual([
      [ownerUser.email, true, true],
      [member.account.email, false, false],
    ]);
    expect(list.body[1]).toMatchObject({
      organization: { id: ownerUser.activeOrganizationId },
      role: { id: 'builtin-member', name: 'member' },
      user: { name: member.account.name, status: 'active' },
    });

    const own = await member.session.get<OrganizationUser[]>(`${base}?userId=${member.user.id}`);
    expect(own.status).toBe(200);
    expect(own.body.map((link) => link.organizationId)).toEqual([ownerUser.activeOrganizationId]);
    expect(
      (await member.session.get(`${base}?organizationId=${ownerUser.activeOrganizationId}`)).status,
    ).toBe(403);
    expect((await owner.get(base)).status).toBe(400);
  });

  it('changes a member role and status; deactivation ends their sessions at once', async () => {
    const member = await inviteMember(server, owner);
    const key = { organizationId: ownerUser.activeOrganizationId, userId: member.user.id };
    const promoted = await owner.put<OrganizationUser>(base, { ...key, roleId: 'builtin-owner' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({
      roleId: 'builtin-owner',
      isOrganizationAdmin: true,
      isOwner: false,
    });
    const asAdmin = await member.session.post<LoginResponse>('/api/v1/auth/refreshToken');
    expect(asAdmin.body.isOrganizationAdmin).toBe(true);
    await owner.put(base, { ...key, roleId: 'builtin-member' });

    expect((await owner.put(base, { ...key, roleId: 'no-such-role' })).status).toBe(400);
    expect((await owner.put(base, key)).status).toBe(400);

    const deactivated = await owner.put<OrganizationUser>(base, { ...key, status: 'inactive' });
    expect(deactivated.body.user.status).toBe('inactive');
    const blocked = await member.session.get('/api/v1/apikey');
    expect(blocked.status).toBe(401);
    const relogin = await server
      .session()
      .post('/api/v1/auth/login', { email: member.account.email, password: member.account.password });
    expect(relogin.body).toMatchObject({ message: AUTH_MESSAGES.inactiveUser });

    await owner.put(base, { ...key, status: 'active' });
    await login(server.session(), member.account);
  });

  it('never lets anyone demote, deactivate or remove the owner, nor change themselves', async () => {
    const admin = await inviteMember(server, owner);
    const organizationId = ownerUser.activeOrganizationId;
    await owner.put(base, { organizationId, userId: admin.user.id, roleId: 'builtin-owner' });
    await admin.session.post('/api/v1/auth/refreshToken');

    const ownerKey = { organizationId, userId: ownerUser.id };
    const demote = await admin.session.put(base, { ...ownerKey, roleId: 'builtin-member' });
    expect(demote.status).toBe(403);
    expect(demote.body).toMatchObject({ message: expect.stringContaining('organization owner') });
    expect((await admin.session.put(base, { ...ownerKey, status: 'inactive' })).status).toBe(403);
    expect(
      (await admin.session.delete(`${base}?organizationId=${organizationId}&userId=${ownerUser.id}`)).status,
    ).toBe(403);
    const self = await owner.put(base, { ...ownerKey, roleId: 'builtin-member' });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ message: expect.stringContaining('your own membership') });

    // users:manage without being an admin: cannot touch admins or hand out the owner role.
    await server.server.db
      .insertInto('role')
      .values({
        id: 'role-managers',
        organizationId,
        name: 'managers',
        description: null,
        permissions: JSON.stringify(['users:manage']),
        createdDate: new Date().toISOString(),
        updatedDate: new Date().toISOString(),
      })
      .execute();
    const manager = await inviteMember(server, owner, { roleId: 'role-managers' });
    const plain = await inviteMember(server, owner);
    expect(
      (await manager.session.put(base, { organizationId, userId: admin.user.id, status: 'inactive' })).status,
    ).toBe(403);
    expect(
      (await manager.session.put(base, { organizationId, userId: plain.user.id, roleId: 'builtin-owner' }))
        .status,
    ).toBe(403);
    expect(
      (await manager.session.put(base, { organizationId, userId: plain.user.id, status: 'inactive' })).status,
    ).toBe(200);
  });

  it('removes a member from the organization and its workspaces; the empty account goes too', async () => {
    const member = await inviteMember(server, owner);
    const path = `${base}?organizationId=${ownerUser.activeOrganizationId}&userId=${member.user.id}`;
    expect((await member.session.delete(path)).status).toBe(403);
    expect((await owner.delete(path)).status).toBe(204);
    expect((await owner.delete(path)).status).toBe(404);
    expect((await member.session.get('/api/v1/workspaceuser?userId=' + member.user.id)).status).toBe(401);
    expect(await server.server.services.repos.users.findById(member.user.id)).toBeUndefined();
    // The address is free again: the person can be invited anew.
    const again = await owner.post('/api/v1/account/invite', { user: { email: member.account.email } });
    expect(again.status).toBe(200);
    const selfRemoval = await owner.delete(
      `${base}?organizationId=${ownerUser.activeOrganizationId}&userId=${ownerUser.id}`,
    );
    expect(selfRemoval.status).toBe(400);
  });
});
