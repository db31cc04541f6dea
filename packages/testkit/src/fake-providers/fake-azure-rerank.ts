import { isRecord } from '@loomflow/core';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { startLoopbackServer, type ProviderRequest } from './loopback-server.ts';
import { bearerOf, documentTexts, rankByWordOverlap } from './rerank-scores.ts';

/**
 * A fake of Cohere Rerank deployed in Azure AI Foundry, at the addresses Azure gives it: a Foundry resource's
 * `POST /providers/cohere/v2/rerank` and a serverless deployment's `POST /v1/rerank` / `POST /v2/rerank`. The key
 * goes in the `api-key` header (or `Authorization: Bearer`); a wrong one gets Azure's 401 `{error: {code, message}}`.
 * The body is Cohere's: `query`, `documents` (texts, or `{text}` objects), `top_n`, `return_documents`, and `model`
 * (required on v2); scores are the share of the query's words a document contains, best first. The answer is
 * Cohere's `{id, results: [{index, relevance_score, document?}], meta}`.
 */
export interface FakeAzureRerank {
  /** Base URL, standing for `https://<resource>.services.ai.azure.com`. */
  readonly url: string;
  /** The Foundry resource's rerank endpoint (what the credential's Azure Foundry Endpoint holds). */
  readonly endpoint: string;
  /** Bodies of the rerank requests received, in order. */
  rerankRequests(): Readonly<Record<string, unknown>>[];
  /** Which header carried the key of each request received (`api-key` or `authorization`). */
  keyHeaders(): ('api-key' | 'authorization' | 'none')[];
  reset(): void;
  close(): Promise<void>;
}

const FOUNDRY_PATH = '/providers/cohere/v2/rerank';
const PATHS: ReadonlySet<string> = new Set([FOUNDRY_PATH, '/v1/rerank', '/v2/rerank']);

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function keyHeaderOf(request: ProviderRequest): 'api-key' | 'authorization' | 'none' {
  if (headerText(request.headers['api-key']) !== undefined) return 'api-key';
  return bearerOf(request.headers.authorization) === undefined ? 'none' : 'authorization';
}

function keyOf(request: ProviderRequest): string | undefined {
  return headerText(request.headers['api-key']) ?? bearerOf(request.headers.authorization);
}

/** What Cohere's rerank refuses in a request body, or undefined. */
function problemOf(body: Readonly<Record<string, unknown>>, v2: boolean): string | undefined {
  const documents = documentTexts(body.documents);
  if (typeof body.query !== 'string' || body.query === '') return 'invalid request: query is required';
  if (!documents || documents.length === 0) return 'invalid request: documents must be a non-empty list';
  if (v2 && typeof body.model !== 'string') return 'invalid request: model is required';
  if (body.top_n !== undefined && (typeof body.top_n !== 'number' || body.top_n < 1))
    return 'invalid request: top_n must be a positive integer';
  return undefined;
}

function answerRerank(request: ProviderRequest, out: ServerResponse, counter: { next: number }): void {
  const body = isRecord(request.body) ? request.body : {};
  const v2 = request.path !== '/v1/rerank';
  const problem = problemOf(body, v2);
  const documents = documentTexts(body.documents);
  if (problem !== undefined || !documents || typeof body.query !== 'string') {
    sendJson(out, 400, { id: 'fake-rerank-error', message: problem });
    return;
  }
  const topN = typeof body.top_n === 'number' ? body.top_n : undefined;
  // v2 leaves the documents out; v1 returns them unless return_documents is false.
  const withDocuments = !v2 && body.return_documents !== false;
  counter.next += 1;
  sendJson(out, 200, {
    id: `fake-rerank-${String(counter.next)}`,
    results: rankByWordOverlap(body.query, documents, topN).map(({ index, relevanceScore }) => ({
      index,
      relevance_score: relevanceScore,
      ...(withDocuments ? { document: { text: documents[index] } } : {}),
    })),
    meta: { api_version: { version: v2 ? '2' : '1' }, billed_units: { search_units: 1 } },
  });
}

export async function startFakeAzureRerank(
  options: { readonly apiKey?: string } = {},
): Promise<FakeAzureRerank> {
  const apiKey = options.apiKey ?? 'azure-foundry-test-key';
  const counter = { next: 0 };
  const server = await startLoopbackServer('Azure Rerank', (request, out) => {
    if (request.method !== 'POST' || !PATHS.has(request.path)) return Promise.resolve(false);
    if (keyOf(request) !== apiKey) {
      sendJson(out, 401, {
        error: {
          code: '401',
          message:
            'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
        },
      });
      return Promise.resolve(true);
    }
    answerRerank(request, out, counter);
    return Promise.resolve(true);
  });
  const reranks = () => server.requests.filter((request) => PATHS.has(request.path));
  return {
    url: server.url,
    endpoint: `${server.url}${FOUNDRY_PATH}`,
    rerankRequests: () => reranks().flatMap((request) => (isRecord(request.body) ? [request.body] : [])),
    keyHeaders: () => reranks().map(keyHeaderOf),
    reset: () => {
      server.reset();
    },
    close: () => server.close(),
  };
}
