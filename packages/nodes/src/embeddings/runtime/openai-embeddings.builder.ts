import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { AzureOpenAIEmbeddings, OpenAIEmbeddings, type OpenAIEmbeddingsParams } from '@langchain/openai';
import {
  ChatModelConfigError,
  ChatModelCredential,
  type ChatModelConfig,
} from '../../chat-models/runtime/chat-model-config.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { sdkFetch } from './sdk-fetch.ts';

/** A key sent to OpenAI-compatible servers that need none (the OpenAI client refuses an empty key). */
const NO_API_KEY = 'no-api-key';

/**
 * Fields shared by the OpenAI nodes. The SDK receives vectors as base64 (and decodes them) whatever the
 * "Encoding Format" says: asking for base64 explicitly would hand the caller undecoded text.
 */
function commonFields(config: ChatModelConfig, batchSize: number): Partial<OpenAIEmbeddingsParams> {
  const fields: Partial<OpenAIEmbeddingsParams> = { batchSize, maxRetries: 0 };
  if (config.boolean('stripNewLines') === true) fields.stripNewLines = true;
  const timeout = config.positiveInteger('timeout');
  if (timeout !== undefined) fields.timeout = timeout;
  const dimensions = config.positiveInteger('dimensions');
  if (dimensions !== undefined) fields.dimensions = dimensions;
  return fields;
}

function basePath(config: ChatModelConfig): string | undefined {
  return config.string('basepath') ?? config.string('basePath');
}

/** OpenAI Embedding (`openAIEmbeddings`): openAIApi.openAIApiKey; optional base path and headers. */
export async function createOpenAIEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const retry = retryOptions(config, context, 512);
  const credential = await ChatModelCredential.read(config, context.credentials, ['openAIApi']);
  const inner = new OpenAIEmbeddings({
    ...commonFields(config, retry.batchSize),
    model: config.string('modelName') ?? 'text-embedding-ada-002',
    apiKey: credential.required('openAIApiKey'),
    configuration: {
      baseURL: basePath(config),
      defaultHeaders: config.headers('baseOptions'),
      fetch: sdkFetch(context.fetch, context.signal),
    },
  });
  return new RetryingEmbeddings(inner, retry);
}

/** OpenAI Custom Embedding (`openAIEmbeddingsCustom`): any OpenAI-compatible server; the key is optional. */
export async function createOpenAICustomEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const retry = retryOptions(config, context, 512);
  const credential = await ChatModelCredential.read(
    config,
    context.credentials,
    ['openAIApi', 'openAICompatibleApi'],
    true,
  );
  const baseURL = basePath(config) ?? credential.optional('baseUrl');
  if (baseURL === undefined)
    throw new ChatModelConfigError(
      `${label}: set "Base Path" to the server's OpenAI-compatible address (e.g. http://host:8000/v1)`,
    );
  const inner = new OpenAIEmbeddings({
    ...commonFields(config, retry.batchSize),
    model: config.string('modelName') ?? 'text-embedding-ada-002',
    apiKey:
      credential.optional('openAIApiKey') ?? credential.optional('openAICompatibleApiKey') ?? NO_API_KEY,
    configuration: {
      baseURL,
      defaultHeaders: config.headers('baseOptions'),
      fetch: sdkFetch(context.fetch, context.signal),
    },
  });
  return new RetryingEmbeddings(inner, retry);
}

/** Azure OpenAI Embedding (`azureOpenAIEmbeddings`): key, instance (or base path), deployment, API version. */
export async function createAzureOpenAIEmbeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const retry = retryOptions(config, context, 100);
  const credential = await ChatModelCredential.read(config, context.credentials, ['azureOpenAIApi']);
  const base = basePath(config);
  const instance = credential.optional('azureOpenAIApiInstanceName');
  if (base === undefined && instance === undefined)
    throw new ChatModelConfigError(
      `${label}: the credential has no "azureOpenAIApiInstanceName"; fill it in, or set "Base Path"`,
    );
  const inner = new AzureOpenAIEmbeddings({
    ...commonFields(config, retry.batchSize),
    azureOpenAIApiKey: credential.required('azureOpenAIApiKey'),
    azureOpenAIApiDeploymentName: credential.required('azureOpenAIApiDeploymentName'),
    azureOpenAIApiVersion: credential.required('azureOpenAIApiVersion'),
    ...(base === undefined ? { azureOpenAIApiInstanceName: instance } : { azureOpenAIBasePath: base }),
    configuration: {
      defaultHeaders: config.headers('baseOptions'),
      fetch: sdkFetch(context.fetch, context.signal),
    },
  });
  return new RetryingEmbeddings(inner, retry);
}
