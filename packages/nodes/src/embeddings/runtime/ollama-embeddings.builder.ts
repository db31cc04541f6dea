import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { OllamaEmbeddings } from '@langchain/ollama';
import { DEFAULT_OLLAMA_URL } from '../../chat-models/runtime/ollama.builder.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { sdkFetch } from './sdk-fetch.ts';

/** Ollama Embedding (`ollamaEmbedding`): the node's base URL, reached through the guarded fetch. */
export function createOllamaEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const retry = retryOptions(config, context, 100);
  const requestOptions: { numGpu?: number; numThread?: number; useMmap?: boolean } = {};
  const numGpu = config.integer('numGpu');
  if (numGpu !== undefined) requestOptions.numGpu = numGpu;
  const numThread = config.positiveInteger('numThread');
  if (numThread !== undefined) requestOptions.numThread = numThread;
  const useMmap = config.boolean('useMMap');
  if (useMmap !== undefined) requestOptions.useMmap = useMmap;
  const inner = new OllamaEmbeddings({
    model: config.model('modelName'),
    baseUrl: config.string('baseUrl') ?? DEFAULT_OLLAMA_URL,
    requestOptions,
    maxRetries: 0,
    fetch: sdkFetch(context.fetch, context.signal),
  });
  return Promise.resolve(new RetryingEmbeddings(inner, retry));
}
