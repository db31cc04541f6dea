import type { LoginResponse, Workspace, WorkspaceDetail } from '@loomflow/core';
import {
  createApiKey,
  inviteMember,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';

describe.each(TEST_DATABASE_KINDS)('workspaces of an organization on %s (enterprise)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  const create = (session: HttpSession, name: string, description?: string) =>
    session.post<Workspace>('/api/v1/workspace', { name, ...(description ? { description } : {}) });

  it('creates a workspace with a unique name, links its creator and lists it', async () => {
    const created = await create(owner, 'Research', 'Experiments');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Research',
      description: 'Experiments',
      organizationId: ownerUser.activeOrganizationId,
      isDefault: false,
      userCount: 1,
    });

    const duplicate = await create(owner, '  research ');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ message: expect.stringContaining('already exists') });
    expect((await create(owner, '')).status).toBe(400);

    const list = await owner.get<Workspace[]>(
      `/api/v1/workspace?organizationId=${ownerUser.activeOrganizationId}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.map((workspace) => [workspace.name, workspace.isDefault])).toEqual([
      ['Default Workspace', true],
      ['Research', false],
    ]);

    const detail = await owner.get<WorkspaceDetail>(`/api/v1/workspace?id=${created.body.id}`);
    expect(detail.body.users.map((link) => link.user.email)).toEqual([ownerUser.email]);
    expect(detail.body.users[0]).toMatchObject({ role: { name: 'owner' }, workspace: { name: 'Research' } });
  });

  it('renames a workspace and everyone sees the new name on their next refresh', async () => {
    const workspace = (await create(owner, 'Old Name')).body;
    const member = await inviteMember(server, owner, { workspaceId: workspace.id });
    expect(member.user.activeWorkspace).toBe('Old Name');

    const renamed = await owner.put<Workspace>('/api/v1/workspace', { id: workspace.id, name: 'New Name' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('New Name');

    const refreshed = await member.session.post<LoginResponse>('/api/v1/auth/refreshToken');
    expect(refreshed.body.activeWorkspace).toBe('New Name');
    expect(refreshed.body.assignedWorkspaces).toEqual([{ id: workspace.id, name: 'New Name' }]);

    const taken = await owner.put('/api/v1/workspace', { id: workspace.id, name: 'research' });
    expect(taken.status).toBe(409);
    expect((await owner.put('/api/v1/workspace', { id: workspace.id })).status).toBe(400);
    const described = await owner.put<Workspace>('/api/v1/workspace', {
      id: workspace.id,
      description: 'Hi',
    });
    expect(described.body).toMatchObject({ name: 'New Name', description: 'Hi' });
  });

  it('protects the Default Workspace and the workspace the caller is working in', async () => {
    const defaultId = ownerUser.activeWorkspaceId;
    const rename = await owner.put('/api/v1/workspace', { id: defaultId, name: 'Renamed' });
    expect(rename.status).toBe(400);
    expect(rename.body).toMatchObject({
      message: 'The Default Workspace cannot be renamed: create another workspace instead.',
    });
    const remove = await owner.delete(`/api/v1/workspace/${defaultId}`);
    expect(remove.status).toBe(400);
    expect(remove.body).toMatchObject({ message: 'The Default Workspace cannot be deleted.' });

    const other = (await create(owner, 'Current')).body;
    expect((await owner.post(`/api/v1/workspace/switch?id=${other.id}`)).status).toBe(200);
    const own = await owner.delete(`/api/v1/workspace/${other.id}`);
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ message: expect.stringContaining('switch to another workspace first') });
    expect((await owner.post(`/api/v1/workspace/switch?id=${defaultId}`)).status).toBe(200);
  });

  it('deletes a workspace with its members, keys and shares; its users fall back to another', async () => {
    const doomed = (await create(owner, 'Doomed')).body;
    const member = await inviteMember(server, owner, { workspaceId: doomed.id });
    expect(member.user.activeWorkspaceId).toBe(doomed.id);
    expect((await owner.post(`/api/v1/workspace/switch?id=${doomed.id}`)).status).toBe(200);
    const key = await createApiKey(owner, 'doomed key');
    const credential = await server.server.services.credentials.create(doomed.id, {
      name: 'doomed credential',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-doomed' },
    });
    const shared = await owner.post(`/api/v1/workspace/shared/${credential.id}`, {
      itemType: 'credential',
      workspaceIds: [ownerUser.activeWorkspaceId],
    });
    expect(shared.status).toBe(200);
    expect((await owner.post(`/api/v1/workspace/switch?id=${ownerUser.activeWorkspaceId}`)).status).toBe(200);

    expect((await owner.delete(`/api/v1/workspace/${doomed.id}`)).status).toBe(204);
    const repos = createRepositories(server.server.db);
    expect(await repos.workspaces.find(ownerUser.activeOrganizationId, doomed.id)).toBeUndefined();
    expect(await repos.workspaceUsers.list({ workspaceId: doomed.id })).toEqual([]);
    expect(await repos.apiKeys.find(doomed.id, key.id)).toBeUndefined();
    expect(await repos.workspaceShares.sharedWith(ownerUser.activeWorkspaceId, 'credential')).toEqual([]);
    expect(await repos.credentials.list(doomed.id)).toEqual([]);
    expect((await owner.delete(`/api/v1/workspace/${doomed.id}`)).status).toBe(404);

    // The member had no other workspace: their requests now say so until an admin adds them elsewhere.
    const after = await member.session.get('/api/v1/workspaceuser?userId=' + member.user.id);
    expect(after.body).toEqual([]);
    expect((await member.session.post('/api/v1/auth/refreshToken')).status).toBe(403);
  });

  it('keeps workspace administration from members and from API keys', async () => {
    const member = await inviteMember(server, owner);
    expect(member.user.permissions).not.toContain('workspace:create');
    expect((await create(member.session, 'Mine')).status).toBe(403);
    expect((await member.session.get('/api/v1/workspace')).status).toBe(403);
    const key = await createApiKey(owner, 'automation');
    const viaKey = await server
      .session()
      .post(
        '/api/v1/workspace',
        { name: 'Via key' },
        { headers: { authorization: `Bearer ${key.apiKeySecret}` } },
      );
    expect(viaKey.status).toBe(403);
    const refused = await owner.post('/api/v1/apikey', {
      keyName: 'admin',
      permissions: ['workspace:create'],
    });
    expect(refused.status).toBe(400);
  });
});
