import type { BasicAuthSettings } from '@loomflow/core';
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

const basic = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
});

describe.each(TEST_DATABASE_KINDS)('instance basic authentication on %s (open source)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'open source' } });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it('is off until an administrator turns it on, and refuses bad settings', async () => {
    const read = await owner.get<BasicAuthSettings>('/api/v1/account/basic-auth');
    expect(read.body).toEqual({ enabled: false, username: null });
    expect((await owner.post('/api/v1/account/basic-auth', { enabled: true, username: 'gate' })).status).toBe(
      400,
    );
    expect(
      (
        await owner.post('/api/v1/account/basic-auth', {
          enabled: true,
          username: 'a:b',
          password: 'long-enough-1',
        })
      ).status,
    ).toBe(400);
    expect(
      (await owner.post('/api/v1/account/basic-auth', { enabled: true, username: 'gate', password: 'short' }))
        .status,
    ).toBe(400);
    expect((await server.session().get('/api/v1/settings')).status).toBe(200);
  });

  it('then guards pages and API calls, except API keys, public prediction paths and ping', async () => {
    const key = await createApiKey(owner, 'gate-key');
    const saved = await owner.post<BasicAuthSettings>('/api/v1/account/basic-auth', {
      enabled: true,
      username: 'gate',
      password: 'open-sesame-42',
    });
    expect(saved.body).toEqual({ enabled: true, username: 'gate' });
    const stored = await server.server.db
      .selectFrom('instance_setting')
      .select('value')
      .where('key', '=', 'basicAuth')
      .executeTakeFirstOrThrow();
    expect(stored.value).not.toContain('open-sesame-42');

    const anonymous = await server.session().get<{ message: string }>('/api/v1/settings');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('Basic');
    expect((await owner.get('/api/v1/workspaceuser')).status).toBe(401);
    expect((await server.session().get('/chatflows')).status).toBe(401);
    const wrong = await server
      .session()
      .get('/api/v1/settings', { headers: basic('gate', 'wrong-password') });
    expect(wrong.status).toBe(401);

    const right = basic('gate', 'open-sesame-42');
    expect((await server.session().get('/api/v1/settings', { headers: right })).status).toBe(200);
    expect((await owner.get('/api/v1/account/basic-auth', { headers: right })).status).toBe(200);
    expect((await server.session().get('/api/v1/ping')).status).toBe(200);
    expect(
      (
        await server
          .session()
          .get('/api/v1/variables', { headers: { authorization: `Bearer ${key.apiKeySecret}` } })
      ).status,
    ).toBe(200);
    // Only a valid API key passes: any other Bearer value meets the basic challenge, on pages and API calls alike.
    for (const bearer of ['x', 'not-a-key', `${key.apiKeySecret}x`]) {
      for (const path of ['/api/v1/settings', '/chatflows', '/assets/index.js']) {
        const forged = await server.session().get(path, { headers: { authorization: `Bearer ${bearer}` } });
        expect(forged.status, `${bearer} ${path}`).toBe(401);
        expect(forged.headers.get('www-authenticate')).toContain('Basic');
      }
    }
    // The public prediction API answers for itself (here: no such flow), not with the basic challenge.
    expect((await server.session().post('/api/v1/prediction/no-such-flow', { question: 'hi' })).status).toBe(
      404,
    );
    // So do the routes the embedded widget calls.
    for (const [method, path] of [
      ['GET', '/api/v1/chatflows-uploads/no-such-flow'],
      ['GET', '/api/v1/chatflows-streaming/no-such-flow'],
      ['GET', '/api/v1/get-upload-file?chatflowId=no-such-flow&chatId=c&fileName=a.txt'],
      ['POST', '/api/v1/leads'],
      ['POST', '/api/v1/feedback'],
    ] as const) {
      const answer = await fetch(`${server.url}${path}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        ...(method === 'POST' ? { body: JSON.stringify({ chatflowid: 'no-such-flow', chatId: 'c' }) } : {}),
      });
      expect(answer.status, path).not.toBe(401);
    }

    // Turning it off opens the instance again.
    const off = await owner.post('/api/v1/account/basic-auth', { enabled: false }, { headers: right });
    expect(off.status).toBe(200);
    expect((await server.session().get('/api/v1/settings')).status).toBe(200);
  });

  it('is managed by administrators only', async () => {
    const member = await inviteMember(server, owner);
    expect((await member.session.get('/api/v1/account/basic-auth')).status).toBe(403);
    expect(
      (
        await member.session.post('/api/v1/account/basic-auth', {
          enabled: true,
          username: 'x',
          password: 'long-enough-1',
        })
      ).status,
    ).toBe(403);
  });
});

describe('instance basic authentication on enterprise', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', env: { PLATFORM_TYPE: 'enterprise' } });
  });
  afterAll(() => server.close());

  it('is refused: enterprise signs in with accounts and SSO', async () => {
    const owner = server.session();
    await registerAndLogin(owner);
    const result = await owner.post<{ message: string }>('/api/v1/account/basic-auth', {
      enabled: true,
      username: 'gate',
      password: 'open-sesame-42',
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toContain('open-source kind');
  });
});
