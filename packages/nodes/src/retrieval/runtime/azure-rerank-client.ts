import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import type { Rerank, RerankResult } from './rerank-retriever.ts';

/** What the Azure Rerank Retriever sends with each rerank (Flowise's body). */
export interface AzureRerankFields {
  readonly apiKey: string;
  /** The deployment's full rerank URL, as typed in the credential (`…/providers/cohere/v2/rerank`). */
  readonly endpoint: string;
  readonly model: string;
  readonly maxChunksPerDoc: number;
  readonly fetch: GuardedFetch;
  readonly signal?: AbortSignal;
}

/** The credential's endpoint as a URL; a clear error for anything that is not an http(s) address. */
export function azureRerankEndpoint(typed: string): string {
  const text = typed.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`Azure Foundry Endpoint "${text}" is not a URL: type the deployment's rerank address`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`Azure Foundry Endpoint must be an http(s) address, not ${url.protocol}`);
  return url.toString();
}

function messageOf(status: number, text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null) {
      const error: unknown = Reflect.get(value, 'error');
      const nested: unknown =
        typeof error === 'object' && error !== null ? Reflect.get(error, 'message') : undefined;
      const message: unknown = nested ?? Reflect.get(value, 'message') ?? error;
      if (typeof message === 'string') return `${String(status)} ${message}`;
    }
  } catch {
    // not JSON: the text as it came
  }
  return `${String(status)} ${text.slice(0, 300)}`;
}

function resultsOf(answer: unknown): RerankResult[] {
  const results: unknown =
    typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'results') : undefined;
  if (!Array.isArray(results)) throw new Error('Azure Rerank answered without results');
  return results.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const index: unknown = Reflect.get(item, 'index');
    const score: unknown = Reflect.get(item, 'relevance_score');
    return typeof index === 'number' && typeof score === 'number' ? [{ index, relevanceScore: score }] : [];
  });
}

/**
 * Cohere Rerank in Azure AI Foundry: `POST` the credential's endpoint with the key in `api-key`, Cohere's body
 * (`model`, `query`, `documents`, `top_n`, `max_chunks_per_doc`, `return_documents: false`); `results` best first.
 */
export function azureRerank(fields: AzureRerankFields): Rerank {
  return async (query, texts, topN) => {
    let response: Response;
    try {
      response = await fields.fetch(fields.endpoint, {
        method: 'POST',
        headers: { 'api-key': fields.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          model: fields.model,
          top_n: topN,
          max_chunks_per_doc: fields.maxChunksPerDoc,
          query,
          return_documents: false,
          documents: texts,
        }),
        ...(fields.signal ? { signal: fields.signal } : {}),
      });
    } catch (error) {
      throw new Error(
        `Azure Rerank API call failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`Azure Rerank API call failed: ${messageOf(response.status, text)}`);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new Error('Azure Rerank API call failed: the answer is not JSON');
    }
    return resultsOf(answer);
  };
}
