import {
  startFakeQianfan,
  startFakeWatsonx,
  type FakeQianfan,
  type FakeWatsonx,
} from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import { findEmbeddings } from './embeddings-registry.ts';

/** IBM Watsonx Embedding and Baidu Qianfan Embedding as a document store builds them, against their fakes. */

let watsonx: FakeWatsonx;
let qianfan: FakeQianfan;
/** Every address the nodes asked the guarded fetch for. */
let guarded: string[] = [];

beforeAll(async () => {
  [watsonx, qianfan] = await Promise.all([startFakeWatsonx(), startFakeQianfan()]);
});
afterAll(async () => {
  await Promise.all([watsonx.close(), qianfan.close()]);
});
beforeEach(() => {
  watsonx.reset();
  qianfan.reset();
  guarded = [];
});

const WATSONX_SERVICE = 'https://eu-de.ml.cloud.ibm.com';

/** The providers' published addresses, answered by the fakes (the guarded fetch is the only way out). */
const guardedFetch: GuardedFetch = (url, init) => {
  guarded.push(url);
  const routes: [string, string][] = [
    ['https://iam.cloud.ibm.com', watsonx.url],
    [WATSONX_SERVICE, watsonx.url],
    ['https://qianfan.baidubce.com/v2', qianfan.url],
  ];
  for (const [published, fake] of routes)
    if (url.startsWith(published)) return fetch(fake + url.slice(published.length), init);
  return Promise.reject(new Error(`unexpected address ${url}`));
};

async function embeddings(
  node: 'ibmEmbedding' | 'baiduQianfanEmbeddings',
  credential: Record<string, string>,
  inputs: Record<string, unknown> = {},
) {
  const reader: CredentialReader = { read: () => Promise.resolve(credential) };
  const executor = findEmbeddings(node);
  if (!executor) throw new Error(`${node} does not run`);
  return executor.create({ inputs, credentialId: 'cred', credentials: reader, fetch: guardedFetch });
}

const watsonxCredential = (data: Record<string, string> = {}) => ({
  version: '2024-05-31',
  serviceUrl: WATSONX_SERVICE,
  projectId: 'project-7',
  watsonxAIAuthType: 'iam',
  watsonxAIApikey: watsonx.apiKey,
  ...data,
});

describe('IBM Watsonx Embedding (ibmEmbedding)', () => {
  it('exchanges the IAM key at IBM Cloud once, then embeds documents and queries in the project', async () => {
    const model = await embeddings('ibmEmbedding', watsonxCredential(), {
      modelName: 'ibm/granite-embedding-278m-multilingual',
      truncateInputTokens: '256',
    });
    const vectors = await model.embedDocuments(['first text', 'second text']);
    const query = await model.embedQuery('first text');
    expect(vectors.map((vector) => vector.length)).toEqual([384, 384]);
    expect(query).toEqual(vectors[0]);
    expect(guarded.map((url) => new URL(url).origin + new URL(url).pathname)).toEqual([
      'https://iam.cloud.ibm.com/identity/token',
      `${WATSONX_SERVICE}/ml/v1/text/embeddings`,
      `${WATSONX_SERVICE}/ml/v1/text/embeddings`,
    ]);
    expect(watsonx.calls().map((call) => [call.version, call.body])).toEqual([
      [
        '2024-05-31',
        {
          model_id: 'ibm/granite-embedding-278m-multilingual',
          inputs: ['first text', 'second text'],
          project_id: 'project-7',
          parameters: { truncate_input_tokens: 256 },
        },
      ],
      [
        '2024-05-31',
        {
          model_id: 'ibm/granite-embedding-278m-multilingual',
          inputs: ['first text'],
          project_id: 'project-7',
          parameters: { truncate_input_tokens: 256 },
        },
      ],
    ]);
  });

  it('uses a bearer token as given, in a deployment space, with Flowise’s default model', async () => {
    const model = await embeddings(
      'ibmEmbedding',
      watsonxCredential({
        projectId: '',
        spaceId: 'space-2',
        watsonxAIAuthType: 'bearertoken',
        watsonxAIBearerToken: watsonx.bearerToken,
      }),
    );
    await model.embedQuery('hello');
    expect(watsonx.calls()).toMatchObject([
      {
        token: watsonx.bearerToken,
        body: { model_id: 'ibm/slate-30m-english-rtrvr', space_id: 'space-2' },
      },
    ]);
    expect(guarded.some((url) => url.includes('/identity/token'))).toBe(false);
  });

  it('fails naming IAM’s refusal (never the key), without retrying it', async () => {
    const model = await embeddings(
      'ibmEmbedding',
      watsonxCredential({ watsonxAIApikey: 'secret-wrong-key' }),
    );
    const failure = model.embedQuery('hello');
    await expect(failure).rejects.toThrow(/IBM Cloud IAM refused the API key \(400 BXNIM0415E/);
    await expect(failure).rejects.not.toThrow(/secret-wrong-key/);
    expect(guarded).toHaveLength(1);
  });
});

describe('Baidu Qianfan Embedding (baiduQianfanEmbeddings)', () => {
  it('embeds with the v2 API key at Qianfan, the model named as v2 names it, vectors as floats', async () => {
    const model = await embeddings(
      'baiduQianfanEmbeddings',
      { qianfanApiKey: qianfan.apiKey },
      {
        modelName: 'Embedding-V1',
        stripNewLines: true,
      },
    );
    const vectors = await model.embedDocuments(['line one\nline two', 'other']);
    expect(vectors.map((vector) => vector.length)).toEqual([384, 384]);
    expect(qianfan.embeddingRequests()).toEqual([
      { model: 'embedding-v1', input: ['line one line two', 'other'], encoding_format: 'float' },
    ]);
    expect(guarded).toEqual(['https://qianfan.baidubce.com/v2/embeddings']);
  });

  it('sends tao-8k one text per request, and the custom model name over the picked one', async () => {
    const tao = await embeddings(
      'baiduQianfanEmbeddings',
      { qianfanApiKey: qianfan.apiKey },
      {
        modelName: 'Embedding-V1',
        customModelName: 'tao-8k',
      },
    );
    await tao.embedDocuments(['a', 'b']);
    expect(qianfan.embeddingRequests().map((body) => [body.model, body.input])).toEqual([
      ['tao-8k', ['a']],
      ['tao-8k', ['b']],
    ]);
  });
});
