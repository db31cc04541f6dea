import type { DocumentStoreLoader, VectorQueryResponse } from '@loomflow/core';
import { startFakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  createTestDatabase,
  login,
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
} from '@loomflow/testkit/server';
import { describe, expect, it } from 'vitest';
import {
  EMBEDDING_DIMENSIONS,
  embeddingConfig,
  upsert,
} from '../test-support/document-store-test-support.ts';
import { vectorIdOf } from '../document-stores/record-manager.ts';

describe.each(TEST_DATABASE_KINDS)('a crash between the vector commit and the record rows on %s', (kind) => {
  it('is repaired at start: the vector the record manager never settled is deleted with its row', async () => {
    const database = await createTestDatabase(kind);
    const fake = await startFakeOpenAI({ embeddingDimensions: EMBEDDING_DIMENSIONS, requireApiKey: false });
    const env = { HTTP_ALLOW_LIST: '127.0.0.1' };
    const account = newAccount();
    try {
      const first = await startTestServer({ existingDatabase: database, env });
      const owner = first.session();
      const user = await registerAndLogin(owner, account);
      const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
        name: 'fake',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-fake' },
      });
      const store = await owner.post<{ id: string }>('/api/v1/document-store/store', { name: 'Repaired' });
      const storeId = store.body.id;
      const body = { storeId, loaderId: 'plainText', loaderConfig: { text: 'Kept text about harbours.' } };
      const saved = await owner.post<DocumentStoreLoader>('/api/v1/document-store/loader/save', body);
      await owner.post(`/api/v1/document-store/loader/process/${saved.body.id}`, body);
      await owner.post('/api/v1/document-store/vectorstore/save', {
        storeId,
        embeddingName: 'openAIEmbeddings',
        embeddingConfig: embeddingConfig({ fake, credentialId: credential.body.id }),
        vectorStoreName: 'embeddedVectorStore',
        vectorStoreConfig: {},
      });
      expect((await upsert(owner, storeId)).status).toBe('SUCCEEDED');

      // As a crash leaves it: a vector committed for a PENDING_ADD row that was never settled.
      const services = first.server.services.documentStores;
      const row = await first.server.db
        .selectFrom('document_store')
        .selectAll()
        .where('id', '=', storeId)
        .executeTakeFirstOrThrow();
      const collection = await services.collections.open(row, row.vectorGeneration, EMBEDDING_DIMENSIONS, {
        name: 'embeddedVectorStore',
        config: {},
      });
      const orphanId = vectorIdOf(storeId, 'orphan-key');
      const vector = new Float32Array(EMBEDDING_DIMENSIONS).fill(0.5);
      const batch = await collection.beginWrite();
      await batch.upsert([{ id: orphanId, vector, content: 'Orphan text about harbours.', metadata: {} }]);
      await batch.commit();
      await first.server.db
        .insertInto('document_store_upsert_record')
        .values({
          id: 'pending-row',
          workspaceId: user.activeWorkspaceId,
          storeId,
          loaderId: saved.body.id,
          key: 'orphan-key',
          vectorId: orphanId,
          state: 'PENDING_ADD',
          jobId: 'crashed-job',
        })
        .execute();
      expect(await collection.count()).toBe(2);
      await first.close();

      const second = await startTestServer({ existingDatabase: database, env });
      try {
        const session = second.session();
        await login(session, account);
        const query = await session.post<VectorQueryResponse>('/api/v1/document-store/vectorstore/query', {
          storeId,
          query: 'harbours',
          topK: 5,
        });
        expect(query.body.docs.map((doc) => doc.pageContent)).toEqual(['Kept text about harbours.']);
        const rows = await second.server.db
          .selectFrom('document_store_upsert_record')
          .select(['state'])
          .where('storeId', '=', storeId)
          .execute();
        expect(rows).toEqual([{ state: 'ACTIVE' }]);
      } finally {
        await second.close();
      }
    } finally {
      await fake.close();
      await database.drop();
    }
  }, 60_000);
});
