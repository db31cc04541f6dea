import type { LoginResponse, Workspace, WorkspaceShared, WorkspaceUser } from '@loomflow/core';
import { ACCESS_TOKEN_COOKIE, XSRF_COOKIE } from '@loomflow/core';
import {
  inviteMember,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type InvitedMember,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(TEST_DATABASE_KINDS)(
  'workspace members, switching and sharing on %s (enterprise)',
  (database) => {
    let server: TestServer;
    let owner: HttpSession;
    let ownerUser: LoginResponse;
    let lab: Workspace;
    let member: InvitedMember;
    beforeAll(async () => {
      server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
      owner = server.session();
      ownerUser = await registerAndLogin(owner);
      lab = (await owner.post<Workspace>('/api/v1/workspace', { name: 'Lab' })).body;
      member = await inviteMember(server, owner, { roleId: 'builtin-viewer' });
    });
    afterAll(() => server.close());

    const usersOf = (body: WorkspaceUser[]) => body.map((link) => [link.user.email, link.role.name]);

    it('links people of the organization with a role, changes roles and unlinks them', async () => {
      const linked = await owner.post<WorkspaceUser[]>(`/api/v1/workspace/link-users/${lab.id}`, {
        users: [{ userId: member.user.id, roleId: 'builtin-member' }],
      });
      expect(linked.status).toBe(200);
      expect(usersOf(linked.body)).toEqual([
        [ownerUser.email, 'owner'],
        [member.account.email, 'member'],
      ]);
      const relinked = await owner.post<WorkspaceUser[]>(`/api/v1/workspace/link-users/${lab.id}`, {
        users: [{ userId: member.user.id, roleId: 'builtin-viewer' }],
      });
      expect(usersOf(relinked.body)).toContainEqual([member.account.email, 'viewer']);

      const stranger = await owner.post(`/api/v1/workspace/link-users/${lab.id}`, {
        users: [
          { userId: member.user.id, roleId: 'builtin-member' },
          { userId: 'not-a-member', roleId: 'builtin-member' },
        ],
      });
      expect(stranger.status).toBe(400);
      expect(stranger.body).toMatchObject({ message: expect.stringContaining('invite them first') });
      const badRole = await owner.post(`/api/v1/workspace/link-users/${lab.id}`, {
        users: [{ userId: member.user.id, roleId: 'no-such-role' }],
      });
      expect(badRole.status).toBe(400);
      // Neither refused request changed anything.
      const unchanged = await owner.get<WorkspaceUser[]>(`/api/v1/workspaceuser?workspaceId=${lab.id}`);
      expect(usersOf(unchanged.body)).toContainEqual([member.account.email, 'viewer']);

      const ownerStays = await owner.post(`/api/v1/workspace/unlink-users/${lab.id}`, {
        userIds: [member.user.id, ownerUser.id],
      });
      expect(ownerStays.status).toBe(400);
      expect(ownerStays.body).toMatchObject({
        message: 'The organization owner cannot be removed from a workspace.',
      });
      const unlinked = await owner.post<WorkspaceUser[]>(`/api/v1/workspace/unlink-users/${lab.id}`, {
        userIds: [member.user.id],
      });
      expect(usersOf(unlinked.body)).toEqual([[ownerUser.email, 'owner']]);
    });

    it('lists workspace users by workspace, role, user and organization; one reads one own links', async () => {
      const base = '/api/v1/workspaceuser';
      const byRole = await owner.get<WorkspaceUser[]>(`${base}?roleId=builtin-viewer`);
      expect(byRole.body.map((link) => link.userId)).toEqual([member.user.id]);
      const byOrganization = await owner.get<WorkspaceUser[]>(
        `${base}?organizationId=${ownerUser.activeOrganizationId}&userId=${ownerUser.id}`,
      );
      expect(byOrganization.body.map((link) => link.workspace.name).sort()).toEqual([
        'Default Workspace',
        'Lab',
      ]);
      expect(byOrganization.body[0]?.workspace.organizationId).toBe(ownerUser.activeOrganizationId);

      const own = await member.session.get<WorkspaceUser[]>(`${base}?userId=${member.user.id}`);
      expect(own.status).toBe(200);
      expect(own.body.map((link) => link.workspace.name)).toEqual(['Default Workspace']);
      expect((await member.session.get(`${base}?userId=${ownerUser.id}`)).status).toBe(403);
      expect((await member.session.get(`${base}?workspaceId=${lab.id}`)).status).toBe(403);
    });

    it('switches to an assigned workspace: new auth data, persisted, cookies renewed', async () => {
      await owner.post(`/api/v1/workspace/link-users/${lab.id}`, {
        users: [{ userId: member.user.id, roleId: 'builtin-member' }],
      });
      const switched = await member.session.post<LoginResponse>(`/api/v1/workspace/switch?id=${lab.id}`);
      expect(switched.status).toBe(200);
      expect(switched.body).toMatchObject({
        id: member.user.id,
        activeWorkspaceId: lab.id,
        activeWorkspace: 'Lab',
        isOrganizationAdmin: false,
        features: { 'feat:workspaces': 'true' },
      });
      expect(switched.body.permissions).toContain('apikeys:create');
      expect(switched.body.token).toBe(member.session.cookies.get(ACCESS_TOKEN_COOKIE));
      expect(member.session.cookies.get(XSRF_COOKIE)).toBeTruthy();

      // The new workspace's role applies at once, and the choice survives a refresh.
      expect((await member.session.post('/api/v1/apikey', { keyName: 'in lab' })).status).toBe(201);
      const refreshed = await member.session.post<LoginResponse>('/api/v1/auth/refreshToken');
      expect(refreshed.body.activeWorkspaceId).toBe(lab.id);

      await owner.post(`/api/v1/workspace/unlink-users/${lab.id}`, { userIds: [member.user.id] });
      const refused = await member.session.post(`/api/v1/workspace/switch?id=${lab.id}`);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: expect.stringContaining('ask an administrator') });
      expect((await member.session.post('/api/v1/workspace/switch?id=nowhere')).status).toBe(404);
      const back = await member.session.post<LoginResponse>(
        `/api/v1/workspace/switch?id=${ownerUser.activeWorkspaceId}`,
      );
      expect(back.body.activeWorkspace).toBe('Default Workspace');
    });

    it('removes one link through DELETE /workspaceuser', async () => {
      await owner.post(`/api/v1/workspace/link-users/${lab.id}`, {
        users: [{ userId: member.user.id, roleId: 'builtin-viewer' }],
      });
      const path = `/api/v1/workspaceuser?workspaceId=${lab.id}&userId=${member.user.id}`;
      expect((await member.session.delete(path)).status).toBe(403);
      expect((await owner.delete(path)).status).toBe(204);
      expect((await owner.delete(path)).status).toBe(404);
      const ownerPath = `/api/v1/workspaceuser?workspaceId=${lab.id}&userId=${ownerUser.id}`;
      expect((await owner.delete(ownerPath)).status).toBe(400);
    });

    it('shares a credential read-only with other workspaces of the organization', async () => {
      const credential = await server.server.services.credentials.create(ownerUser.activeWorkspaceId, {
        name: 'shared key',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-shared' },
      });
      const path = `/api/v1/workspace/shared/${credential.id}`;
      expect((await owner.get<WorkspaceShared[]>(path)).body).toEqual([]);
      const shared = await owner.post<WorkspaceShared[]>(path, {
        itemType: 'credential',
        workspaceIds: [lab.id],
      });
      expect(shared.status).toBe(200);
      expect(shared.body).toEqual([
        expect.objectContaining({
          workspaceId: ownerUser.activeWorkspaceId,
          sharedWith: lab.id,
          sharedWithName: 'Lab',
          sharedItemId: credential.id,
          itemType: 'credential',
        }),
      ]);
      const repos = server.server.services.repos;
      expect(await repos.workspaceShares.sharedWith(lab.id, 'credential')).toEqual([
        { workspaceId: ownerUser.activeWorkspaceId, itemId: credential.id },
      ]);

      const self = await owner.post(path, {
        itemType: 'credential',
        workspaceIds: [ownerUser.activeWorkspaceId],
      });
      expect(self.status).toBe(400);
      const stranger = await owner.post(path, {
        itemType: 'credential',
        workspaceIds: [lab.id, 'elsewhere'],
      });
      expect(stranger.status).toBe(400);
      expect((await owner.get<WorkspaceShared[]>(`${path}?itemType=credential`)).body).toHaveLength(1);

      expect(
        (await owner.post<WorkspaceShared[]>(path, { itemType: 'credential', workspaceIds: [] })).body,
      ).toEqual([]);
      expect((await owner.get('/api/v1/workspace/shared/no-such-item')).status).toBe(404);
      expect((await member.session.get(path)).status).toBe(403);
    });
  },
);
