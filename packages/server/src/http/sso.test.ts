import type { LoginResponse, SsoConfig, SsoPublicProvider, SsoTestResult } from '@loomflow/core';
import { followRedirects, startFakeOidcProvider, type FakeOidcProvider } from '@loomflow/testkit/fake-oidc';
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

describe.each(TEST_DATABASE_KINDS)('single sign-on with OpenID Connect (enterprise, %s)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;
  let oidc: FakeOidcProvider;

  const signIn = () =>
    followRedirects(`${server.url}/api/v1/auth/sso/oidc`, {
      appOrigin: server.url,
      stopAtPaths: ['/sso-success', '/login'],
    });

  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
    oidc = await startFakeOidcProvider({
      redirectUris: [`${server.url}/api/v1/auth/sso/oidc/callback`],
      account: { sub: 'owner-sub', email: ownerUser.email },
    });
  });
  afterAll(async () => {
    await oidc.close();
    await server.close();
  });

  it('lists no providers on the sign-in page until one is enabled', async () => {
    const listed = await server.session().get<SsoPublicProvider[]>('/api/v1/auth/sso-providers');
    expect(listed.body).toEqual([]);
    const configs = await owner.get<SsoConfig[]>('/api/v1/sso-config');
    expect(configs.body.map((config) => config.provider)).toEqual(['azure', 'google', 'auth0', 'oidc']);
    expect(configs.body.find((config) => config.provider === 'oidc')).toMatchObject({
      configured: false,
      redirectUri: `${server.url}/api/v1/auth/sso/oidc/callback`,
    });
  });

  it('tests the connection by discovery and says why one fails', async () => {
    const good = await owner.post<SsoTestResult>('/api/v1/sso-config/test', {
      provider: 'oidc',
      issuer: oidc.issuer,
    });
    expect(good.body).toMatchObject({ ok: true });
    const bad = await owner.post<SsoTestResult>('/api/v1/sso-config/test', {
      provider: 'oidc',
      issuer: 'http://127.0.0.1:9/nothing',
    });
    expect(bad.body.ok).toBe(false);
    expect(bad.body.message).toContain('Could not reach');
    const plainHttp = await owner.post('/api/v1/sso-config/test', {
      provider: 'oidc',
      issuer: 'http://example.com',
    });
    expect(plainHttp.status).toBe(400);
    const azure = await owner.post('/api/v1/sso-config/test', {
      provider: 'azure',
      tenantId: 'bad tenant/..',
    });
    expect(azure.status).toBe(400);
  });

  it('refuses to enable a provider without a client secret, and keeps the secret out of every answer', async () => {
    const missing = await owner.put('/api/v1/sso-config', {
      provider: 'oidc',
      enabled: true,
      clientId: oidc.clientId,
      issuer: oidc.issuer,
    });
    expect(missing.status).toBe(400);
    const saved = await owner.put<SsoConfig>('/api/v1/sso-config', {
      provider: 'oidc',
      enabled: true,
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
      issuer: oidc.issuer,
      allowSignUp: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, enabled: true, hasClientSecret: true });
    expect(JSON.stringify(saved.body)).not.toContain(oidc.clientSecret);
    const row = await server.server.db.selectFrom('sso_config').selectAll().executeTakeFirstOrThrow();
    expect(row.clientSecret).not.toContain(oidc.clientSecret);
    const listed = await server.session().get<SsoPublicProvider[]>('/api/v1/auth/sso-providers');
    expect(listed.body).toEqual([{ provider: 'oidc', label: 'OpenID Connect' }]);
  });

  it('signs an existing user in through the provider and lands on /sso-success, once', async () => {
    const { location, hops } = await signIn();
    expect(location.pathname).toBe('/sso-success');
    expect(hops.some((hop) => hop.startsWith(oidc.issuer))).toBe(true);
    const token = location.searchParams.get('token') ?? '';
    const browser = server.session();
    const success = await browser.get<LoginResponse>(
      `/api/v1/auth/sso-success?token=${encodeURIComponent(token)}`,
    );
    expect(success.status).toBe(200);
    expect(success.body).toMatchObject({ id: ownerUser.id, email: ownerUser.email });
    // The session works like a password login's.
    const me = await browser.get<SsoConfig[]>('/api/v1/sso-config');
    expect(me.status).toBe(200);
    const again = await server.session().get(`/api/v1/auth/sso-success?token=${encodeURIComponent(token)}`);
    expect(again.status).toBe(401);
  });

  it('refuses an unknown email unless sign-up is allowed, then creates the account in the Default Workspace', async () => {
    oidc.signInAs({ sub: 'newcomer', email: 'newcomer@example.com', name: 'New Comer' });
    const refused = await signIn();
    expect(refused.location.pathname).toBe('/login');
    expect(refused.location.searchParams.get('error')).toBe('sso_no_account');

    await owner.put('/api/v1/sso-config', {
      provider: 'oidc',
      enabled: true,
      clientId: oidc.clientId,
      issuer: oidc.issuer,
      allowSignUp: true,
    });
    const { location } = await signIn();
    expect(location.pathname).toBe('/sso-success');
    const browser = server.session();
    const success = await browser.get<LoginResponse>(
      `/api/v1/auth/sso-success?token=${encodeURIComponent(location.searchParams.get('token') ?? '')}`,
    );
    expect(success.body).toMatchObject({
      email: 'newcomer@example.com',
      name: 'New Comer',
      isSSO: true,
      activeWorkspace: 'Default Workspace',
      activeOrganizationId: ownerUser.activeOrganizationId,
    });
    // An account without a password cannot set one: its identity provider owns it.
    const change = await browser.put('/api/v1/user', {
      id: success.body.id,
      oldPassword: 'whatever-1',
      newPassword: 'brand-new-pass-1',
    });
    expect(change.status).toBe(400);
    expect(change.body).toMatchObject({ message: expect.stringContaining('single sign-on') });
  });

  it('refuses an email the provider has not verified, and a deactivated account', async () => {
    oidc.signInAs({ sub: 'unverified', email: 'unverified@example.com', emailVerified: false });
    const unverified = await signIn();
    expect(unverified.location.searchParams.get('error')).toBe('sso_email_unverified');
    expect(await server.server.services.repos.users.findByEmail('unverified@example.com')).toBeUndefined();

    const member = await inviteMember(server, owner);
    await server.server.services.repos.users.update(member.user.id, { status: 'inactive' });
    oidc.signInAs({ sub: 'inactive', email: member.user.email });
    const inactive = await signIn();
    expect(inactive.location.searchParams.get('error')).toBe('sso_inactive');
  });

  it('rejects a callback with a forged or replayed state', async () => {
    const forged = await fetch(`${server.url}/api/v1/auth/sso/oidc/callback?code=abc&state=forged`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/login?error=sso_expired');
    expect(forged.headers.getSetCookie().some((cookie) => cookie.startsWith('token='))).toBe(false);
  });

  it('answers 404 for an unknown provider and sends a disabled one back to sign-in', async () => {
    const unknown = await fetch(`${server.url}/api/v1/auth/sso/facebook`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    const disabled = await fetch(`${server.url}/api/v1/auth/sso/google`, { redirect: 'manual' });
    expect(disabled.headers.get('location')).toBe('/login?error=sso_unavailable');
  });

  it('keeps the settings to sso:manage holders, never API keys', async () => {
    const member = await inviteMember(server, owner);
    expect((await member.session.get('/api/v1/sso-config')).status).toBe(403);
    const key = await createApiKey(owner, 'sso');
    const byKey = await server.session().get('/api/v1/sso-config', {
      headers: { authorization: `Bearer ${key.apiKeySecret}` },
    });
    expect(byKey.status).toBe(403);
    const update = await member.session.put('/api/v1/sso-config', {
      provider: 'google',
      enabled: false,
      clientId: 'x',
    });
    expect(update.status).toBe(403);
  });
});

describe('single sign-on outside the enterprise edition', () => {
  it('is neither configurable nor offered on the open-source kind', async () => {
    const server = await startTestServer({ database: 'sqlite' });
    try {
      const owner = server.session();
      await registerAndLogin(owner);
      const config = await owner.get<{ message: string }>('/api/v1/sso-config');
      expect(config.status).toBe(403);
      expect(config.body.message).toContain('enterprise');
      expect((await server.session().get('/api/v1/auth/sso-providers')).body).toEqual([]);
      const start = await fetch(`${server.url}/api/v1/auth/sso/oidc`, { redirect: 'manual' });
      expect(start.headers.get('location')).toBe('/login?error=sso_unavailable');
    } finally {
      await server.close();
    }
  });
});
