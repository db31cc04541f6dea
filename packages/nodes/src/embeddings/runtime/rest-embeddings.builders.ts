import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { ChatModelCredential } from '../../chat-models/runtime/chat-model-config.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import {
  DEFAULT_HUGGING_FACE_EMBEDDING_MODEL,
  HuggingFaceInferenceEmbeddings,
} from './huggingface-embeddings.ts';
import { JinaEmbeddings } from './jina-embeddings.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { VoyageEmbeddings } from './voyage-embeddings.ts';

/** Jina Embedding (`jinaEmbeddings`): jinaAIApi.jinaAIAPIKey; model, dimensions, late chunking. */
export async function createJinaEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const credential = await ChatModelCredential.read(config, context.credentials, ['jinaAIApi']);
  const dimensions = config.positiveInteger('modelDimensions');
  const inner = new JinaEmbeddings({
    apiKey: credential.required('jinaAIAPIKey'),
    model: config.string('modelName') ?? 'jina-embeddings-v3',
    ...(dimensions === undefined ? {} : { dimensions }),
    lateChunking: config.boolean('allowLateChunking') === true,
    fetch: context.fetch,
    ...(context.signal ? { signal: context.signal } : {}),
  });
  return new RetryingEmbeddings(inner, retryOptions(config, context, 512));
}

/** VoyageAI Embedding (`voyageAIEmbeddings`): voyageAIApi.apiKey, and its `endpoint` (the embeddings URL). */
export async function createVoyageEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const credential = await ChatModelCredential.read(config, context.credentials, ['voyageAIApi']);
  const endpoint = credential.optional('endpoint');
  const inner = new VoyageEmbeddings({
    apiKey: credential.required('apiKey'),
    model: config.string('modelName') ?? 'voyage-2',
    ...(endpoint === undefined ? {} : { endpoint }),
    fetch: context.fetch,
    ...(context.signal ? { signal: context.signal } : {}),
  });
  // Voyage takes up to 1000 texts per request (fewer for long texts): 128 keeps under its token limits.
  return new RetryingEmbeddings(inner, retryOptions(config, context, 128));
}

/** HuggingFace Inference Embedding (`huggingFaceInferenceEmbeddings`): huggingFaceApi.huggingFaceApiKey. */
export async function createHuggingFaceInferenceEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const credential = await ChatModelCredential.read(config, context.credentials, ['huggingFaceApi']);
  const endpoint = config.string('endpoint');
  const inner = new HuggingFaceInferenceEmbeddings({
    apiKey: credential.required('huggingFaceApiKey'),
    model: config.string('modelName') ?? DEFAULT_HUGGING_FACE_EMBEDDING_MODEL,
    ...(endpoint === undefined ? {} : { endpoint }),
    fetch: context.fetch,
    ...(context.signal ? { signal: context.signal } : {}),
  });
  return new RetryingEmbeddings(inner, retryOptions(config, context, 64));
}
