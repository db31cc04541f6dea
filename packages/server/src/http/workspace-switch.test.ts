import type { LoginResponse, OrganizationUser, Workspace } from '@loomflow/core';
import {
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';
import { createOrganizationWithOwner } from '../services/tenancy.service.ts';

describe.each(TEST_DATABASE_KINDS)('switching between organizations on %s (cloud)', (database) => {
  let server: TestServer;
  let person: HttpSession;
  let personUser: LoginResponse;
  let second: { organizationId: string; workspaceId: string };
  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'cloud' } });
    person = server.session();
    const registered = await server.session().post<{ id: string }>('/api/v1/account/register', {
      user: { name: 'Two Hats', email: `two-hats-${Date.now()}@example.com`, credential: 'correct-horse-42' },
      organization: { name: 'First Org' },
    });
    // Cloud accounts confirm their email; this test has no mail, so it confirms them directly.
    const repos = createRepositories(server.server.db);
    await repos.users.update(registered.body.id, { status: 'active' });
    const user = await repos.users.findById(registered.body.id);
    const login = await person.post<LoginResponse>('/api/v1/auth/login', {
      email: user?.email,
      password: 'correct-horse-42',
    });
    personUser = login.body;
    second = await createOrganizationWithOwner(repos, personUser.id, 'Second Org');
    await repos.users.update(personUser.id, { activeWorkspaceId: personUser.activeWorkspaceId });
  });
  afterAll(() => server.close());

  // 'First Org' is the name the cloud registration asked for.
  it('lists the organizations of the person and switches into a workspace of another one', async () => {
    const organizations = await person.get<OrganizationUser[]>(
      `/api/v1/organizationuser?userId=${personUser.id}`,
    );
    expect(organizations.body.map((link) => link.organization.name)).toEqual(['First Org', 'Second Org']);
    expect(personUser.activeOrganizationId).not.toBe(second.organizationId);

    const switched = await person.post<LoginResponse>(`/api/v1/workspace/switch?id=${second.workspaceId}`);
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      activeOrganizationId: second.organizationId,
      activeWorkspaceId: second.workspaceId,
      isOrganizationAdmin: true,
    });

    // As admin of the second organization, a workspace there needs no link of its own.
    const extra = await person.post<Workspace>('/api/v1/workspace', { name: 'Side Project' });
    expect(extra.body.organizationId).toBe(second.organizationId);
    await server.server.services.repos.workspaceUsers.delete(extra.body.id, personUser.id);
    const intoExtra = await person.post<LoginResponse>(`/api/v1/workspace/switch?id=${extra.body.id}`);
    expect(intoExtra.body).toMatchObject({
      activeWorkspace: 'Side Project',
      activeOrganizationId: second.organizationId,
    });
    const refreshed = await person.post<LoginResponse>('/api/v1/auth/refreshToken');
    expect(refreshed.body.activeWorkspaceId).toBe(extra.body.id);
    expect(refreshed.body.assignedWorkspaces.map((workspace) => workspace.name)).toEqual([
      'Default Workspace',
      'Side Project',
    ]);

    const back = await person.post<LoginResponse>(
      `/api/v1/workspace/switch?id=${personUser.activeWorkspaceId}`,
    );
    expect(back.body.activeOrganizationId).toBe(personUser.activeOrganizationId);
  });
});
