import type { OrganizationUser, SettingsResponse } from '@loomflow/core';
import {
  login,
  newAccount,
  startTestServer,
  TEST_DATABASE_KINDS,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(TEST_DATABASE_KINDS)('first-run organization setup on %s (enterprise)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
  });
  afterAll(() => server.close());

  const settings = async () => (await server.session().get<SettingsResponse>('/api/v1/settings')).body;

  it('creates the named organization and its owner, then stops offering setup', async () => {
    expect(await settings()).toMatchObject({
      needsSetup: true,
      hasUsers: false,
      license: { status: 'valid' },
    });
    const owner = newAccount('owner');
    const noName = await server.session().post('/api/v1/account/register', {
      user: { name: owner.name, email: owner.email, credential: owner.password },
      organization: { name: '   ' },
    });
    expect(noName.status).toBe(400);
    expect(await settings()).toMatchObject({ needsSetup: true });

    const registered = await server.session().post('/api/v1/account/register', {
      user: { name: owner.name, email: owner.email, credential: owner.password },
      organization: { name: 'Acme Robotics' },
    });
    expect(registered.status).toBe(201);
    const session = server.session();
    const user = await login(session, owner);
    expect(user).toMatchObject({ isOrganizationAdmin: true, activeWorkspace: 'Default Workspace' });
    const memberships = await session.get<OrganizationUser[]>(`/api/v1/organizationuser?userId=${user.id}`);
    expect(memberships.body).toEqual([
      expect.objectContaining({
        isOwner: true,
        organization: { id: user.activeOrganizationId, name: 'Acme Robotics' },
      }),
    ]);
    expect(await settings()).toMatchObject({ needsSetup: false, hasUsers: true });

    const late = newAccount('late');
    const second = await server.session().post('/api/v1/account/register', {
      user: { name: late.name, email: late.email, credential: late.password },
      organization: { name: 'Takeover' },
    });
    expect(second.status).toBe(403);
  });
});
