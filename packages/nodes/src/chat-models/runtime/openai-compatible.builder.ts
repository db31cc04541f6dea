import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { ChatOpenAIFields } from '@langchain/openai';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import { ChatModelConfig, ChatModelConfigError, ChatModelCredential } from './chat-model-config.ts';
import { markWithoutJsonSchema } from './json-schema-support.ts';
import { NO_API_KEY, OfflineChatOpenAI, fetchOf, samplingFields } from './openai.builder.ts';
import {
  OPENAI_COMPATIBLE_PROVIDERS,
  typedAddress,
  type OpenAICompatibleNodeName,
  type OpenAICompatibleProvider,
} from './openai-compatible.providers.ts';
import { refusalRetryRules } from './refusals-not-retried.ts';

type Builder = (
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
) => Promise<BaseChatModel>;

/** A ChatOpenAI on an API without tool calling: binding tools fails with a message naming the provider. */
class ToollessChatOpenAI extends OfflineChatOpenAI {
  constructor(
    fields: ChatOpenAIFields,
    private readonly refusal: string,
  ) {
    super(fields);
  }

  override bindTools(): never {
    throw new ChatModelConfigError(this.refusal);
  }
}

const ADDRESS_INPUTS = ['basepath', 'basePath', 'baseURL'] as const;

/** The API base typed in the node (`basepath`, `basePath`, `baseURL`…), unless it is the provider's default. */
function typedBaseURL(config: ChatModelConfig, provider: OpenAICompatibleProvider): string | undefined {
  const inputs = provider.addressInputs ?? ADDRESS_INPUTS;
  const typed = typedAddress(
    provider,
    inputs.map((name) => config.string(name)).find((value) => value !== undefined),
  );
  return typed === undefined || provider.apiBaseOf === undefined ? typed : provider.apiBaseOf(typed);
}

/** The address with its `{field}` parts filled from the credential (Cloudflare's account ID). */
function filledAddress(address: string, credential: ChatModelCredential): string {
  return address.replace(/\{(\w+)\}/g, (_, field: string) => encodeURIComponent(credential.required(field)));
}

/** The headers of "Base Options": the object itself, or its `defaultHeaders` when it holds client options. */
function baseOptionHeaders(
  config: ChatModelConfig,
  provider: OpenAICompatibleProvider,
): Record<string, string> | undefined {
  if (provider.baseOptions === 'headers') return config.headers('baseOptions');
  const options = config.jsonObject('baseOptions');
  if (options?.defaultHeaders === undefined) return undefined;
  return new ChatModelConfig(config.label, { defaultHeaders: options.defaultHeaders }).headers(
    'defaultHeaders',
  );
}

/**
 * Builds the chat model of one OpenAI-compatible provider: ChatOpenAI at the provider's address (or the one
 * typed in the node, checked by the server's policy like the default), the key of the provider's credential,
 * the provider's headers then the node's. Streaming, usage, tool calls, images and `response_format` structured
 * output work as for OpenAI.
 */
async function buildOpenAICompatibleChat(
  provider: OpenAICompatibleProvider,
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const typed = typedBaseURL(config, provider);
  const address = typed ?? provider.defaultBaseURL;
  if (address === undefined)
    throw new ChatModelConfigError(
      `${config.label}: set "Base Path" to the ${provider.provider} server's address (e.g. ${provider.baseURLExample ?? 'http://localhost:8080/v1'})`,
    );
  // At the provider's own address a key is needed; a server the user runs may need none.
  const keyRequired = typed === undefined && provider.defaultBaseURL !== undefined;
  const credential = await ChatModelCredential.read(
    config,
    credentials,
    [provider.credentialType],
    !keyRequired,
  );
  const baseURL = filledAddress(address, credential);
  await options.checkBaseUrl(baseURL, config.label);
  const key = provider.readKey
    ? provider.readKey(credential, config.label)
    : credential.optional(provider.keyField);
  const apiKey = keyRequired && key === undefined ? credential.required(provider.keyField) : key;
  const model = config.model(...provider.modelInputs);
  const extra = provider.extraFields?.(config);
  const fields: ChatOpenAIFields = {
    ...samplingFields(config, model, streaming),
    ...refusalRetryRules(options),
    ...(extra ? { modelKwargs: extra } : {}),
    apiKey: apiKey ?? NO_API_KEY,
    configuration: {
      baseURL,
      defaultHeaders: { ...provider.headers, ...baseOptionHeaders(config, provider) },
      ...fetchOf(options),
    },
  };
  const chatModel = provider.toolCalling
    ? new OfflineChatOpenAI(fields)
    : new ToollessChatOpenAI(
        fields,
        `${config.label}: ${provider.provider} models cannot call tools; use this model without tools, or another model`,
      );
  if (provider.jsonSchema === false) markWithoutJsonSchema(chatModel);
  return chatModel;
}

/** The builder of one provider of the family, by its node name. */
export function openAICompatibleBuilder(nodeName: OpenAICompatibleNodeName): Builder {
  const provider: OpenAICompatibleProvider = OPENAI_COMPATIBLE_PROVIDERS[nodeName];
  return (config, credentials, streaming, options) =>
    buildOpenAICompatibleChat(provider, config, credentials, streaming, options);
}
