import type { LoginResponse, PublicUser } from '@loomflow/core';
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

describe.each(TEST_DATABASE_KINDS)('user profile on %s (enterprise)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it('reads one own profile, and others only with users:manage', async () => {
    const member = await inviteMember(server, owner);
    const own = await member.session.get<PublicUser>(`/api/v1/user?id=${member.user.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      id: member.user.id,
      name: member.account.name,
      email: member.account.email,
      status: 'active',
      isSSO: false,
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
      lastLogin: expect.any(String),
    });
    expect(JSON.stringify(own.body)).not.toContain('credential');
    expect((await member.session.get(`/api/v1/user?id=${ownerUser.id}`)).status).toBe(403);
    expect((await owner.get<PublicUser>(`/api/v1/user?id=${member.user.id}`)).body.email).toBe(
      member.account.email,
    );
    expect((await owner.get('/api/v1/user?id=nobody')).status).toBe(404);
    expect((await owner.get('/api/v1/user')).status).toBe(400);
  });

  it('changes name and email; the email stays unique and needs the current password', async () => {
    const member = await inviteMember(server, owner);
    const id = member.user.id;
    const renamed = await member.session.put<PublicUser>('/api/v1/user', { id, name: 'Renamed Person' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Renamed Person');

    const fresh = newAccount('moved');
    const noPassword = await member.session.put('/api/v1/user', { id, email: fresh.email });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({ message: 'Enter your current password to change your email.' });
    const wrong = await member.session.put('/api/v1/user', {
      id,
      email: fresh.email,
      oldPassword: 'nope-1234',
    });
    expect(wrong.status).toBe(400);
    const taken = await member.session.put('/api/v1/user', {
      id,
      email: ownerUser.email.toUpperCase(),
      oldPassword: member.account.password,
    });
    expect(taken.status).toBe(409);
    expect((await member.session.get<PublicUser>(`/api/v1/user?id=${id}`)).body.email).toBe(
      member.account.email,
    );

    const moved = await member.session.put<PublicUser>('/api/v1/user', {
      id,
      email: fresh.email,
      oldPassword: member.account.password,
    });
    expect(moved.body.email).toBe(fresh.email);
    await login(server.session(), { ...member.account, email: fresh.email });

    const other = await member.session.put('/api/v1/user', { id: ownerUser.id, name: 'Hijack' });
    expect(other.status).toBe(403);
    expect((await member.session.put('/api/v1/user', { id })).status).toBe(400);
  });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const member = await inviteMember(server, owner);
    const id = member.user.id;
    const otherDevice = server.session();
    await login(otherDevice, member.account);

    const weak = await member.session.put('/api/v1/user', {
      id,
      oldPassword: member.account.password,
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    const missing = await member.session.put('/api/v1/user', { id, newPassword: 'brand-new-pass-1' });
    expect(missing.body).toMatchObject({ message: 'Enter your current password to change your password.' });

    const changed = await member.session.put('/api/v1/user', {
      id,
      oldPassword: member.account.password,
      newPassword: 'brand-new-pass-1',
    });
    expect(changed.status).toBe(200);
    expect((await member.session.get(`/api/v1/user?id=${id}`)).status).toBe(200);
    expect((await otherDevice.get(`/api/v1/user?id=${id}`)).status).toBe(401);
    expect((await otherDevice.post('/api/v1/auth/refreshToken')).status).toBe(401);
    await login(server.session(), { ...member.account, password: 'brand-new-pass-1' });
    const old = await server
      .session()
      .post('/api/v1/auth/login', { email: member.account.email, password: member.account.password });
    expect(old.status).toBe(401);
  });

  it('refuses a password change for single sign-on accounts', async () => {
    const member = await inviteMember(server, owner);
    await server.server.services.repos.users.update(member.user.id, { credential: null });
    const result = await member.session.put('/api/v1/user', {
      id: member.user.id,
      oldPassword: 'anything-1',
      newPassword: 'brand-new-pass-1',
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: expect.stringContaining('single sign-on') });
    const profile = await member.session.get<PublicUser>(`/api/v1/user?id=${member.user.id}`);
    expect(profile.body.isSSO).toBe(true);
  });
});
