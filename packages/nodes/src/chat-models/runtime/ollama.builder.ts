import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatOllama, type ChatOllamaInput } from '@langchain/ollama';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import type { ChatModelConfig } from './chat-model-config.ts';
import { ChatModelCredential } from './chat-model-config.ts';
import { oneRequestOllamaFetch } from './ollama-one-request-fetch.ts';
import { refusalRetryRules } from './refusals-not-retried.ts';

export const DEFAULT_OLLAMA_URL = 'http://localhost:11434';

/** Ollama's sampling options, by parameter name (all numbers). */
const NUMBER_OPTIONS = [
  'topP',
  'topK',
  'mirostat',
  'mirostatEta',
  'mirostatTau',
  'numCtx',
  'numGpu',
  'numThread',
  'repeatLastN',
  'repeatPenalty',
  'tfsZ',
] as const;

/** ChatOllama takes stop words per call only; this one sends the node's own unless a call gives others. */
class ChatOllamaWithStop extends ChatOllama {
  constructor(
    fields: ChatOllamaInput,
    private readonly stopWords: string[] | undefined,
  ) {
    super(fields);
  }

  override invocationParams(options?: this['ParsedCallOptions']): ReturnType<ChatOllama['invocationParams']> {
    const params = super.invocationParams(options);
    if (options?.stop !== undefined || this.stopWords === undefined) return params;
    return { ...params, options: { ...params.options, stop: this.stopWords } };
  }
}

/** Ollama (`chatOllama`): the node's base URL (or the ollamaApi credential's), an optional bearer key. */
export async function buildChatOllama(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const credential = await ChatModelCredential.read(config, credentials, ['ollamaApi'], true);
  const baseUrl = config.string('baseUrl') ?? credential.optional('baseUrl') ?? DEFAULT_OLLAMA_URL;
  await options.checkBaseUrl(baseUrl, config.label);
  const fields: ChatOllamaInput = {
    model: config.model('modelName'),
    baseUrl,
    streaming,
    think: config.boolean('think') === true,
    // ChatOllama streams every call: with streaming off, its one request is made non-streaming.
    ...(streaming
      ? options.fetch
        ? { fetch: options.fetch }
        : {}
      : { fetch: oneRequestOllamaFetch(options.fetch ?? fetch) }),
  };
  const temperature = config.number('temperature');
  if (temperature !== undefined) fields.temperature = temperature;
  for (const name of NUMBER_OPTIONS) {
    const value = config.number(name);
    if (value !== undefined) fields[name] = value;
  }
  const keepAlive = config.string('keepAlive');
  if (keepAlive !== undefined) fields.keepAlive = keepAlive;
  if (config.boolean('jsonMode') === true) fields.format = 'json';
  const apiKey = credential.optional('ollamaApiKey');
  if (apiKey !== undefined) fields.headers = { Authorization: `Bearer ${apiKey}` };
  return new ChatOllamaWithStop({ ...fields, ...refusalRetryRules(options) }, config.list('stop'));
}
