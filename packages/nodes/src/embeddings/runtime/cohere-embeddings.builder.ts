import { CohereEmbeddings } from '@langchain/cohere';
import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { CohereClient } from 'cohere-ai';
import { ChatModelCredential } from '../../chat-models/runtime/chat-model-config.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { sdkFetch } from './sdk-fetch.ts';

/** Texts per `/v1/embed` request: Cohere's limit. */
const COHERE_BATCH_SIZE = 96;

/**
 * Cohere Embedding (`cohereEmbeddings`): cohereApi.cohereApiKey. Documents are embedded as `search_document`,
 * queries as `search_query` (what v3+ models need for search; Flowise's single "Type" is not used).
 */
export async function createCohereEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const retry = retryOptions(config, context, COHERE_BATCH_SIZE);
  const credential = await ChatModelCredential.read(config, context.credentials, ['cohereApi']);
  const client = new CohereClient({
    token: credential.required('cohereApiKey'),
    fetch: sdkFetch(context.fetch, context.signal),
    maxRetries: 0,
  });
  const inner = new CohereEmbeddings({
    client,
    model: config.string('modelName') ?? 'embed-english-v2.0',
    batchSize: Math.min(retry.batchSize, COHERE_BATCH_SIZE),
    maxRetries: 0,
  });
  return new RetryingEmbeddings(inner, retry);
}
