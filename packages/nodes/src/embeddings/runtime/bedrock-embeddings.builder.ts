import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { bedrockRuntimeClient } from '../../chat-models/runtime/bedrock-client.ts';
import { ChatModelConfigError } from '../../chat-models/runtime/chat-model-config.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { BedrockInvokeEmbeddings, COHERE_TEXTS_PER_CALL } from './bedrock-invoke-embeddings.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { sdkFetch } from './sdk-fetch.ts';

const COHERE_INPUT_TYPES = ['search_document', 'search_query', 'classification', 'clustering'] as const;

/**
 * AWS Bedrock Embedding (`AWSBedrockEmbeddings`): Titan or Cohere models through InvokeModel, on a client whose
 * requests go through the job's guarded fetch (a custom endpoint host is checked at connect like any address).
 */
export async function createBedrockEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const model = config.string('customModel') ?? config.model('model');
  const inputType = config.choice('inputType', COHERE_INPUT_TYPES);
  const cohere = model.startsWith('cohere.');
  if (cohere && inputType === undefined)
    throw new ChatModelConfigError(`${label}: "Cohere Input Type" must be selected for Cohere models`);
  const retry = retryOptions(config, context, 50);
  const { client } = await bedrockRuntimeClient(config, context.credentials, {
    fetch: sdkFetch(context.fetch, context.signal),
    // The guarded fetch judges every connection; an address typed here needs no earlier check.
    checkBaseUrl: () => Promise.resolve(),
  });
  const inner = new BedrockInvokeEmbeddings(client, model, inputType, context.signal);
  return new RetryingEmbeddings(inner, {
    ...retry,
    batchSize: cohere ? Math.min(retry.batchSize, COHERE_TEXTS_PER_CALL) : retry.batchSize,
  });
}
