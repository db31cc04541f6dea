import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { ChatModelCredential } from '../../chat-models/runtime/chat-model-config.ts';
import { readWatsonxConnection } from '../../chat-models/runtime/watsonx-connection.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { sdkFetch } from './sdk-fetch.ts';
import { WatsonxEmbeddings } from './watsonx-embeddings.ts';

/** watsonx.ai takes up to 1000 texts per embeddings request. */
const WATSONX_BATCH_SIZE = 1000;

/**
 * IBM Watsonx Embedding (`ibmEmbedding`): Flowise's `ibmWatsonx` credential (service URL, version, project or
 * space, IAM API key or bearer token); every request, the IAM exchange included, on the guarded fetch.
 */
export async function createWatsonxEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const credential = await ChatModelCredential.read(config, context.credentials, ['ibmWatsonx']);
  const connection = await readWatsonxConnection(credential, {
    label,
    fetch: sdkFetch(context.fetch, context.signal),
    // The guarded fetch judges every address as it connects.
    checkUrl: () => Promise.resolve(),
  });
  const truncateInputTokens = config.positiveInteger('truncateInputTokens');
  const inner = new WatsonxEmbeddings({
    connection,
    model: config.string('modelName') ?? 'ibm/slate-30m-english-rtrvr',
    ...(truncateInputTokens === undefined ? {} : { truncateInputTokens }),
    ...(context.signal ? { signal: context.signal } : {}),
  });
  return new RetryingEmbeddings(inner, retryOptions(config, context, WATSONX_BATCH_SIZE));
}
