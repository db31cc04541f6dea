import { randomUUID } from 'node:crypto';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { embedText } from '../fake-openai/embedding.vector.ts';
import { countTokens } from '../fake-openai/text-tokens.util.ts';
import { startLoopbackServer } from './loopback-server.ts';

/** One v1 embeddings request as the fake received it. */
export interface QianfanEmbeddingsCall {
  /** The model's endpoint name in the path (`embedding-v1`, `bge_large_zh`, …). */
  readonly endpoint: string;
  readonly accessToken: string;
  readonly input: readonly string[];
}

/**
 * A fake of Baidu Qianfan's v1 API as Baidu's reference describes it: `POST /oauth/2.0/token` with
 * `grant_type=client_credentials`, `client_id` (the access key) and `client_secret` (the secret key) in the query
 * (answers `{access_token, expires_in, …}`, or `{error, error_description}` for wrong keys), and
 * `POST /rpc/2.0/ai_custom/v1/wenxinworkshop/embeddings/<endpoint>?access_token=…` taking `{input: [texts]}` and
 * answering `{id, object, created, data: [{object, embedding, index}], usage}`. A token it did not issue is
 * refused with Baidu's `{error_code: 110, error_msg}` (HTTP 200, as Baidu answers), more than 16 texts with 336003.
 */
export interface FakeQianfanV1 {
  readonly url: string;
  readonly accessKey: string;
  readonly secretKey: string;
  issuedTokens(): readonly string[];
  embeddingCalls(): readonly QianfanEmbeddingsCall[];
  reset(): void;
  close(): Promise<void>;
}

const EMBEDDINGS_PATH = /^\/rpc\/2\.0\/ai_custom\/v1\/wenxinworkshop\/embeddings\/([a-z0-9_-]+)$/;
const MAX_TEXTS = 16;
const DIMENSIONS = 384;

export async function startFakeQianfanV1(
  options: { readonly accessKey?: string; readonly secretKey?: string } = {},
): Promise<FakeQianfanV1> {
  const accessKey = options.accessKey ?? 'qianfan-access-key';
  const secretKey = options.secretKey ?? 'qianfan-secret-key';
  const tokens: string[] = [];
  const calls: QianfanEmbeddingsCall[] = [];
  const server = await startLoopbackServer('Qianfan v1', (request, response) => {
    if (request.method === 'POST' && request.path === '/oauth/2.0/token') {
      const { query } = request;
      if (query.get('grant_type') !== 'client_credentials')
        sendJson(response, 400, {
          error: 'unsupported_grant_type',
          error_description: 'unsupported grant type',
        });
      else if (query.get('client_id') !== accessKey)
        sendJson(response, 401, { error: 'invalid_client', error_description: 'unknown client id' });
      else if (query.get('client_secret') !== secretKey)
        sendJson(response, 401, {
          error: 'invalid_client',
          error_description: 'Client authentication failed',
        });
      else {
        const token = `24.${randomUUID()}`;
        tokens.push(token);
        sendJson(response, 200, {
          access_token: token,
          expires_in: 2592000,
          scope: 'public',
          session_key: 'fake',
        });
      }
      return Promise.resolve(true);
    }
    const endpoint = EMBEDDINGS_PATH.exec(request.path)?.[1];
    if (request.method !== 'POST' || endpoint === undefined) return Promise.resolve(false);
    const accessToken = request.query.get('access_token') ?? '';
    if (!tokens.includes(accessToken)) {
      sendJson(response, 200, { error_code: 110, error_msg: 'Access token invalid or no longer valid' });
      return Promise.resolve(true);
    }
    const body = request.body;
    const input =
      typeof body === 'object' && body !== null && 'input' in body && Array.isArray(body.input)
        ? body.input.filter((text): text is string => typeof text === 'string')
        : [];
    calls.push({ endpoint, accessToken, input });
    if (input.length === 0 || input.length > MAX_TEXTS) {
      sendJson(response, 200, {
        error_code: 336003,
        error_msg: `input must hold 1 to ${String(MAX_TEXTS)} texts`,
      });
      return Promise.resolve(true);
    }
    const promptTokens = input.reduce((sum, text) => sum + countTokens(text), 0);
    sendJson(response, 200, {
      id: `as-${randomUUID()}`,
      object: 'embedding_list',
      created: Math.floor(Date.now() / 1000),
      data: input.map((text, index) => ({
        object: 'embedding',
        embedding: embedText(text, DIMENSIONS),
        index,
      })),
      usage: { prompt_tokens: promptTokens, total_tokens: promptTokens },
    });
    return Promise.resolve(true);
  });
  return {
    url: server.url,
    accessKey,
    secretKey,
    issuedTokens: () => [...tokens],
    embeddingCalls: () => [...calls],
    reset: () => {
      calls.length = 0;
      server.reset();
    },
    close: () => server.close(),
  };
}
