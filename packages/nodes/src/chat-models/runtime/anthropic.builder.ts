import { ChatAnthropic, type AnthropicInput } from '@langchain/anthropic';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import type { ChatModelConfig } from './chat-model-config.ts';
import { ChatModelCredential } from './chat-model-config.ts';
import { refusalRetryRules } from './refusals-not-retried.ts';

/** Anthropic Claude (`chatAnthropic`): anthropicApi.anthropicApiKey; thinking by budget or adaptive. */
export async function buildChatAnthropic(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options?: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const credential = await ChatModelCredential.read(config, credentials, ['anthropicApi']);
  const fields: AnthropicInput = {
    model: config.model('modelName'),
    apiKey: credential.required('anthropicApiKey'),
    streaming,
    streamUsage: true,
    ...(options?.fetch ? { clientOptions: { fetch: options.fetch } } : {}),
  };
  const adaptive = config.boolean('adaptiveThinking') === true;
  const extended = !adaptive && config.boolean('extendedThinking') === true;
  if (adaptive) {
    fields.thinking = { type: 'adaptive' };
    const effort = config.choice('thinkingEffort', ['low', 'medium', 'high', 'max']);
    if (effort !== undefined) fields.outputConfig = { effort };
  } else if (extended) {
    fields.thinking = { type: 'enabled', budget_tokens: config.positiveInteger('budgetTokens') ?? 1024 };
  }
  // Sampling settings are refused while the model thinks.
  if (!adaptive && !extended) {
    const temperature = config.number('temperature');
    if (temperature !== undefined) fields.temperature = temperature;
    const topP = config.number('topP');
    if (topP !== undefined) fields.topP = topP;
    const topK = config.number('topK');
    if (topK !== undefined) fields.topK = topK;
  }
  const maxTokens = config.positiveInteger('maxTokensToSample') ?? config.positiveInteger('maxTokens');
  if (maxTokens !== undefined) fields.maxTokens = maxTokens;
  return new ChatAnthropic({ ...fields, ...refusalRetryRules(options) });
}
