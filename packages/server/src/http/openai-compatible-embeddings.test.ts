import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  embeddedTexts,
  queryStore,
  startDocumentStoreFixture,
  upsertTextWithEmbeddings,
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
    const { storeId, status } = await upsertTextWithEmbeddings(
      owner,
      `${embeddings.node} store`,
      TEXT,
      embeddings.node,
      {
        credential: credentialId,
        modelName: embeddings.model,
        basePath: fake.url,
      },
    );
    expect(status).toBe('SUCCEEDED');
    expect(embeddedTexts(fake)).toEqual([TEXT]);

    expect(await queryStore(owner, storeId, 'Where do ships shelter?')).toEqual([TEXT]);
    const requests = fake.requests.filter((request) => request.path === '/v1/embeddings');
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request.headers.authorization).toBe(`Bearer ${key}`);
    expect(fake.embeddingRequests().map((request) => request.model)).toEqual([
      embeddings.model,
      embeddings.model,
    ]);
  });
});
