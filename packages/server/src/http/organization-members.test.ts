import type { LoginResponse, OrganizationMemberPage, Role } from '@loomflow/core';
import { AUTH_MESSAGES } from '@loomflow/core';
import {
  createApiKey,
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

describe.each(TEST_DATABASE_KINDS)('the Users screen actions on %s (enterprise)', (database) => {
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

  it('lists members with search, paging, workspaces, last login and pending invitations', async () => {
    const member = await inviteMember(server, owner, { prefix: 'zeta' });
    const pending = newAccount('pending');
    await owner.post('/api/v1/account/invite', { user: { email: pending.email }, roleId: 'builtin-viewer' });

    const all = await owner.get<OrganizationMemberPage>(`${base}/members?limit=100`);
    expect(all.status).toBe(200);
    expect(all.body.data[0]).toMatchObject({
      email: ownerUser.email,
      isOwner: true,
      role: { name: 'owner' },
    });
    const invited = all.body.data.find((row) => row.email === pending.email);
    expect(invited).toMatchObject({
      status: 'invited',
      lastLogin: null,
      workspaces: [{ name: 'Default Workspace', roleName: 'viewer' }],
    });
    const joined = all.body.data.find((row) => row.email === member.account.email);
    expect(joined?.lastLogin).not.toBeNull();

    const searched = await owner.get<OrganizationMemberPage>(
      `${base}/members?search=${encodeURIComponent(member.account.email.toUpperCase())}`,
    );
    expect(searched.body).toMatchObject({ total: 1, data: [{ email: member.account.email }] });
    expect((await owner.get<OrganizationMemberPage>(`${base}/members?search=%25_`)).body.total).toBe(0);

    const first = await owner.get<OrganizationMemberPage>(`${base}/members?limit=1&page=1`);
    const second = await owner.get<OrganizationMemberPage>(`${base}/members?limit=1&page=2`);
    expect(first.body.total).toBe(all.body.total);
    expect(first.body.data).toHaveLength(1);
    expect(second.body.data[0]?.email).not.toBe(first.body.data[0]?.email);
    expect((await owner.get(`${base}/members?limit=1000`)).status).toBe(400);
  });

  it('resends a pending invitation with a new link; the old one stops working; revoking removes it', async () => {
    const pending = newAccount('resend');
    const invited = await owner.post<{ inviteLink: string }>('/api/v1/account/invite', {
      user: { email: pending.email },
    });
    const page = await owner.get<OrganizationMemberPage>(`${base}/members?search=${pending.email}`);
    const userId = page.body.data[0]?.userId ?? '';
    const resent = await owner.post<{ inviteLink: string; message: string }>(`${base}/resend-invite`, {
      userId,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.inviteLink).not.toBe(invited.body.inviteLink);
    const register = (link: string) =>
      server.session().post('/api/v1/account/register', {
        user: {
          name: pending.name,
          email: pending.email,
          credential: pending.password,
          tempToken: new URL(link).searchParams.get('token'),
        },
      });
    expect((await register(invited.body.inviteLink)).status).toBeGreaterThanOrEqual(400);

    const other = newAccount('revoke');
    await owner.post('/api/v1/account/invite', { user: { email: other.email } });
    const otherPage = await owner.get<OrganizationMemberPage>(`${base}/members?search=${other.email}`);
    const otherId = otherPage.body.data[0]?.userId ?? '';
    const revoked = await owner.delete(
      `${base}?organizationId=${ownerUser.activeOrganizationId}&userId=${otherId}`,
    );
    expect(revoked.status).toBe(204);
    expect(
      (await owner.get<OrganizationMemberPage>(`${base}/members?search=${other.email}`)).body.total,
    ).toBe(0);

    expect((await register(resent.body.inviteLink)).status).toBe(201);
    const again = await owner.post(`${base}/resend-invite`, { userId });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: expect.stringContaining('already accepted') });
    expect((await owner.post(`${base}/resend-invite`, { userId: 'nobody' })).status).toBe(404);
  });

  it('changing the organization role applies it in the member’s workspaces at once', async () => {
    const role = await owner.post<Role>('/api/v1/role', {
      name: 'No tools',
      permissions: ['variables:view'],
    });
    const member = await inviteMember(server, owner);
    expect((await member.session.get('/api/v1/tools')).status).toBe(200);
    const changed = await owner.put(base, {
      organizationId: ownerUser.activeOrganizationId,
      userId: member.user.id,
      roleId: role.body.id,
    });
    expect(changed.status).toBe(200);
    expect((await member.session.get('/api/v1/tools')).status).toBe(403);
    expect((await member.session.get('/api/v1/variables')).status).toBe(200);
  });

  it('deactivation ends the sessions at once: the next call gets Inactive User', async () => {
    const member = await inviteMember(server, owner);
    const key = { organizationId: ownerUser.activeOrganizationId, userId: member.user.id };
    expect((await owner.put(base, { ...key, status: 'inactive' })).status).toBe(200);
    const next = await member.session.get('/api/v1/variables');
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({ message: AUTH_MESSAGES.inactiveUser });
    const relogin = await server
      .session()
      .post('/api/v1/auth/login', { email: member.account.email, password: member.account.password });
    expect(relogin.body).toMatchObject({ message: AUTH_MESSAGES.inactiveUser });
    expect((await owner.put(base, { ...key, status: 'active' })).status).toBe(200);
    await login(server.session(), member.account);
  });

  it('is for users:manage only and never API keys', async () => {
    const key = await createApiKey(owner, 'members');
    const bearer = { headers: { authorization: `Bearer ${key.apiKeySecret}` } };
    const member = await inviteMember(server, owner);
    const calls: [string, string, unknown?][] = [
      ['GET', `${base}/members`],
      ['POST', `${base}/resend-invite`, { userId: member.user.id }],
      ['POST', `${base}/transfer-ownership`, { userId: member.user.id }],
    ];
    for (const [method, path, body] of calls) {
      expect((await member.session.request(method, path, { body })).status, `${path} member`).toBe(403);
      expect((await server.session().request(method, path, { body, ...bearer })).status, `${path} key`).toBe(
        403,
      );
    }
  });

  it('transfers ownership only from the owner to an active member', async () => {
    const admin = await inviteMember(server, owner);
    const next = await inviteMember(server, owner);
    const organizationId = ownerUser.activeOrganizationId;
    await owner.put(base, { organizationId, userId: admin.user.id, roleId: 'builtin-owner' });
    const byAdmin = await admin.session.post(`${base}/transfer-ownership`, { userId: admin.user.id });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toMatchObject({
      message: 'Only the organization owner can transfer the ownership.',
    });
    expect((await owner.post(`${base}/transfer-ownership`, { userId: ownerUser.id })).status).toBe(400);
    expect((await owner.post(`${base}/transfer-ownership`, { userId: 'nobody' })).status).toBe(404);
    expect(
      (await owner.post(`${base}/transfer-ownership`, { organizationId: 'elsewhere', userId: next.user.id }))
        .status,
    ).toBe(404);

    const moved = await owner.post(`${base}/transfer-ownership`, { userId: next.user.id });
    expect(moved.status).toBe(200);
    const page = await owner.get<OrganizationMemberPage>(`${base}/members?limit=100`);
    expect(page.body.data.filter((row) => row.isOwner).map((row) => row.email)).toEqual([next.account.email]);
    // The former owner stays an admin and can now be demoted by the new owner.
    const refreshed = await next.session.post<LoginResponse>('/api/v1/auth/refreshToken');
    expect(refreshed.body.isOrganizationAdmin).toBe(true);
    const demoted = await next.session.put(base, {
      organizationId,
      userId: ownerUser.id,
      roleId: 'builtin-member',
    });
    expect(demoted.status).toBe(200);
    const blocked = await owner.post(`${base}/transfer-ownership`, { userId: admin.user.id });
    expect(blocked.status).toBe(403);
  });
});
