import type { LoginResponse, Role } from '@loomflow/core';
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
import { createOrganizationWithOwner } from '../services/tenancy.service.ts';

async function foreignRoleId(server: TestServer): Promise<string> {
  const repos = createRepositories(server.server.db);
  const now = new Date().toISOString();
  const userId = `foreign-${Math.random().toString(36).slice(2)}`;
  await repos.users.create({
    id: userId,
    name: 'Foreign',
    email: `${userId}@example.com`,
    credential: null,
    status: 'active',
    tempToken: null,
    tokenExpiry: null,
    activeWorkspaceId: null,
    lastLogin: null,
    createdDate: now,
    updatedDate: now,
  });
  const { organizationId } = await createOrganizationWithOwner(repos, userId, 'Foreign Organization');
  const id = `foreign-role-${userId}`;
  await server.server.db
    .insertInto('role')
    .values({
      id,
      organizationId,
      name: 'foreign',
      description: null,
      permissions: '["tools:view"]',
      createdDate: now,
      updatedDate: now,
    })
    .execute();
  return id;
}

describe.each(TEST_DATABASE_KINDS)('roles on %s (enterprise)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;
  const base = '/api/v1/role';
  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it('lists the built-in roles read-only, with how many hold them', async () => {
    const list = await owner.get<Role[]>(base);
    expect(list.status).toBe(200);
    expect(list.body.slice(0, 3).map((role) => [role.name, role.builtIn])).toEqual([
      ['owner', true],
      ['member', true],
      ['viewer', true],
    ]);
    expect(list.body[0]?.userCount).toBe(1);
    const edit = await owner.put(base, { id: 'builtin-member', permissions: ['tools:view'] });
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ message: expect.stringContaining('built-in role') });
    expect((await owner.delete(`${base}?id=builtin-viewer`)).status).toBe(403);
    const member = await owner.get<Role>(`${base}?id=builtin-member`);
    expect(member.body.permissions).toContain('tools:create');
  });

  it('creates, renames and deletes custom roles, refusing bad input and changing nothing', async () => {
    const created = await owner.post<Role>(base, {
      name: 'Reviewers',
      description: 'Read flows',
      permissions: ['chatflows:view', 'agentflows:view', 'chatflows:view'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Reviewers',
      builtIn: false,
      organizationId: ownerUser.activeOrganizationId,
      permissions: ['chatflows:view', 'agentflows:view'],
      userCount: 0,
    });
    // Flowise sends the permissions as JSON text.
    const fromText = await owner.post<Role>(base, { name: 'Texty', permissions: '["tools:view"]' });
    expect(fromText.body.permissions).toEqual(['tools:view']);

    const refusals: [unknown, number, string][] = [
      [{ name: 'reviewers', permissions: ['tools:view'] }, 409, 'already exists'],
      [{ name: 'Owner', permissions: ['tools:view'] }, 400, 'built-in role names'],
      [{ name: 'Other', permissions: ['tools:fly'] }, 400, 'Unknown permission: tools:fly'],
      [{ name: 'Empty', permissions: [] }, 400, 'at least one permission'],
      [{ name: '', permissions: ['tools:view'] }, 400, 'Name is required'],
    ];
    for (const [body, status, text] of refusals) {
      const result = await owner.post(base, body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(result.body)).toContain(text);
    }
    const renamed = await owner.put<Role>(base, { id: created.body.id, name: 'Auditors' });
    expect(renamed.body).toMatchObject({
      name: 'Auditors',
      permissions: ['chatflows:view', 'agentflows:view'],
    });
    expect((await owner.put(base, { id: created.body.id, name: 'Texty' })).status).toBe(409);
    expect((await owner.put(base, { id: created.body.id })).status).toBe(400);
    expect((await owner.delete(`${base}?id=${created.body.id}`)).status).toBe(204);
    expect((await owner.get(`${base}?id=${created.body.id}`)).status).toBe(404);
  });

  it('applies a role change to the next request of its holders', async () => {
    const role = await owner.post<Role>(base, { name: 'Toolsmiths', permissions: ['tools:view'] });
    const member = await inviteMember(server, owner, { roleId: role.body.id });
    expect((await member.session.get('/api/v1/tools')).status).toBe(200);
    await owner.put(base, { id: role.body.id, permissions: ['variables:view'] });
    expect((await member.session.get('/api/v1/tools')).status).toBe(403);
    expect((await member.session.get('/api/v1/variables')).status).toBe(200);
  });

  it('refuses to delete a role in use until its users are reassigned', async () => {
    const role = await owner.post<Role>(base, { name: 'Temporary', permissions: ['tools:view'] });
    const member = await inviteMember(server, owner, { roleId: role.body.id });
    const refused = await owner.delete(`${base}?id=${role.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'Role Temporary is assigned to 1 user. Reassign them to another role before deleting it.',
    });
    expect((await owner.delete(`${base}?id=${role.body.id}&reassignToRoleId=${role.body.id}`)).status).toBe(
      400,
    );
    expect((await owner.delete(`${base}?id=${role.body.id}&reassignToRoleId=nope`)).status).toBe(400);
    expect((await owner.get(`${base}?id=${role.body.id}`)).status).toBe(200);

    const deleted = await owner.delete(`${base}?id=${role.body.id}&reassignToRoleId=builtin-viewer`);
    expect(deleted.status).toBe(204);
    expect((await member.session.get('/api/v1/tools')).status).toBe(200);
    expect((await member.session.post('/api/v1/tools', { name: 'x', description: 'y' })).status).toBe(403);
    const viewer = await owner.get<Role>(`${base}?id=builtin-viewer`);
    expect(viewer.body.userCount).toBeGreaterThanOrEqual(1);
  });

  it('is for roles:manage only, never API keys, and never reaches another organization', async () => {
    const member = await inviteMember(server, owner);
    const key = await createApiKey(owner, 'roles');
    const bearer = { headers: { authorization: `Bearer ${key.apiKeySecret}` } };
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['POST', base, { name: 'Sneaky', permissions: ['tools:view'] }],
      ['PUT', base, { id: 'builtin-viewer', name: 'Sneaky' }],
      ['DELETE', `${base}?id=builtin-viewer`],
    ];
    for (const [method, path, body] of calls) {
      expect((await member.session.request(method, path, { body })).status, `${method} member`).toBe(403);
      expect(
        (await server.session().request(method, path, { body, ...bearer })).status,
        `${method} key`,
      ).toBe(403);
    }
    const foreign = await foreignRoleId(server);
    expect((await owner.get(`${base}?id=${foreign}`)).status).toBe(404);
    expect((await owner.put(base, { id: foreign, name: 'Mine now' })).status).toBe(404);
    expect((await owner.delete(`${base}?id=${foreign}`)).status).toBe(404);
    expect((await owner.get(`${base}?organizationId=some-other-organization`)).status).toBe(404);
    expect((await owner.get<Role[]>(base)).body.some((role) => role.id === foreign)).toBe(false);
    const row = await server.server.db
      .selectFrom('role')
      .selectAll()
      .where('id', '=', foreign)
      .executeTakeFirst();
    expect(row?.name).toBe('foreign');
  });
});
