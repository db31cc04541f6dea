import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { VertexAIEmbeddings } from '@langchain/google-vertexai';
import { vertexConnection } from '../../chat-models/runtime/google-vertex-auth.ts';
import { vertexFailedAttempt } from '../../chat-models/runtime/vertex-failed-attempt.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { sdkFetch } from './sdk-fetch.ts';

/** Texts one predict request may carry (LangChain sends one per request, a few at a time). */
const TEXTS_PER_BATCH = 250;
const CONCURRENT_REQUESTS = 5;

/** Flowise's "Strip New Lines": the texts are embedded with their line breaks as spaces. */
class StrippedNewLines implements EmbeddingsInterface {
  constructor(private readonly inner: EmbeddingsInterface) {}
  embedDocuments(documents: string[]): Promise<number[][]> {
    return this.inner.embedDocuments(documents.map((text) => text.replace(/\n/g, ' ')));
  }
  embedQuery(document: string): Promise<number[]> {
    return this.inner.embedQuery(document.replace(/\n/g, ' '));
  }
}

/**
 * Google VertexAI Embedding (`googlevertexaiEmbeddings`): Vertex AI's `predict` through LangChain's
 * `VertexAIEmbeddings`, signed in with the `googleVertexAuth` service account; every request, token grant
 * included, goes through the job's guarded fetch (a typed endpoint and a key's token_uri are judged there).
 */
export async function createVertexEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const connection = await vertexConnection(config, context.credentials, {
    fetch: sdkFetch(context.fetch, context.signal),
    // The guarded fetch judges every connection; an address typed here needs no earlier check.
    checkBaseUrl: () => Promise.resolve(),
  });
  const vertex = new VertexAIEmbeddings({
    model: config.string('modelName') ?? 'text-embedding-004',
    maxRetries: 0,
    maxConcurrency: CONCURRENT_REQUESTS,
    onFailedAttempt: vertexFailedAttempt,
    ...connection,
  });
  const inner = config.boolean('stripNewLines') === true ? new StrippedNewLines(vertex) : vertex;
  const retry = retryOptions(config, context, TEXTS_PER_BATCH);
  return new RetryingEmbeddings(inner, retry);
}
