import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { MistralAIEmbeddings } from '@langchain/mistralai';
import { OllamaEmbeddings } from '@langchain/ollama';
import { HTTPClient } from '@mistralai/mistralai/lib/http.js';
import { TaskType } from '@google/generative-ai';
import { ChatModelCredential } from '../../chat-models/runtime/chat-model-config.ts';
import { DEFAULT_OLLAMA_URL } from '../../chat-models/runtime/ollama.builder.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { sdkFetch } from './sdk-fetch.ts';
import { GeminiEmbeddings } from './gemini-embeddings.ts';

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

/** Google Gemini Embedding (`googleGenerativeAiEmbeddings`): googleGenerativeAI.googleGenerativeAPIKey. */
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
    ...(task === undefined || task === TaskType.TASK_TYPE_UNSPECIFIED ? {} : { taskType: task }),
  });
  return new RetryingEmbeddings(inner, { ...retry, batchSize: Math.min(retry.batchSize, 100) });
}

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
