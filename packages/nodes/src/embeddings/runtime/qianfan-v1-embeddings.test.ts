import { startFakeQianfanV1, type FakeQianfanV1 } from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import { findEmbeddings } from './embeddings-registry.ts';

/** Baidu Qianfan Embedding with Flowise's v1 access / secret key pair, against the v1 fake at Baidu's host. */

let fake: FakeQianfanV1;
/** Every address the node asked the guarded fetch for (query strings left out: they carry the keys). */
let guarded: string[] = [];

beforeAll(async () => {
  fake = await startFakeQianfanV1({ accessKey: 'v1-access-key', secretKey: 'v1-secret-key' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  guarded = [];
});

const BAIDU = 'https://aip.baidubce.com';

const guardedFetch: GuardedFetch = (url, init) => {
  guarded.push(url.split('?')[0] ?? url);
  if (url.startsWith(BAIDU)) return fetch(fake.url + url.slice(BAIDU.length), init);
  return Promise.reject(new Error(`unexpected address ${url}`));
};

function qianfan(credential: Record<string, string>, inputs: Record<string, unknown> = {}) {
  const reader: CredentialReader = { read: () => Promise.resolve(credential) };
  const executor = findEmbeddings('baiduQianfanEmbeddings');
  if (!executor) throw new Error('baiduQianfanEmbeddings does not run');
  return executor.create({ inputs, credentialId: 'cred', credentials: reader, fetch: guardedFetch });
}

const KEY_PAIR = { qianfanAccessKey: 'v1-access-key', qianfanSecretKey: 'v1-secret-key' };

describe('Baidu Qianfan Embedding with the v1 key pair', () => {
  it('exchanges the keys for one access token, then embeds documents and a query with it', async () => {
    const model = await qianfan(KEY_PAIR, { modelName: 'Embedding-V1' });
    const vectors = await model.embedDocuments(['first text', 'second text']);
    const query = await model.embedQuery('first text');
    expect(vectors.map((vector) => vector.length)).toEqual([384, 384]);
    expect(query).toEqual(vectors[0]);
    expect(fake.issuedTokens()).toHaveLength(1);
    expect(fake.embeddingCalls()).toEqual([
      { endpoint: 'embedding-v1', accessToken: fake.issuedTokens()[0], input: ['first text', 'second text'] },
      { endpoint: 'embedding-v1', accessToken: fake.issuedTokens()[0], input: ['first text'] },
    ]);
    expect(guarded).toEqual([
      `${BAIDU}/oauth/2.0/token`,
      `${BAIDU}/rpc/2.0/ai_custom/v1/wenxinworkshop/embeddings/embedding-v1`,
      `${BAIDU}/rpc/2.0/ai_custom/v1/wenxinworkshop/embeddings/embedding-v1`,
    ]);
  });

  it('names bge models by their v1 endpoint and sends at most 16 texts a request', async () => {
    const model = await qianfan(KEY_PAIR, { modelName: 'bge-large-zh' });
    const texts = Array.from({ length: 20 }, (_, index) => `text ${String(index)}`);
    expect(await model.embedDocuments(texts)).toHaveLength(20);
    expect(fake.embeddingCalls().map((call) => [call.endpoint, call.input.length])).toEqual([
      ['bge_large_zh', 16],
      ['bge_large_zh', 4],
    ]);
  });

  it('refuses a wrong secret key naming the credential, never the keys', async () => {
    const model = await qianfan({ ...KEY_PAIR, qianfanSecretKey: 'wrong-secret' });
    const failure = model.embedQuery('hello');
    await expect(failure).rejects.toThrow(/refused the credential's access and secret keys/);
    await expect(failure).rejects.not.toThrow(/wrong-secret|v1-access-key/);
    expect(fake.embeddingCalls()).toEqual([]);
  });
});
