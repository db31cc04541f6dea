import { newAccount, registerAndLogin, startTestServer, type TestServer } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };

describe('system routes and HTTP behaviour', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { BODY_LIMIT_MB: '1' }, captureLogs: true });
  });
  afterAll(() => server.close());

  it('reports settings, version and ping', async () => {
    const settings = await server.session().get('/api/v1/settings');
    expect(settings.body).toEqual({
      PLATFORM_TYPE: 'open source',
      hasUsers: false,
      needsSetup: true,
      emailEnabled: false,
      openRegistration: true,
    });
    expect((await server.session().get('/api/v1/version')).body).toEqual({ version: packageJson.version });
    expect((await server.session().get('/api/v1/ping')).body).toBe('pong');
  });

  it('never lets a differently-cased API path reach a handler', async () => {
    for (const path of ['/API/V1/apikey', '/Api/v1/apikey', '/api/V1/settings']) {
      const result = await server.session().get(path);
      expect(result.status, path).toBe(404);
      expect(result.body).toMatchObject({ success: false });
    }
  });

  it('answers unknown API routes, bad JSON and oversized bodies with clear JSON errors', async () => {
    const unknown = await server.session().get('/api/v1/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'No API route GET /api/v1/no-such-thing' });

    const badJson = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ message: expect.stringContaining('not valid JSON') });

    const huge = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: 'Request body is too large: the limit is 1 MB' });
  });

  it('keeps passwords, tokens and API keys out of the logs', async () => {
    const session = server.session();
    const account = newAccount();
    const user = await registerAndLogin(session, account);
    const key = await session.post<{ apiKeySecret: string }>('/api/v1/apikey', { keyName: 'logged?' });
    await server
      .session()
      .get('/api/v1/apikey', { headers: { authorization: `Bearer ${key.body.apiKeySecret}` } });
    await server.session().post('/api/v1/auth/login', { email: account.email, password: 'wrong-password-1' });
    const logs = server.logs.join('');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).toContain('/api/v1/auth/login');
    for (const secret of [
      account.password,
      'wrong-password-1',
      user.token,
      key.body.apiKeySecret,
      ...session.cookies.values(),
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
