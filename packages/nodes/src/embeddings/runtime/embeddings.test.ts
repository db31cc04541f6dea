import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import { findEmbeddings } from './embeddings-registry.ts';

const AZURE_URL = 'https://my-instance.openai.azure.com/openai/deployments/my-deployment/';

let fake: FakeOpenAI;
let openFake: FakeOpenAI;
let ollama: Server;
let ollamaUrl: string;
let ollamaBatches: string[][] = [];
/** Addresses the nodes asked the guarded fetch for, and those the process fetched. */
let guarded: string[] = [];
let fetched: string[] = [];

const credentials: CredentialReader = {
  read(id) {
    const store: Record<string, Record<string, string>> = {
      openai: { openAIApiKey: 'sk-test-key' },
      azure: {
        azureOpenAIApiKey: 'azure-key',
        azureOpenAIApiInstanceName: 'my-instance',
        azureOpenAIApiDeploymentName: 'my-deployment',
        azureOpenAIApiVersion: '2024-10-21',
      },
      mistral: { mistralAIAPIKey: 'sk-test-key' },
      google: { googleGenerativeAPIKey: 'g-key' },
    };
    const data = store[id];
    return data ? Promise.resolve(data) : Promise.reject(new Error(`Credential ${id} not found`));
  },
};

/** Google's address: the Gemini tests answer it with a stub of the process's fetch. */
const GEMINI_URL = 'https://generativelanguage.googleapis.com/';

/** The guarded fetch of the tests: the fakes only (Azure's address answered by a fake's OpenAI path). */
const guardedFetch: GuardedFetch = (url, init) => {
  guarded.push(url);
  if (url.startsWith(AZURE_URL))
    return fetch(`${openFake.url}/${url.slice(AZURE_URL.length).split('?')[0] ?? ''}`, init);
  if (url.startsWith('http://127.0.0.1:') || url.startsWith(GEMINI_URL)) return fetch(url, init);
  return Promise.reject(new Error(`address ${url} is not allowed`));
};

function context(
  inputs: Record<string, unknown>,
  credentialId?: string,
  signal?: AbortSignal,
): EmbeddingsContext {
  return { inputs, credentialId, credentials, fetch: guardedFetch, ...(signal ? { signal } : {}) };
}

async function create(
  name: string,
  inputs: Record<string, unknown>,
  credentialId?: string,
  signal?: AbortSignal,
) {
  const executor = findEmbeddings(name);
  if (!executor) throw new Error(`no embeddings ${name}`);
  return executor.create(context(inputs, credentialId, signal));
}

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key', embeddingDimensions: 8 });
  openFake = await startFakeOpenAI({ requireApiKey: false, embeddingDimensions: 8 });
  ollama = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { input: string[] };
      ollamaBatches.push(parsed.input);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ model: 'nomic', embeddings: parsed.input.map((text) => [text.length, 1, 0]) }));
    });
  });
  await new Promise<void>((resolve) => ollama.listen(0, '127.0.0.1', resolve));
  ollamaUrl = `http://127.0.0.1:${(ollama.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await fake.close();
  await openFake.close();
  await new Promise((resolve) => ollama.close(resolve));
});
beforeEach(() => {
  fake.reset();
  openFake.reset();
  guarded = [];
  fetched = [];
  ollamaBatches = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    fetched.push(input instanceof Request ? input.url : String(input));
    return realFetch(input, init);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const texts = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];

describe('OpenAI Embedding', () => {
  it('sends batches of the batch size with the credential key, and reaches nothing but the server', async () => {
    const embeddings = await create(
      'openAIEmbeddings',
      { modelName: 'text-embedding-3-small', basepath: fake.url, batchSize: '2' },
      'openai',
    );
    const vectors = await embeddings.embedDocuments(texts);
    expect(fake.embeddingRequests().map((request) => request.input)).toEqual([
      ['alpha', 'beta'],
      ['gamma', 'delta'],
      ['epsilon'],
    ]);
    expect(fake.embeddingRequests()[0]?.model).toBe('text-embedding-3-small');
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-test-key');
    expect(vectors).toHaveLength(5);
    expect(vectors[2]).toEqual(await embeddings.embedQuery('gamma'));
    expect(vectors[2]).not.toEqual(vectors[3]);
    expect(guarded.length).toBe(4);
    expect([...guarded, ...fetched].every((url) => url.startsWith(fake.url))).toBe(true);
  });

  it('asks for the chosen dimensions', async () => {
    const embeddings = await create('openAIEmbeddings', { basepath: fake.url, dimensions: 4 }, 'openai');
    const [vector] = await embeddings.embedDocuments(['one']);
    expect(vector).toHaveLength(4);
    expect(fake.embeddingRequests()[0]?.dimensions).toBe(4);
  });

  it('waits what a 429 answer asks for (Retry-After), then succeeds', async () => {
    fake.scriptEmbeddings({
      type: 'error',
      status: 429,
      message: 'Slow down',
      headers: { 'retry-after': '1' },
    });
    const embeddings = await create('openAIEmbeddings', { basepath: fake.url, batchSize: 10 }, 'openai');
    const started = Date.now();
    const vectors = await embeddings.embedDocuments(texts);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(vectors).toHaveLength(5);
    expect(fake.embeddingRequests()).toHaveLength(2);
  });

  it('gives up after the retries with the provider answer, and never retries a refused key', async () => {
    fake.scriptEmbeddings({
      reply: {
        type: 'error',
        status: 429,
        message: 'Rate limit reached',
        headers: { 'retry-after-ms': '10' },
      },
      times: 3,
    });
    const limited = await create('openAIEmbeddings', { basepath: fake.url, maxRetries: 1 }, 'openai');
    await expect(limited.embedDocuments(['x'])).rejects.toThrow(
      /^OpenAI Embedding: the embeddings request failed 2 times \(rate limited\); last answer: HTTP 429: .*Rate limit reached/,
    );
    expect(fake.embeddingRequests()).toHaveLength(2);
    fake.reset();
    fake.scriptEmbeddings({ type: 'error', status: 401, message: 'Incorrect API key' });
    const refused = await create('openAIEmbeddings', { basepath: fake.url }, 'openai');
    await expect(refused.embedQuery('x')).rejects.toThrow(/failed \(HTTP 401: .*Incorrect API key/);
    expect(fake.embeddingRequests()).toHaveLength(1);
  });

  it('stops waiting when the job is cancelled', async () => {
    fake.scriptEmbeddings({ type: 'error', status: 429, headers: { 'retry-after': '30' } });
    const controller = new AbortController();
    const embeddings = await create('openAIEmbeddings', { basepath: fake.url }, 'openai', controller.signal);
    setTimeout(() => {
      controller.abort(new Error('upsert cancelled'));
    }, 100);
    const started = Date.now();
    await expect(embeddings.embedDocuments(['x'])).rejects.toThrow('upsert cancelled');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('needs a credential', async () => {
    await expect(create('openAIEmbeddings', { basepath: fake.url })).rejects.toThrow(
      'OpenAI Embedding: no credential chosen',
    );
  });
});

describe('other providers', () => {
  it('OpenAI Custom Embedding talks to any compatible base URL without a key', async () => {
    const embeddings = await create('openAIEmbeddingsCustom', {
      basepath: openFake.url,
      modelName: 'local-embed',
    });
    expect(await embeddings.embedDocuments(['a', 'b'])).toHaveLength(2);
    expect(openFake.embeddingRequests()[0]?.model).toBe('local-embed');
    await expect(create('openAIEmbeddingsCustom', {})).rejects.toThrow(
      'OpenAI Custom Embedding: set "Base Path"',
    );
  });

  it('Azure OpenAI Embedding calls the deployment with the api-key header', async () => {
    const embeddings = await create('azureOpenAIEmbeddings', { batchSize: 2 }, 'azure');
    expect(await embeddings.embedDocuments(['a', 'b', 'c'])).toHaveLength(3);
    expect(guarded[0]).toMatch(
      /^https:\/\/my-instance\.openai\.azure\.com\/openai\/deployments\/my-deployment\/embeddings\?api-version=2024-10-21/,
    );
    expect(openFake.requests[0]?.headers['api-key']).toBe('azure-key');
    expect(openFake.embeddingRequests()).toHaveLength(2);
  });

  it('Ollama Embedding sends batches to the base URL through the guarded fetch', async () => {
    const embeddings = await create('ollamaEmbedding', {
      baseUrl: ollamaUrl,
      modelName: 'nomic',
      batchSize: 2,
    });
    expect(await embeddings.embedDocuments(['a', 'bb', 'ccc'])).toEqual([
      [1, 1, 0],
      [2, 1, 0],
      [3, 1, 0],
    ]);
    expect(ollamaBatches).toEqual([['a', 'bb'], ['ccc']]);
    expect(guarded.every((url) => url.startsWith(ollamaUrl))).toBe(true);
    await expect(create('ollamaEmbedding', { baseUrl: ollamaUrl })).rejects.toThrow(
      'Ollama Embedding: choose a model',
    );
  });

  it('MistralAI Embedding reaches an overridden endpoint through the guarded fetch', async () => {
    const origin = new URL(fake.url).origin;
    const embeddings = await create(
      'mistralAIEmbeddings',
      { overrideEndpoint: origin, batchSize: 2 },
      'mistral',
    );
    expect(await embeddings.embedDocuments(['a', 'b', 'c'])).toHaveLength(3);
    expect(fake.embeddingRequests().map((request) => request.model)).toEqual([
      'mistral-embed',
      'mistral-embed',
    ]);
    expect(guarded.every((url) => url.startsWith(origin))).toBe(true);
  });

  it('Google Gemini Embedding batches through the guarded fetch, and retries a rate-limited batch instead of storing empty vectors', async () => {
    const bodies: { requests: { content: { parts: { text: string }[] }; taskType?: string }[] }[] = [];
    let answers = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      fetched.push(url);
      answers += 1;
      if (answers === 1)
        return Promise.resolve(new Response('{"error":{"code":429,"message":"quota"}}', { status: 429 }));
      const body = JSON.parse(init?.body as string) as (typeof bodies)[number];
      bodies.push(body);
      const embeddings = body.requests.map((request) => ({
        values: [request.content.parts[0]?.text.length ?? 0, 0.5],
      }));
      return Promise.resolve(new Response(JSON.stringify({ embeddings }), { status: 200 }));
    });
    const embeddings = await create(
      'googleGenerativeAiEmbeddings',
      { batchSize: 2, tasktype: 'RETRIEVAL_DOCUMENT', stripNewLines: true },
      'google',
    );
    expect(await embeddings.embedDocuments(['a', 'b\nb', 'ccc'])).toEqual([
      [1, 0.5],
      [3, 0.5],
      [3, 0.5],
    ]);
    expect(fetched).toHaveLength(3);
    // Google's SDK calls the global fetch; the node routes those calls through the outbound policy's fetch.
    expect(guarded).toEqual(fetched);
    expect(fetched[0]).toMatch(
      /^https:\/\/generativelanguage\.googleapis\.com\/v1beta\/models\/gemini-embedding-001:batchEmbedContents/,
    );
    expect(bodies.map((body) => body.requests.map((request) => request.content.parts[0]?.text))).toEqual([
      ['a', 'b b'],
      ['ccc'],
    ]);
    expect(bodies[0]?.requests[0]?.taskType).toBe('RETRIEVAL_DOCUMENT');
  });

  it('Google Gemini Embedding needs its credential', async () => {
    await expect(create('googleGenerativeAiEmbeddings', {})).rejects.toThrow(
      'Google Gemini Embedding: no credential chosen',
    );
  });
});
