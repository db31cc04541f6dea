import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { OpenAIEmbeddings } from '@langchain/openai';
import { ChatModelConfigError, ChatModelCredential } from '../../chat-models/runtime/chat-model-config.ts';
import { qianfanKey } from '../../chat-models/runtime/openai-compatible.regional-providers.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import { createQianfanV1Embeddings } from './qianfan-v1-embeddings.builder.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { sdkFetch } from './sdk-fetch.ts';

/** How an OpenAI-compatible embeddings provider differs from the others: data only. */
interface OpenAICompatibleEmbeddingsProvider {
  readonly provider: string;
  readonly credentialType: string;
  readonly keyField: string;
  /** The provider's own address; absent when the user types the server's (LocalAI). */
  readonly defaultBaseURL?: string;
  readonly defaultModel: string;
  /** The key from the credential when reading one field is not enough (Qianfan's v2 key or v1 key pair). */
  readonly readKey?: (credential: ChatModelCredential, label: string) => string | undefined;
  /** The model id the API takes for the name the node saved (Qianfan v2: lower case). */
  readonly modelId?: (name: string) => string;
  /** Texts per request when the node sets none. */
  readonly defaultBatchSize?: number;
  /** Vectors asked as float numbers: the API offers no base64 (OpenAI's client asks base64 unless told). */
  readonly floatVectors?: boolean;
}

const PROVIDERS = {
  togetherAIEmbedding: {
    provider: 'Together AI',
    credentialType: 'togetherAIApi',
    keyField: 'togetherAIApiKey',
    defaultBaseURL: 'https://api.together.xyz/v1',
    defaultModel: 'BAAI/bge-large-en-v1.5',
  },
  localAIEmbeddings: {
    provider: 'LocalAI',
    credentialType: 'localAIApi',
    keyField: 'localAIApiKey',
    defaultModel: 'text-embedding-ada-002',
  },
  baiduQianfanEmbeddings: {
    provider: 'Baidu Qianfan',
    credentialType: 'baiduQianfanApi',
    keyField: 'qianfanApiKey',
    // Qianfan's v2 embeddings (`POST /v2/embeddings`), which take its API key only.
    defaultBaseURL: 'https://qianfan.baidubce.com/v2',
    defaultModel: 'Embedding-V1',
    readKey: qianfanKey,
    modelId: (name) => name.toLowerCase(),
    // Embedding-V1 and the bge models take up to 16 texts a request.
    defaultBatchSize: 16,
    floatVectors: true,
  },
} as const satisfies Readonly<Record<string, OpenAICompatibleEmbeddingsProvider>>;

/** A key sent to servers that need none (the OpenAI client refuses an empty key). */
const NO_API_KEY = 'no-api-key';

type CreateEmbeddings = (context: EmbeddingsContext, label: string) => Promise<EmbeddingsInterface>;

/**
 * OpenAI's embeddings client at the provider's address (or the `basePath` typed in the node; every request goes
 * through the server's guarded fetch), with the provider credential's key: required at the provider's own
 * address, optional at a server the user runs.
 */
async function createEmbeddings(
  provider: OpenAICompatibleEmbeddingsProvider,
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface> {
  const config = embeddingsConfig(label, context);
  const model = config.string('customModelName') ?? config.string('modelName') ?? provider.defaultModel;
  const modelId = provider.modelId ? provider.modelId(model) : model;
  // tao-8k (Qianfan) embeds one text per request.
  const retry = retryOptions(config, context, modelId === 'tao-8k' ? 1 : (provider.defaultBatchSize ?? 512));
  const typed = config.string('basePath') ?? config.string('basepath');
  const baseURL = typed ?? provider.defaultBaseURL;
  if (baseURL === undefined)
    throw new ChatModelConfigError(
      `${label}: set "Base Path" to the ${provider.provider} server's address (e.g. http://localhost:8080/v1)`,
    );
  const keyRequired = typed === undefined;
  const credential = await ChatModelCredential.read(
    config,
    context.credentials,
    [provider.credentialType],
    !keyRequired,
  );
  const apiKey = provider.readKey
    ? (provider.readKey(credential, label) ?? credential.required(provider.keyField))
    : keyRequired
      ? credential.required(provider.keyField)
      : credential.optional(provider.keyField);
  const stripNewLines = config.boolean('stripNewLines');
  const timeout = config.positiveInteger('timeout');
  const inner = new OpenAIEmbeddings({
    batchSize: retry.batchSize,
    maxRetries: 0,
    model: modelId,
    ...(stripNewLines === undefined ? {} : { stripNewLines }),
    ...(timeout === undefined ? {} : { timeout }),
    ...(provider.floatVectors ? { encodingFormat: 'float' as const } : {}),
    apiKey: apiKey ?? NO_API_KEY,
    configuration: { baseURL, fetch: sdkFetch(context.fetch, context.signal) },
  });
  return new RetryingEmbeddings(inner, retry);
}

export const createTogetherAIEmbeddings: CreateEmbeddings = (context, label) =>
  createEmbeddings(PROVIDERS.togetherAIEmbedding, context, label);

export const createLocalAIEmbeddings: CreateEmbeddings = (context, label) =>
  createEmbeddings(PROVIDERS.localAIEmbeddings, context, label);

/** Qianfan's v2 API with its API key, or the v1 API with Flowise's access / secret key pair. */
export const createBaiduQianfanEmbeddings: CreateEmbeddings = async (context, label) =>
  (await createQianfanV1Embeddings(context, label)) ??
  createEmbeddings(PROVIDERS.baiduQianfanEmbeddings, context, label);
