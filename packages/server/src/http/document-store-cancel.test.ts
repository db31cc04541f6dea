import type { DocumentStoreLoader, UpsertJob, VectorQueryResponse } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  EMBEDDING_DIMENSIONS,
  startDocumentStoreFixture,
  upsert,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';

describe.each(TEST_DATABASE_KINDS)('cancelling an upsert on %s', (database) => {
  let fixture: DocumentStoreFixture;
  let slow: FakeOpenAI;

  beforeAll(async () => {
    fixture = await startDocumentStoreFixture(database);
    // Embeddings that take a while, so the cancel lands while a request is in flight.
    slow = await startFakeOpenAI({
      embeddingDimensions: EMBEDDING_DIMENSIONS,
      requireApiKey: false,
      firstTokenLatencyMs: 800,
    });
  });
  afterAll(async () => {
    await fixture.close();
    await slow.close();
  });

  it('ends the job CANCELLED, commits nothing and keeps the previous vectors', async () => {
    const { owner } = fixture;
    const store = await createStore(owner, 'Cancelled');
    const body = (text: string) => ({ storeId: store.id, loaderId: 'plainText', loaderConfig: { text } });
    const saved = await owner.post<DocumentStoreLoader>(
      '/api/v1/document-store/loader/save',
      body('First text.'),
    );
    await owner.post(`/api/v1/document-store/loader/process/${saved.body.id}`, body('First text.'));
    await owner.post('/api/v1/document-store/vectorstore/save', {
      storeId: store.id,
      embeddingName: 'openAIEmbeddings',
      embeddingConfig: {
        credential: fixture.credentialId,
        modelName: 'text-embedding-3-small',
        basepath: slow.url,
      },
      vectorStoreName: 'embeddedVectorStore',
      vectorStoreConfig: {},
    });
    expect((await upsert(owner, store.id)).status).toBe('SUCCEEDED');
    await owner.post(`/api/v1/document-store/loader/process/${saved.body.id}`, body('Second text.'));

    const before = slow.embeddingRequests().length;
    const started = await owner.post<UpsertJob>('/api/v1/document-store/vectorstore/insert', {
      storeId: store.id,
    });
    expect(started.status).toBe(202);
    const busy = await owner.post<{ message: string }>(
      `/api/v1/document-store/loader/process/${saved.body.id}`,
      body('Third text.'),
    );
    expect(busy.status).toBe(409);
    while (slow.embeddingRequests().length === before)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const cancelled = await owner.post<UpsertJob>(
      `/api/v1/document-store/upsert-jobs/${store.id}/${started.body.id}/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', failed: 0 });
    expect(cancelled.body.error).toContain('The vectors from before stay in use.');
    const again = await owner.post(
      `/api/v1/document-store/upsert-jobs/${store.id}/${started.body.id}/cancel`,
      {},
    );
    expect(again.status).toBe(409);
    const query = await owner.post<VectorQueryResponse>('/api/v1/document-store/vectorstore/query', {
      storeId: store.id,
      query: 'text',
    });
    expect(query.body.docs.map((doc) => doc.pageContent)).toEqual(['First text.']);
  }, 60_000);
});
