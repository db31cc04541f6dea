import { cosineSimilarity, embedText } from '@loomflow/testkit/fake-openai';
import {
  startFakeCohere,
  startFakeHuggingFace,
  startFakeJina,
  startFakeVoyage,
  type FakeCohere,
  type FakeHuggingFace,
  type FakeJina,
  type FakeVoyage,
} from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import { findEmbeddings } from './embeddings-registry.ts';

let cohere: FakeCohere;
let jina: FakeJina;
let voyage: FakeVoyage;
let huggingFace: FakeHuggingFace;
/** Every address the nodes asked the guarded fetch for. */
let guarded: string[] = [];

beforeAll(async () => {
  [cohere, jina, voyage, huggingFace] = await Promise.all([
    startFakeCohere(),
    startFakeJina(),
    startFakeVoyage(),
    startFakeHuggingFace(),
  ]);
});
afterAll(async () => {
  await Promise.all([cohere.close(), jina.close(), voyage.close(), huggingFace.close()]);
});
beforeEach(() => {
  for (const fake of [cohere, jina, voyage, huggingFace]) fake.reset();
  guarded = [];
});

/** The providers' published addresses, answered by the fakes (the way the server's guarded fetch is the only way out). */
const guardedFetch: GuardedFetch = (url, init) => {
  guarded.push(url);
  const routes: [string, string][] = [
    ['https://api.cohere.com', cohere.url],
    ['https://api.jina.ai', jina.url],
    ['https://api.voyageai.com', voyage.url],
    ['https://router.huggingface.co', huggingFace.url],
    ['https://my-endpoint.endpoints.huggingface.cloud', `${huggingFace.url}/endpoints/mine`],
  ];
  for (const [published, fake] of routes)
    if (url.startsWith(published)) return fetch(fake + url.slice(published.length), init);
  return Promise.reject(new Error(`address ${url} is not allowed`));
};

const credentials: CredentialReader = {
  read(id) {
    const store: Record<string, Record<string, string>> = {
      cohere: { cohereApiKey: 'co-test-key' },
      jina: { jinaAIAPIKey: 'jina-test-key' },
      voyage: { apiKey: 'pa-test-key', endpoint: 'https://api.voyageai.com/v1/embeddings' },
      hf: { huggingFaceApiKey: 'hf_test_token' },
      wrong: { cohereApiKey: 'nope', jinaAIAPIKey: 'nope', apiKey: 'nope', huggingFaceApiKey: 'nope' },
    };
    const data = store[id];
    return data ? Promise.resolve(data) : Promise.reject(new Error(`Credential ${id} not found`));
  },
};

async function create(name: string, inputs: Record<string, unknown>, credentialId: string) {
  const executor = findEmbeddings(name);
  if (!executor) throw new Error(`${name} has no executor`);
  return executor.create({
    inputs: { maxRetries: 0, ...inputs },
    credentialId,
    credentials,
    fetch: guardedFetch,
  });
}

const DOCUMENTS = ['green tea grows in hills', 'black coffee at dawn', 'tea ceremony in Kyoto'];

describe('hosted embeddings against their providers’ fakes', () => {
  it('Cohere (the cohere-ai SDK): /v1/embed, documents as search_document, the question as search_query', async () => {
    const embeddings = await create('cohereEmbeddings', { modelName: 'embed-english-v3.0' }, 'cohere');
    const vectors = await embeddings.embedDocuments(DOCUMENTS);
    const query = await embeddings.embedQuery('tea');
    expect(vectors).toEqual(DOCUMENTS.map((text) => embedText(text, 1024)));
    expect(query).toEqual(embedText('tea', 1024));
    expect(cohere.embedRequests()).toEqual([
      {
        model: 'embed-english-v3.0',
        texts: DOCUMENTS,
        input_type: 'search_document',
        embedding_types: ['float'],
      },
      { model: 'embed-english-v3.0', texts: ['tea'], input_type: 'search_query', embedding_types: ['float'] },
    ]);
    expect(guarded.every((url) => url === 'https://api.cohere.com/v1/embed')).toBe(true);
  });

  it('Jina: /v1/embeddings with the dimensions, retrieval tasks and late chunking', async () => {
    const embeddings = await create(
      'jinaEmbeddings',
      { modelName: 'jina-embeddings-v3', modelDimensions: 256, allowLateChunking: true },
      'jina',
    );
    expect(await embeddings.embedDocuments(DOCUMENTS)).toEqual(DOCUMENTS.map((text) => embedText(text, 256)));
    expect(await embeddings.embedQuery('tea')).toEqual(embedText('tea', 256));
    expect(jina.embeddingRequests()).toEqual([
      {
        model: 'jina-embeddings-v3',
        input: DOCUMENTS,
        task: 'retrieval.passage',
        dimensions: 256,
        late_chunking: true,
      },
      {
        model: 'jina-embeddings-v3',
        input: ['tea'],
        task: 'retrieval.query',
        dimensions: 256,
        late_chunking: true,
      },
    ]);
  });

  it('Voyage: the credential’s endpoint, input_type document / query', async () => {
    const embeddings = await create('voyageAIEmbeddings', { modelName: 'voyage-3.5' }, 'voyage');
    expect(await embeddings.embedDocuments(DOCUMENTS)).toEqual(
      DOCUMENTS.map((text) => embedText(text, 1024)),
    );
    await embeddings.embedQuery('tea');
    expect(voyage.embeddingRequests()).toEqual([
      { input: DOCUMENTS, model: 'voyage-3.5', input_type: 'document' },
      { input: ['tea'], model: 'voyage-3.5', input_type: 'query' },
    ]);
  });

  it('Hugging Face: feature extraction on the router by model, or on a dedicated endpoint', async () => {
    const byModel = await create(
      'huggingFaceInferenceEmbeddings',
      { modelName: 'sentence-transformers/all-MiniLM-L6-v2' },
      'hf',
    );
    expect(await byModel.embedDocuments(['line one\nline two'])).toEqual([
      embedText('line one line two', 384),
    ]);
    const byEndpoint = await create(
      'huggingFaceInferenceEmbeddings',
      { endpoint: 'https://my-endpoint.endpoints.huggingface.cloud' },
      'hf',
    );
    expect(await byEndpoint.embedQuery('tea')).toEqual(embedText('tea', 384));
    expect(huggingFace.featureExtractionRequests()).toEqual([
      { model: 'sentence-transformers/all-MiniLM-L6-v2', body: { inputs: ['line one line two'] } },
      { model: undefined, body: { inputs: ['tea'] } },
    ]);
    expect(guarded[0]).toBe(
      'https://router.huggingface.co/hf-inference/models/sentence-transformers/all-MiniLM-L6-v2/pipeline/feature-extraction',
    );
  });

  it('the query lands nearer the document sharing its words (deterministic vectors)', async () => {
    const embeddings = await create('voyageAIEmbeddings', {}, 'voyage');
    const [tea, coffee] = await embeddings.embedDocuments(['green tea', 'black coffee']);
    const query = await embeddings.embedQuery('tea');
    expect(cosineSimilarity(query, tea ?? [])).toBeGreaterThan(cosineSimilarity(query, coffee ?? []));
  });

  it.each([
    ['cohereEmbeddings', /401/],
    ['jinaEmbeddings', /401 Invalid API key/],
    ['voyageAIEmbeddings', /401 Provided API key is invalid/],
    ['huggingFaceInferenceEmbeddings', /401 Invalid username or password/],
  ])('%s: a wrong key fails with the provider’s answer', async (name, message) => {
    const embeddings = await create(name, {}, 'wrong');
    await expect(embeddings.embedDocuments(['x'])).rejects.toThrow(message);
  });
});
