import { isRecord } from '@loomflow/core';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { embedText } from '../fake-openai/embedding.vector.ts';
import { countTokens } from '../fake-openai/text-tokens.util.ts';
import { startLoopbackServer } from './loopback-server.ts';
import { bearerOf } from './rerank-scores.ts';

/**
 * A fake of Baidu Qianfan's v2 embeddings API (`POST https://qianfan.baidubce.com/v2/embeddings`, its API
 * reference "向量 Embeddings"): `Authorization: Bearer <API key>` (`bce-v3/…`), a body of `model` and `input` (a
 * non-empty list of non-empty texts; at most 16 texts, and exactly 1 for tao-8k), an OpenAI-style answer
 * (`data: [{object, embedding, index}]`, `usage`). Errors are `{error: {code, message, type}}`.
 */
export interface FakeQianfan {
  /** Stands for `https://qianfan.baidubce.com/v2`. */
  readonly url: string;
  readonly apiKey: string;
  embeddingRequests(): readonly Readonly<Record<string, unknown>>[];
  reset(): void;
  close(): Promise<void>;
}

const MAX_TEXTS: Readonly<Record<string, number>> = { 'tao-8k': 1 };
const DEFAULT_MAX_TEXTS = 16;

function sendError(out: ServerResponse, status: number, code: string, message: string): void {
  sendJson(out, status, { error: { code, message, type: 'invalid_request_error' } });
}

export async function startFakeQianfan(
  options: { readonly apiKey?: string; readonly dimensions?: number } = {},
): Promise<FakeQianfan> {
  const apiKey = options.apiKey ?? 'bce-v3/ALTAK-fake/qianfan-secret';
  const dimensions = options.dimensions ?? 384;
  const server = await startLoopbackServer('Qianfan', (request, out) => {
    if (request.method !== 'POST' || request.path !== '/v2/embeddings') return Promise.resolve(false);
    if (bearerOf(request.headers.authorization) !== apiKey) {
      sendError(out, 401, 'invalid_iam_token', 'IAM Certification failed');
      return Promise.resolve(true);
    }
    const body = isRecord(request.body) ? request.body : {};
    const model = typeof body.model === 'string' ? body.model : '';
    const input = Array.isArray(body.input) ? body.input : [body.input];
    const texts = input.filter((text): text is string => typeof text === 'string' && text !== '');
    if (model === '' || texts.length === 0 || texts.length !== input.length) {
      sendError(out, 400, 'invalid_argument', 'model and a list of non-empty input texts are required');
      return Promise.resolve(true);
    }
    const limit = MAX_TEXTS[model] ?? DEFAULT_MAX_TEXTS;
    if (texts.length > limit) {
      sendError(out, 400, 'invalid_argument', `${model} takes at most ${String(limit)} texts per request`);
      return Promise.resolve(true);
    }
    const promptTokens = texts.reduce((sum, text) => sum + countTokens(text), 0);
    sendJson(out, 200, {
      id: `as-${randomUUID()}`,
      object: 'list',
      created: Math.floor(Date.now() / 1000),
      model,
      data: texts.map((text, index) => ({
        object: 'embedding',
        embedding: embedText(text, dimensions),
        index,
      })),
      usage: { prompt_tokens: promptTokens, total_tokens: promptTokens },
    });
    return Promise.resolve(true);
  });
  return {
    url: `${server.url}/v2`,
    apiKey,
    embeddingRequests: () =>
      server.requests
        .filter((request) => request.path === '/v2/embeddings')
        .flatMap((request) => (isRecord(request.body) ? [request.body] : [])),
    reset: () => {
      server.reset();
    },
    close: () => server.close(),
  };
}
