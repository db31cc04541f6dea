import {
  createTestDatabase,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type TestServer,
} from '@loomflow/testkit/server';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rotateCredentialKey } from './credential-key-rotation.ts';

describe.each(TEST_DATABASE_KINDS)('encryption key on %s', (kind) => {
  it('rotates every credential to a new key in one go, and the server reads them after a restart', async () => {
    const database = await createTestDatabase(kind);
    try {
      const first = await startTestServer({ existingDatabase: database });
      const keyFile = path.join(database.dataDir, 'encryption.key');
      const ws = await registerWorkspace(first);
      const ids: string[] = [];
      for (const secret of ['sk-one', 'sk-two', 'sk-three']) {
        const created = await first.server.services.credentials.create(ws, {
          name: secret,
          credentialName: 'openAIApi',
          plainDataObj: { openAIApiKey: secret },
        });
        ids.push(created.id);
      }
      const oldKey = readFileSync(keyFile, 'utf8');

      const result = await rotateCredentialKey(first.server.db, first.server.config.secretKey);
      expect(result.credentials).toBe(3);
      expect(readFileSync(keyFile, 'utf8')).not.toBe(oldKey);
      expect(readFileSync(result.previousKeyFile!, 'utf8')).toBe(oldKey);
      expect(existsSync(`${keyFile}.new`)).toBe(false);
      await first.close();

      const second = await startTestServer({ existingDatabase: database });
      try {
        const plain = await second.server.services.credentials.decryptForRun(ws, ids[1]!);
        expect(plain).toEqual({ openAIApiKey: 'sk-two' });
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('changes nothing when one credential cannot be re-encrypted, and refuses to start with another key', async () => {
    const database = await createTestDatabase(kind);
    try {
      const server = await startTestServer({ existingDatabase: database });
      const ws = await registerWorkspace(server);
      const good = await server.server.services.credentials.create(ws, {
        name: 'good',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-good' },
      });
      const bad = await server.server.services.credentials.create(ws, {
        name: 'bad',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-bad' },
      });
      // Tamper with one row: the rotation must fail as a whole.
      const stolen = await server.server.db
        .selectFrom('credential')
        .select('encryptedData')
        .where('id', '=', good.id)
        .executeTakeFirstOrThrow();
      await server.server.db
        .updateTable('credential')
        .set({ encryptedData: stolen.encryptedData })
        .where('id', '=', bad.id)
        .execute();
      const before = await server.server.db.selectFrom('credential').selectAll().orderBy('id').execute();
      const keyFile = path.join(database.dataDir, 'encryption.key');
      const keyBefore = readFileSync(keyFile, 'utf8');

      await expect(rotateCredentialKey(server.server.db, server.server.config.secretKey)).rejects.toThrow(
        /integrity/,
      );
      expect(await server.server.db.selectFrom('credential').selectAll().orderBy('id').execute()).toEqual(
        before,
      );
      expect(readFileSync(keyFile, 'utf8')).toBe(keyBefore);
      expect(readdirSync(database.dataDir).filter((name) => name.startsWith('encryption.key'))).toEqual([
        'encryption.key',
      ]);
      await server.close();

      await expect(
        startTestServer({
          existingDatabase: database,
          env: { LOOMFLOW_SECRETKEY: 'a-different-key-of-enough-length' },
        }),
      ).rejects.toThrow(/encrypted with another key/);
    } finally {
      await database.drop();
    }
  });
});

/** The first registration makes the organization and its workspace. */
async function registerWorkspace(server: TestServer): Promise<string> {
  const user = await registerAndLogin(server.session());
  return user.activeWorkspaceId;
}
