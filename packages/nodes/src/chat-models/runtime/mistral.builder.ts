import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { ChatMistralAIInput } from '@langchain/mistralai';
import { HTTPClient } from '@mistralai/mistralai/lib/http.js';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import type { ChatModelConfig } from './chat-model-config.ts';
import { ChatModelCredential } from './chat-model-config.ts';
import { OneRequestChatMistralAI } from './one-request-mistral.ts';
import { refusalRetryRules } from './refusals-not-retried.ts';

/** MistralAI (`chatMistralAI`): mistralAIApi.mistralAIAPIKey; optional endpoint. */
export async function buildChatMistralAI(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const credential = await ChatModelCredential.read(config, credentials, ['mistralAIApi']);
  const fields: ChatMistralAIInput = {
    model: config.model('modelName'),
    apiKey: credential.required('mistralAIAPIKey'),
    streaming,
    ...(options.fetch ? { httpClient: new HTTPClient({ fetcher: options.fetch }) } : {}),
  };
  const temperature = config.number('temperature');
  if (temperature !== undefined) fields.temperature = temperature;
  const maxTokens = config.positiveInteger('maxOutputTokens');
  if (maxTokens !== undefined) fields.maxTokens = maxTokens;
  const topP = config.number('topP');
  if (topP !== undefined) fields.topP = topP;
  const seed = config.integer('randomSeed');
  if (seed !== undefined) fields.seed = seed;
  if (config.boolean('safeMode') === true) fields.safePrompt = true;
  const endpoint = config.string('overrideEndpoint');
  if (endpoint !== undefined) {
    await options.checkBaseUrl(endpoint, config.label);
    fields.serverURL = endpoint;
  }
  return new OneRequestChatMistralAI({ ...fields, ...refusalRetryRules(options) });
}
