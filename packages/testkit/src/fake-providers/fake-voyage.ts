import { isRecord } from '@loomflow/core';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { embedText } from '../fake-openai/embedding.vector.ts';
import { countTokens } from '../fake-openai/text-tokens.util.ts';
import { startLoopbackServer } from './loopback-server.ts';
import { bearerOf, rankByWordOverlap } from './rerank-scores.ts';

/**
 * A fake of Voyage AI's API (api.voyageai.com): `POST /v1/embeddings` (deterministic vectors of
 * `output_dimension`, 1024 by default) and `POST /v1/rerank` (`data` ranked by word overlap, `top_k`). Bearer key
 * checked.
 */
export interface FakeVoyage {
  /** Base URL, standing for `https://api.voyageai.com`. */
  readonly url: string;
  embeddingRequests(): Readonly<Record<string, unknown>>[];
  rerankRequests(): Readonly<Record<string, unknown>>[];
  reset(): void;
  close(): Promise<void>;
}

function strings(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return undefined;
}

export async function startFakeVoyage(options: { readonly apiKey?: string } = {}): Promise<FakeVoyage> {
  const apiKey = options.apiKey ?? 'pa-test-key';
  const server = await startLoopbackServer('Voyage', (request, out) => {
    if (request.method !== 'POST') return Promise.resolve(false);
    if (request.path !== '/v1/embeddings' && request.path !== '/v1/rerank') return Promise.resolve(false);
    if (bearerOf(request.headers.authorization) !== apiKey) {
      sendJson(out, 401, { detail: 'Provided API key is invalid.' });
      return Promise.resolve(true);
    }
    const body = isRecord(request.body) ? request.body : {};
    const model = typeof body.model === 'string' ? body.model : undefined;
    if (request.path === '/v1/embeddings') {
      const texts = strings(body.input);
      if (!model || !texts) {
        sendJson(out, 400, { detail: 'input and model are required' });
        return Promise.resolve(true);
      }
      const dimensions = typeof body.output_dimension === 'number' ? body.output_dimension : 1024;
      sendJson(out, 200, {
        object: 'list',
        data: texts.map((text, index) => ({
          object: 'embedding',
          embedding: embedText(text, dimensions),
          index,
        })),
        model,
        usage: { total_tokens: texts.reduce((sum, text) => sum + countTokens(text), 0) },
      });
      return Promise.resolve(true);
    }
    const documents = strings(body.documents);
    if (!model || typeof body.query !== 'string' || !documents) {
      sendJson(out, 400, { detail: 'query, documents and model are required' });
      return Promise.resolve(true);
    }
    const topK = typeof body.top_k === 'number' ? body.top_k : undefined;
    sendJson(out, 200, {
      object: 'list',
      data: rankByWordOverlap(body.query, documents, topK).map(({ index, relevanceScore }) => ({
        relevance_score: relevanceScore,
        index,
        ...(body.return_documents === true ? { document: documents[index] } : {}),
      })),
      model,
      usage: { total_tokens: countTokens(body.query) + documents.reduce((s, d) => s + countTokens(d), 0) },
    });
    return Promise.resolve(true);
  });
  const bodiesOf = (path: string) =>
    server.requests
      .filter((request) => request.path === path)
      .flatMap((request) => (isRecord(request.body) ? [request.body] : []));
  return {
    url: server.url,
    embeddingRequests: () => bodiesOf('/v1/embeddings'),
    rerankRequests: () => bodiesOf('/v1/rerank'),
    reset: () => {
      server.reset();
    },
    close: () => server.close(),
  };
}
