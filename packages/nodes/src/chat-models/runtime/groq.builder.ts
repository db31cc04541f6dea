import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatGroq, type ChatGroqInput } from '@langchain/groq';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import type { ChatModelConfig } from './chat-model-config.ts';
import { ChatModelCredential } from './chat-model-config.ts';
import { refusalRetryRules } from './refusals-not-retried.ts';

/** Groq (`groqChat`): groqApi.groqApiKey. */
export async function buildGroqChat(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options?: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const credential = await ChatModelCredential.read(config, credentials, ['groqApi']);
  const fields: ChatGroqInput = {
    ...(options?.fetch ? { fetch: options.fetch } : {}),
    model: config.model('modelName'),
    apiKey: credential.required('groqApiKey'),
    streaming,
    streamUsage: true,
  };
  const temperature = config.number('temperature');
  if (temperature !== undefined) fields.temperature = temperature;
  const maxTokens = config.positiveInteger('maxTokens');
  if (maxTokens !== undefined) fields.maxTokens = maxTokens;
  return new ChatGroq({ ...fields, ...refusalRetryRules(options) });
}
