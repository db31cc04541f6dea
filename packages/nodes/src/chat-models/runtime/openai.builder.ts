import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import {
  AzureChatOpenAI,
  ChatOpenAI,
  type AzureChatOpenAIFields,
  type ChatOpenAIFields,
} from '@langchain/openai';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelConfig } from './chat-model-config.ts';
import { ChatModelConfigError, ChatModelCredential } from './chat-model-config.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import { OfflineTokenAzureCompletions, OfflineTokenCompletions } from './offline-token-completions.ts';
import { refusalRetryRules } from './refusals-not-retried.ts';

/** A key sent to OpenAI-compatible servers that need none (the OpenAI client refuses an empty key). */
export const NO_API_KEY = 'no-api-key';

/** Reasoning models (o-series, gpt-5 except its chat variants) take no temperature or stop words. */
export function isOpenAIReasoningModel(model: string): boolean {
  return /^o\d/.test(model) || (/^gpt-5/.test(model) && !model.includes('chat'));
}

/** ChatOpenAI whose token estimates never fetch an encoding from the network. */
export class OfflineChatOpenAI extends ChatOpenAI {
  constructor(fields: ChatOpenAIFields) {
    super({ ...fields, completions: new OfflineTokenCompletions(fields) });
  }
}

/** AzureChatOpenAI whose token estimates never fetch an encoding from the network. */
class OfflineAzureChatOpenAI extends AzureChatOpenAI {
  constructor(fields: AzureChatOpenAIFields) {
    super(fields);
    this.completions = new OfflineTokenAzureCompletions(fields);
  }
}

/** Sampling, limits and reasoning settings shared by the OpenAI-style nodes. */
export function samplingFields(config: ChatModelConfig, model: string, streaming: boolean): ChatOpenAIFields {
  const reasoning = isOpenAIReasoningModel(model);
  const fields: ChatOpenAIFields = {
    model,
    streaming,
    // Usage arrives in the stream's last chunk (stream_options.include_usage): no local counting needed.
    streamUsage: true,
  };
  const temperature = config.number('temperature');
  if (temperature !== undefined && !reasoning) fields.temperature = temperature;
  const maxTokens = config.positiveInteger('maxTokens');
  if (maxTokens !== undefined) fields.maxTokens = maxTokens;
  const topP = config.number('topP');
  if (topP !== undefined) fields.topP = topP;
  const frequencyPenalty = config.number('frequencyPenalty');
  if (frequencyPenalty !== undefined) fields.frequencyPenalty = frequencyPenalty;
  const presencePenalty = config.number('presencePenalty');
  if (presencePenalty !== undefined) fields.presencePenalty = presencePenalty;
  const timeout = config.positiveInteger('timeout');
  if (timeout !== undefined) fields.timeout = timeout;
  const stop = config.list('stopSequence');
  if (stop && !reasoning) fields.stop = stop;
  if (config.boolean('strictToolCalling') === true) fields.supportsStrictToolCalling = true;
  if (reasoning) {
    const effort = config.choice('reasoningEffort', ['minimal', 'low', 'medium', 'high', 'xhigh']);
    const summary = config.choice('reasoningSummary', ['auto', 'concise', 'detailed']);
    if (effort !== undefined || summary !== undefined)
      fields.reasoning = { ...(effort ? { effort } : {}), ...(summary ? { summary } : {}) };
  }
  return fields;
}

/** The server's guarded fetch for the SDK, when it lends one. */
export function fetchOf(options: ChatModelBuildOptions): { fetch?: typeof fetch } {
  return options.fetch ? { fetch: options.fetch } : {};
}

/** `basepath` as Flowise saves it (`basePath` and `baseURL` accepted too), checked before use. */
async function basePathOf(
  config: ChatModelConfig,
  options: ChatModelBuildOptions,
): Promise<string | undefined> {
  const basePath = config.string('basepath') ?? config.string('basePath') ?? config.string('baseURL');
  if (basePath !== undefined) await options.checkBaseUrl(basePath, config.label);
  return basePath;
}

/** OpenAI (`chatOpenAI`): openAIApi.openAIApiKey; optional base path and headers. */
export async function buildChatOpenAI(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const credential = await ChatModelCredential.read(config, credentials, ['openAIApi']);
  const model = config.model('modelName');
  const baseURL = await basePathOf(config, options);
  const defaultHeaders = config.headers('baseOptions');
  return new OfflineChatOpenAI({
    ...samplingFields(config, model, streaming),
    ...refusalRetryRules(options),
    apiKey: credential.required('openAIApiKey'),
    ...(baseURL || defaultHeaders || options.fetch
      ? { configuration: { baseURL, defaultHeaders, ...fetchOf(options) } }
      : {}),
  });
}

/**
 * OpenAI Custom Model (`chatOpenAICustom`): any OpenAI-compatible server. The address is `basepath`, or the
 * `baseUrl` of an openAICompatibleApi credential; the key is optional (local servers often need none).
 */
export async function buildChatOpenAICustom(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const credential = await ChatModelCredential.read(
    config,
    credentials,
    ['openAIApi', 'openAICompatibleApi'],
    true,
  );
  const model = config.model('modelName');
  const fromCredential = credential.optional('baseUrl');
  const baseURL = (await basePathOf(config, options)) ?? fromCredential;
  if (baseURL === undefined)
    throw new ChatModelConfigError(
      `${config.label}: set "basepath" to the server's OpenAI-compatible address (e.g. http://host:8000/v1)`,
    );
  if (fromCredential === baseURL) await options.checkBaseUrl(baseURL, config.label);
  const apiKey =
    credential.optional('openAIApiKey') ?? credential.optional('openAICompatibleApiKey') ?? NO_API_KEY;
  return new OfflineChatOpenAI({
    ...samplingFields(config, model, streaming),
    ...refusalRetryRules(options),
    apiKey,
    configuration: { baseURL, defaultHeaders: config.headers('baseOptions'), ...fetchOf(options) },
  });
}

/** Azure OpenAI (`azureChatOpenAI`): key, instance, deployment and API version from azureOpenAIApi. */
export async function buildAzureChatOpenAI(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const credential = await ChatModelCredential.read(config, credentials, ['azureOpenAIApi']);
  const model = config.model('modelName');
  const basePath = await basePathOf(config, options);
  const defaultHeaders = config.headers('baseOptions');
  const fields: AzureChatOpenAIFields = {
    ...samplingFields(config, model, streaming),
    azureOpenAIApiKey: credential.required('azureOpenAIApiKey'),
    azureOpenAIApiDeploymentName: credential.required('azureOpenAIApiDeploymentName'),
    azureOpenAIApiVersion: credential.required('azureOpenAIApiVersion'),
  };
  const instance = credential.optional('azureOpenAIApiInstanceName');
  if (basePath !== undefined) fields.azureOpenAIBasePath = basePath;
  else if (instance !== undefined) fields.azureOpenAIApiInstanceName = instance;
  else
    throw new ChatModelConfigError(
      `${config.label}: the credential has no "azureOpenAIApiInstanceName"; fill it in, or set "basepath"`,
    );
  if (defaultHeaders || options.fetch) fields.configuration = { defaultHeaders, ...fetchOf(options) };
  return new OfflineAzureChatOpenAI({ ...fields, ...refusalRetryRules(options) });
}
