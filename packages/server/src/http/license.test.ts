import type { LicenseState, LoginResponse, SettingsResponse } from '@loomflow/core';
import {
  createLicenseKeys,
  inviteMember,
  issueTestLicense,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type LicenseKeys,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DAY_MS = 24 * 60 * 60 * 1000;
const settingsOf = async (server: TestServer) =>
  (await server.session().get<SettingsResponse>('/api/v1/settings')).body;

describe.each(TEST_DATABASE_KINDS)('enterprise license on %s', (database) => {
  let keys: LicenseKeys;
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;
  beforeAll(async () => {
    keys = createLicenseKeys();
    server = await startTestServer({
      database,
      env: { PLATFORM_TYPE: 'enterprise', LICENSE_PUBLIC_KEY: keys.publicKeyPem },
    });
    owner = server.session();
  });
  afterAll(() => server.close());

  it('without a license: settings say missing, and only sign-in, account, settings and license routes work', async () => {
    expect((await settingsOf(server)).license).toMatchObject({ status: 'missing' });
    ownerUser = await registerAndLogin(owner);
    const blocked = await owner.get('/api/v1/apikey');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({
      message: expect.stringContaining('no license'),
      redirectTo: '/license-expired',
    });
    expect((await owner.get('/api/v1/workspace')).status).toBe(403);
    expect((await owner.post('/api/v1/auth/refreshToken')).status).toBe(200);
    expect((await owner.get<LicenseState>('/api/v1/license')).body.status).toBe('missing');
    // Not signed in still means 401 first, so the web app goes to the login page.
    expect((await server.session().get('/api/v1/apikey')).status).toBe(401);
  });

  it('refuses expired, foreign-signed and other-organization licenses and stores nothing', async () => {
    const expired = issueTestLicense(keys, { expiresAt: new Date(Date.now() - DAY_MS).toISOString() });
    const stranger = issueTestLicense(createLicenseKeys());
    const elsewhere = issueTestLicense(keys, { organizationId: 'another-organization' });
    for (const [license, message] of [
      [expired, 'expired on'],
      [stranger, 'signature'],
      [elsewhere, 'another organization'],
      ['garbage', 'LF1'],
    ] as const) {
      const result = await owner.post('/api/v1/license', { license });
      expect(result.status, message).toBe(400);
      expect(result.body).toMatchObject({ message: expect.stringContaining(message) });
    }
    expect((await owner.post('/api/v1/license', { license: '' })).status).toBe(400);
    expect((await settingsOf(server)).license?.status).toBe('missing');
  });

  it('installs a valid license (organization admins only) and the API opens', async () => {
    const license = issueTestLicense(keys, {
      licensee: 'Acme Corp',
      organizationId: ownerUser.activeOrganizationId,
      seats: 2,
    });
    const installed = await owner.post<LicenseState>('/api/v1/license', { license });
    expect(installed.status).toBe(200);
    expect(installed.body).toMatchObject({ status: 'valid', licensee: 'Acme Corp', seats: 2 });
    expect((await owner.get('/api/v1/apikey')).status).toBe(200);
    const settings = await settingsOf(server);
    expect(settings.license).toMatchObject({ status: 'valid', licensee: 'Acme Corp' });
    expect(settings.license).not.toHaveProperty('seats');

    const member = await inviteMember(server, owner);
    const refused = await member.session.post('/api/v1/license', { license });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Only an organization admin can install a license.' });
  });

  it('refuses an invitation beyond the licensed seats', async () => {
    const result = await owner.post('/api/v1/account/invite', { user: { email: 'third@example.com' } });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ message: expect.stringContaining('every seat is taken') });
  });
});

describe('enterprise license given by the environment', () => {
  it('reports an expired license and closes the API with a redirect to /license-expired', async () => {
    const keys = createLicenseKeys();
    const expiresAt = new Date(Date.now() - DAY_MS).toISOString();
    const server = await startTestServer({
      env: {
        PLATFORM_TYPE: 'enterprise',
        LICENSE_PUBLIC_KEY: keys.publicKeyPem,
        LOOMFLOW_LICENSE: issueTestLicense(keys, { expiresAt, licensee: 'Old Customer' }),
      },
    });
    try {
      expect((await settingsOf(server)).license).toMatchObject({
        status: 'expired',
        licensee: 'Old Customer',
        expiresAt,
        message: expect.stringContaining(`expired on ${expiresAt.slice(0, 10)}`),
      });
      const owner = server.session();
      await registerAndLogin(owner);
      const blocked = await owner.get('/api/v1/organizationuser?organizationId=x');
      expect(blocked.status).toBe(403);
      expect(blocked.body).toMatchObject({ redirectTo: '/license-expired' });
      // A fresh license from the admin replaces it at once.
      const renewed = await owner.post<LicenseState>('/api/v1/license', { license: issueTestLicense(keys) });
      expect(renewed.body.status).toBe('valid');
      expect((await owner.get('/api/v1/apikey')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('does not apply to open source', async () => {
    const server = await startTestServer();
    try {
      expect(await settingsOf(server)).not.toHaveProperty('license');
      const owner = server.session();
      await registerAndLogin(owner);
      expect((await owner.get('/api/v1/apikey')).status).toBe(200);
      const upload = await owner.post('/api/v1/license', { license: 'LF1.a.b' });
      expect(upload.status).toBe(400);
      expect(upload.body).toMatchObject({ message: expect.stringContaining('Enterprise') });
    } finally {
      await server.close();
    }
  });
});
