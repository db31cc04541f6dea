import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import { postProviderJson } from '../../embeddings/runtime/provider-json-request.ts';
import { JINA_API_URL } from '../../embeddings/runtime/jina-embeddings.ts';
import { VOYAGE_EMBEDDINGS_URL } from '../../embeddings/runtime/voyage-embeddings.ts';
import type { Rerank, RerankResult } from './rerank-retriever.ts';

interface RerankClientFields {
  readonly apiKey: string;
  readonly model: string;
  readonly fetch: GuardedFetch;
  readonly signal?: AbortSignal;
}

function rankedOf(items: unknown, provider: string): RerankResult[] {
  if (!Array.isArray(items)) throw new Error(`${provider} answered without results`);
  return items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const index: unknown = Reflect.get(item, 'index');
    const score: unknown = Reflect.get(item, 'relevance_score');
    return typeof index === 'number' && typeof score === 'number' ? [{ index, relevanceScore: score }] : [];
  });
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** Jina Reranker: `POST {base}/v1/rerank` with `top_n`; `results` best first (jina.ai/reranker). */
export function jinaRerank(fields: RerankClientFields & { readonly baseUrl?: string }): Rerank {
  return async (query, texts, topN) => {
    const answer = await postProviderJson(
      fields.fetch,
      `${fields.baseUrl ?? JINA_API_URL}/v1/rerank`,
      fields.apiKey,
      { model: fields.model, query, documents: texts, top_n: topN, return_documents: false },
      fields.signal,
    );
    return rankedOf(field(answer, 'results'), 'Jina AI');
  };
}

/** Voyage's rerank address beside the credential's embeddings endpoint (`…/v1/embeddings` → `…/v1/rerank`). */
export function voyageRerankUrl(embeddingsEndpoint: string | undefined): string {
  const endpoint = embeddingsEndpoint ?? VOYAGE_EMBEDDINGS_URL;
  return endpoint.endsWith('/embeddings')
    ? `${endpoint.slice(0, -'/embeddings'.length)}/rerank`
    : 'https://api.voyageai.com/v1/rerank';
}

/** Voyage reranker: `POST /v1/rerank` with `top_k`; `data` best first (docs.voyageai.com/reference/reranker-api). */
export function voyageRerank(fields: RerankClientFields & { readonly url: string }): Rerank {
  return async (query, texts, topN) => {
    const answer = await postProviderJson(
      fields.fetch,
      fields.url,
      fields.apiKey,
      { query, documents: texts, model: fields.model, top_k: topN },
      fields.signal,
    );
    return rankedOf(field(answer, 'data'), 'Voyage AI');
  };
}

/** Cohere Rerank through @langchain/cohere's CohereRerank (the cohere-ai SDK, `/v1/rerank`) on the guarded fetch. */
export async function cohereRerank(
  fields: RerankClientFields & { readonly maxChunksPerDoc: number },
): Promise<Rerank> {
  const [{ CohereRerank }, { CohereClient }, { sdkFetch }] = await Promise.all([
    import('@langchain/cohere'),
    import('cohere-ai'),
    import('../../embeddings/runtime/sdk-fetch.ts'),
  ]);
  const client = new CohereClient({
    token: fields.apiKey,
    fetch: sdkFetch(fields.fetch, fields.signal),
    maxRetries: 0,
  });
  const reranker = new CohereRerank({ client, model: fields.model });
  return async (query, texts, topN) =>
    reranker.rerank([...texts], query, { topN, maxChunksPerDoc: fields.maxChunksPerDoc });
}
