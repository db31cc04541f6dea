import type { ApiKey } from '@loomflow/core';
import {
  createApiKey,
  createTestDatabase,
  login,
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
} from '@loomflow/testkit/server';
import { describe, expect, it } from 'vitest';

describe.each(TEST_DATABASE_KINDS)('a restart on %s', (kind) => {
  it('keeps accounts and API keys, and the keys still authenticate', async () => {
    const database = await createTestDatabase(kind);
    try {
      const account = newAccount();
      const first = await startTestServer({ existingDatabase: database });
      const key = await createApiKey(await registeredSession(first, account), 'survivor');
      await first.close();

      const second = await startTestServer({ existingDatabase: database });
      try {
        const session = second.session();
        await login(session, account);
        const keys = await session.get<ApiKey[]>('/api/v1/apikey');
        expect(keys.body.map((item) => item.keyName)).toEqual(['survivor']);
        const viaKey = await second
          .session()
          .get('/api/v1/apikey', { headers: { authorization: `Bearer ${key.apiKeySecret}` } });
        expect(viaKey.status).toBe(200);
        expect((await second.session().get('/api/v1/settings')).body).toMatchObject({ hasUsers: true });
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});

async function registeredSession(
  server: Awaited<ReturnType<typeof startTestServer>>,
  account: ReturnType<typeof newAccount>,
) {
  const session = server.session();
  await registerAndLogin(session, account);
  return session;
}
