import { AUTH_MESSAGES, REFRESH_TOKEN_COOKIE, type ApiKey, type LoginResponse } from '@loomflow/core';
import {
  createApiKey,
  login,
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(TEST_DATABASE_KINDS)('accounts and sessions on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      configure: (config) => ({
        ...config,
        // JWT expiry has one-second resolution: 2 s lives between 1 and 2 s.
        auth: { ...config.auth, accessTokenTtlSeconds: 2, refreshReuseGraceSeconds: 0 },
      }),
    });
  });
  afterAll(() => server.close());

  const owner = newAccount('owner');

  it('makes the first user the active owner of an organization with a Default Workspace', async () => {
    const session = server.session();
    const registered = await session.post('/api/v1/account/register', {
      user: { name: owner.name, email: owner.email, credential: owner.password },
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      email: owner.email,
      status: 'active',
      verificationRequired: false,
    });

    const user = await login(session, owner);
    expect(user).toMatchObject({
      email: owner.email,
      name: owner.name,
      status: 'active',
      isOrganizationAdmin: true,
      activeWorkspace: 'Default Workspace',
      isSSO: false,
    });
    expect(user.assignedWorkspaces).toEqual([{ id: user.activeWorkspaceId, name: 'Default Workspace' }]);
    expect(user.permissions).toContain('apikeys:view');
    expect(typeof user.token).toBe('string');
    expect(user.features).toEqual({});
  });

  it('refuses a second self-registration on an open-source install', async () => {
    const other = newAccount('intruder');
    const result = await server.session().post('/api/v1/account/register', {
      user: { name: other.name, email: other.email, credential: other.password },
    });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ message: expect.stringContaining('invitation') });
  });

  it('rejects bad registration input with the field at fault', async () => {
    const result = await server.session().post('/api/v1/account/register', {
      user: { name: 'X', email: 'not-an-email', credential: 'short' },
    });
    expect(result.status).toBe(400);
    const paths = (result.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['user.email', 'user.credential']));
  });

  it('answers wrong credentials with the spec messages and nothing more', async () => {
    const wrongPassword = await server
      .session()
      .post('/api/v1/auth/login', { email: owner.email, password: 'nope-1234' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      statusCode: 401,
      success: false,
      message: AUTH_MESSAGES.incorrectPassword,
    });
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);

    const unknown = await server
      .session()
      .post('/api/v1/auth/login', { email: 'nobody@example.com', password: 'x1234567' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ statusCode: 401, success: false, message: AUTH_MESSAGES.unknownUser });
  });

  it('refuses a cookie-authenticated change without the XSRF header and changes nothing', async () => {
    const session = server.session();
    await login(session, owner);
    const refused = await session.post('/api/v1/apikey', { keyName: 'sneaky' }, { xsrf: false });
    expect(refused.status).toBe(403);
    const forged = await session.post(
      '/api/v1/apikey',
      { keyName: 'sneaky' },
      { xsrf: false, headers: { 'x-xsrf-token': 'forged' } },
    );
    expect(forged.status).toBe(403);
    const list = await session.get<ApiKey[]>('/api/v1/apikey');
    expect(list.body.map((key) => key.keyName)).not.toContain('sneaky');
    const accepted = await session.post('/api/v1/apikey', { keyName: 'legit' });
    expect(accepted.status).toBe(201);
  });

  it('answers an expired access token with Token Expired and retry, and the refreshed retry succeeds', async () => {
    const session = server.session();
    await login(session, owner);
    await new Promise((resolve) => setTimeout(resolve, 2200));
    const expired = await session.get('/api/v1/apikey');
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ message: AUTH_MESSAGES.tokenExpired, retry: true });

    const refreshed = await session.post<LoginResponse>('/api/v1/auth/refreshToken');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.id).toBeTruthy();
    const retried = await session.get('/api/v1/apikey');
    expect(retried.status).toBe(200);
  });

  it('revokes the login when a used refresh token is presented again', async () => {
    const session = server.session();
    await login(session, owner);
    const stolen = session.cookies.get(REFRESH_TOKEN_COOKIE);
    expect(stolen).toBeTruthy();
    expect((await session.post('/api/v1/auth/refreshToken')).status).toBe(200);
    const current = session.cookies.get(REFRESH_TOKEN_COOKIE);
    expect(current).not.toBe(stolen);

    const attacker = server.session();
    attacker.cookies.set(REFRESH_TOKEN_COOKIE, stolen ?? '');
    const replay = await attacker.post('/api/v1/auth/refreshToken');
    expect(replay.status).toBe(401);

    // The legitimate holder's tokens died with the login too.
    expect((await session.get('/api/v1/apikey')).status).toBe(401);
    expect((await session.post('/api/v1/auth/refreshToken')).status).toBe(401);
  });

  it('logs out: the session stops working and the cookies are cleared', async () => {
    const session = server.session();
    await login(session, owner);
    const kept = new Map(session.cookies);
    const result = await session.post('/api/v1/account/logout');
    expect(result.body).toEqual({ message: 'logged_out', redirectTo: '/login' });
    expect(session.cookies.size).toBe(0);
    const replay = server.session();
    for (const [name, value] of kept) replay.cookies.set(name, value);
    expect((await replay.get('/api/v1/apikey')).status).toBe(401);
  });
});

describe('login rate limits', () => {
  it('locks an account after repeated failures, even for the right password', async () => {
    const server = await startTestServer({ env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: '3' } });
    try {
      const account = newAccount();
      await registerAndLogin(server.session(), account);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const result = await server
          .session()
          .post('/api/v1/auth/login', { email: account.email, password: 'wrong-123' });
        expect(result.status).toBe(401);
      }
      const locked = await server
        .session()
        .post('/api/v1/auth/login', { email: account.email, password: account.password });
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({
        message: expect.stringContaining('Too many failed login attempts'),
      });
    } finally {
      await server.close();
    }
  });

  it('limits login attempts per address', async () => {
    const server = await startTestServer({ env: { LOGIN_RATE_LIMIT_PER_ADDRESS: '4' } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const result = await server
          .session()
          .post('/api/v1/auth/login', { email: `a${attempt}@example.com`, password: 'x1234567' });
        statuses.push(result.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await server.close();
    }
  });
});

describe('API keys as credentials', () => {
  it('authorizes API routes within the key workspace and permissions, never key administration', async () => {
    const server = await startTestServer();
    try {
      const session = server.session();
      await registerAndLogin(session);
      const key = await createApiKey(session, 'automation');
      expect(key.apiKeySecret).toMatch(/^lf_[0-9a-f]{12}_/);

      const listed = await session.get<ApiKey[]>('/api/v1/apikey');
      expect(JSON.stringify(listed.body)).not.toContain(key.apiKeySecret.slice(16));

      const bearer = { headers: { authorization: `Bearer ${key.apiKeySecret}` } };
      const client = server.session();
      const viaKey = await client.get<ApiKey[]>('/api/v1/apikey', bearer);
      expect(viaKey.status).toBe(200);
      expect(viaKey.body.map((item) => item.id)).toContain(key.id);
      expect((await client.post('/api/v1/apikey', { keyName: 'minted' }, bearer)).status).toBe(403);
      expect(
        (await client.post('/api/v1/account/invite', { user: { email: 'x@example.com' } }, bearer)).status,
      ).toBe(403);

      const narrow = await createApiKey(session, 'narrow', ['chatflows:view']);
      const narrowResult = await client.get('/api/v1/apikey', {
        headers: { authorization: `Bearer ${narrow.apiKeySecret}` },
      });
      expect(narrowResult.status).toBe(403);

      const refused = await session.post('/api/v1/apikey', {
        keyName: 'admin',
        permissions: ['users:manage'],
      });
      expect(refused.status).toBe(400);

      expect((await session.delete(`/api/v1/apikey/${key.id}`)).status).toBe(204);
      expect((await client.get('/api/v1/apikey', bearer)).status).toBe(401);
      expect(
        (await client.get('/api/v1/apikey', { headers: { authorization: 'Bearer lf_000000000000_nope' } }))
          .status,
      ).toBe(401);
    } finally {
      await server.close();
    }
  });
});
