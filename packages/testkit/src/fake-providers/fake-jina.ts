import { isRecord } from '@loomflow/core';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { embedText } from '../fake-openai/embedding.vector.ts';
import { countTokens } from '../fake-openai/text-tokens.util.ts';
import { startLoopbackServer } from './loopback-server.ts';
import { bearerOf, documentTexts, rankByWordOverlap } from './rerank-scores.ts';

/**
 * A fake of Jina AI's API (api.jina.ai): `POST /v1/embeddings` (deterministic vectors, `dimensions` honoured,
 * 1024 by default) and `POST /v1/rerank` (scores by word overlap with the query). Bearer key checked.
 */
export interface FakeJina {
  /** Base URL, standing for `https://api.jina.ai`. */
  readonly url: string;
  embeddingRequests(): Readonly<Record<string, unknown>>[];
  rerankRequests(): Readonly<Record<string, unknown>>[];
  reset(): void;
  close(): Promise<void>;
}

function inputTexts(input: unknown): string[] | undefined {
  if (typeof input === 'string') return [input];
  return documentTexts(input);
}

export async function startFakeJina(options: { readonly apiKey?: string } = {}): Promise<FakeJina> {
  const apiKey = options.apiKey ?? 'jina-test-key';
  const server = await startLoopbackServer('Jina', (request, out) => {
    if (request.method !== 'POST') return Promise.resolve(false);
    if (request.path !== '/v1/embeddings' && request.path !== '/v1/rerank') return Promise.resolve(false);
    if (bearerOf(request.headers.authorization) !== apiKey) {
      sendJson(out, 401, { detail: 'Invalid API key' });
      return Promise.resolve(true);
    }
    const body = isRecord(request.body) ? request.body : {};
    const model = typeof body.model === 'string' ? body.model : undefined;
    if (request.path === '/v1/embeddings') {
      const texts = inputTexts(body.input);
      if (!model || !texts) {
        sendJson(out, 422, { detail: 'model and input are required' });
        return Promise.resolve(true);
      }
      const dimensions = typeof body.dimensions === 'number' ? body.dimensions : 1024;
      const tokens = texts.reduce((sum, text) => sum + countTokens(text), 0);
      sendJson(out, 200, {
        model,
        object: 'list',
        usage: { total_tokens: tokens, prompt_tokens: tokens },
        data: texts.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: embedText(text, dimensions),
        })),
      });
      return Promise.resolve(true);
    }
    const documents = documentTexts(body.documents);
    if (!model || typeof body.query !== 'string' || !documents) {
      sendJson(out, 422, { detail: 'model, query and documents are required' });
      return Promise.resolve(true);
    }
    const topN = typeof body.top_n === 'number' ? body.top_n : undefined;
    const returnDocuments = body.return_documents !== false;
    sendJson(out, 200, {
      model,
      usage: { total_tokens: countTokens(body.query) + documents.reduce((s, d) => s + countTokens(d), 0) },
      results: rankByWordOverlap(body.query, documents, topN).map(({ index, relevanceScore }) => ({
        index,
        relevance_score: relevanceScore,
        ...(returnDocuments ? { document: { text: documents[index] } } : {}),
      })),
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
