import type { DocumentStoreLoader, VectorQueryResponse } from '@loomflow/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createStore,
  embeddedTexts,
  startDocumentStoreFixture,
  upsert,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';

/** An embeddings node of the OpenAI-compatible family, as a Flowise document store names it. */
interface EmbeddingsCase {
  readonly node: string;
  readonly credential: { readonly type: string; readonly field: string };
  readonly model: string;
}

const EMBEDDINGS: readonly EmbeddingsCase[] = [
  {
    node: 'togetherAIEmbedding',
    credential: { type: 'togetherAIApi', field: 'togetherAIApiKey' },
    model: 'BAAI/bge-large-en-v1.5',
  },
  {
    node: 'localAIEmbeddings',
    credential: { type: 'localAIApi', field: 'localAIApiKey' },
    model: 'bert-embeddings',
  },
];

const TEXT = 'Harbours shelter ships from storms.';

/**
 * TogetherAI and LocalAI embeddings in a document store: an upsert embeds the chunks at the provider (the fake
 * OpenAI here) with the provider credential's key and the model named, and a query finds them. SQLite only.
 */
describe.each(EMBEDDINGS)('OpenAI-compatible embeddings $node in a document store', (embeddings) => {
  let fixture: DocumentStoreFixture;
  let credentialId: string;
  const key = `sk-${embeddings.node}`;

  beforeAll(async () => {
    fixture = await startDocumentStoreFixture('sqlite');
    const credential = await fixture.owner.post<{ id: string }>('/api/v1/credentials', {
      name: embeddings.node,
      credentialName: embeddings.credential.type,
      plainDataObj: { [embeddings.credential.field]: key },
    });
    expect(credential.status).toBe(201);
    credentialId = credential.body.id;
  });
  beforeEach(() => {
    fixture.fake.reset();
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('upserts with the provider key and model, and a query finds the text', async () => {
    const { owner, fake } = fixture;
    const store = await createStore(owner, `${embeddings.node} store`);
    const body = { storeId: store.id, loaderId: 'plainText', loaderConfig: { text: TEXT } };
    const loader = await owner.post<DocumentStoreLoader>('/api/v1/document-store/loader/save', body);
    await owner.post(`/api/v1/document-store/loader/process/${loader.body.id}`, body);
    const saved = await owner.post('/api/v1/document-store/vectorstore/save', {
      storeId: store.id,
      embeddingName: embeddings.node,
      embeddingConfig: { credential: credentialId, modelName: embeddings.model, basePath: fake.url },
      vectorStoreName: 'embeddedVectorStore',
      vectorStoreConfig: {},
    });
    expect(saved.status).toBe(200);
    expect((await upsert(owner, store.id)).status).toBe('SUCCEEDED');
    expect(embeddedTexts(fake)).toEqual([TEXT]);

    const query = await owner.post<VectorQueryResponse>('/api/v1/document-store/vectorstore/query', {
      storeId: store.id,
      query: 'Where do ships shelter?',
      topK: 1,
    });
    expect(query.body.docs.map((doc) => doc.pageContent)).toEqual([TEXT]);
    const requests = fake.requests.filter((request) => request.path === '/v1/embeddings');
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request.headers.authorization).toBe(`Bearer ${key}`);
    expect(fake.embeddingRequests().map((request) => request.model)).toEqual([
      embeddings.model,
      embeddings.model,
    ]);
  });
});
