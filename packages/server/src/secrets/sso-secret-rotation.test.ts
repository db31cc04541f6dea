import {
  createTestDatabase,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
} from '@loomflow/testkit/server';
import { describe, expect, it } from 'vitest';
import { rotateCredentialKey } from './credential-key-rotation.ts';

describe.each(TEST_DATABASE_KINDS)('SSO client secrets and key rotation on %s', (kind) => {
  it('re-encrypts the stored client secret, which still reads after a restart', async () => {
    const database = await createTestDatabase(kind);
    try {
      const first = await startTestServer({
        existingDatabase: database,
        env: { PLATFORM_TYPE: 'enterprise' },
      });
      const owner = first.session();
      await registerAndLogin(owner);
      const saved = await owner.put('/api/v1/sso-config', {
        provider: 'auth0',
        enabled: true,
        clientId: 'client-1',
        clientSecret: 'auth0-secret-value',
        issuer: 'https://tenant.example.com',
      });
      expect(saved.status).toBe(200);
      const before = await first.server.db
        .selectFrom('sso_config')
        .select('clientSecret')
        .executeTakeFirstOrThrow();
      await rotateCredentialKey(first.server.db, first.server.config.secretKey);
      await first.close();

      const second = await startTestServer({
        existingDatabase: database,
        env: { PLATFORM_TYPE: 'enterprise' },
      });
      try {
        const after = await second.server.db
          .selectFrom('sso_config')
          .select('clientSecret')
          .executeTakeFirstOrThrow();
        expect(after.clientSecret).not.toBe(before.clientSecret);
        const enabled = await second.server.services.ssoConfig.enabledWithSecret('auth0');
        expect(enabled?.clientSecret).toBe('auth0-secret-value');
        expect(enabled?.row.issuer).toBe('https://tenant.example.com/');
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('refuses to start with another key when only an SSO client secret is stored', async () => {
    const database = await createTestDatabase(kind);
    try {
      const first = await startTestServer({
        existingDatabase: database,
        env: { PLATFORM_TYPE: 'enterprise' },
      });
      const owner = first.session();
      await registerAndLogin(owner);
      const saved = await owner.put('/api/v1/sso-config', {
        provider: 'auth0',
        enabled: true,
        clientId: 'client-1',
        clientSecret: 'auth0-secret-value',
        issuer: 'https://tenant.example.com',
      });
      expect(saved.status).toBe(200);
      await first.close();

      await expect(
        startTestServer({
          existingDatabase: database,
          env: { PLATFORM_TYPE: 'enterprise', LOOMFLOW_SECRETKEY: 'a-different-key-of-enough-length' },
        }),
      ).rejects.toThrow(/SSO secrets in this database were encrypted with another key/);
    } finally {
      await database.drop();
    }
  });
});
