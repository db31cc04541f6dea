import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { TaskType } from '@google/generative-ai';
import { ChatModelCredential } from '../../chat-models/runtime/chat-model-config.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import { GeminiEmbeddings } from './gemini-embeddings.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { sdkFetch } from './sdk-fetch.ts';

const TASK_TYPES = [
  'TASK_TYPE_UNSPECIFIED',
  'RETRIEVAL_QUERY',
  'RETRIEVAL_DOCUMENT',
  'SEMANTIC_SIMILARITY',
  'CLASSIFICATION',
  'CLUSTERING',
] as const;

function taskType(name: (typeof TASK_TYPES)[number] | undefined): TaskType | undefined {
  return Object.values(TaskType).find((value) => value === name);
}

/**
 * Google Gemini Embedding (`googleGenerativeAiEmbeddings`): googleGenerativeAI.googleGenerativeAPIKey; requests go
 * through the run's embeddings fetch (the outbound policy).
 */
export async function createGoogleEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const retry = retryOptions(config, context, 100);
  const credential = await ChatModelCredential.read(config, context.credentials, ['googleGenerativeAI']);
  const task = taskType(config.choice('tasktype', TASK_TYPES));
  const inner = new GeminiEmbeddings({
    apiKey: credential.required('googleGenerativeAPIKey'),
    model: config.string('modelName') ?? 'gemini-embedding-001',
    stripNewLines: config.boolean('stripNewLines') === true,
    fetch: sdkFetch(context.fetch, context.signal),
    ...(task === undefined || task === TaskType.TASK_TYPE_UNSPECIFIED ? {} : { taskType: task }),
  });
  return new RetryingEmbeddings(inner, { ...retry, batchSize: Math.min(retry.batchSize, 100) });
}
