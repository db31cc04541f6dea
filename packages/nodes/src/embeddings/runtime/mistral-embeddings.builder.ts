import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { MistralAIEmbeddings } from '@langchain/mistralai';
import { HTTPClient } from '@mistralai/mistralai/lib/http.js';
import { ChatModelCredential } from '../../chat-models/runtime/chat-model-config.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { sdkFetch } from './sdk-fetch.ts';

/** MistralAI Embedding (`mistralAIEmbeddings`): mistralAIApi.mistralAIAPIKey; optional endpoint. */
export async function createMistralEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const retry = retryOptions(config, context, 512);
  const credential = await ChatModelCredential.read(config, context.credentials, ['mistralAIApi']);
  const endpoint = config.string('overrideEndpoint');
  const inner = new MistralAIEmbeddings({
    apiKey: credential.required('mistralAIAPIKey'),
    model: config.string('modelName') ?? 'mistral-embed',
    batchSize: retry.batchSize,
    stripNewLines: config.boolean('stripNewLines') !== false,
    maxRetries: 0,
    httpClient: new HTTPClient({ fetcher: sdkFetch(context.fetch, context.signal) }),
    ...(endpoint === undefined ? {} : { serverURL: endpoint }),
  });
  return new RetryingEmbeddings(inner, retry);
}
