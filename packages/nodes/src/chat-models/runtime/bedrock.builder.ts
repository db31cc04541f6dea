import { ChatBedrockConverse, type ChatBedrockConverseInput } from '@langchain/aws';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import { bedrockRuntimeClient } from './bedrock-client.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import { ChatModelConfigError, type ChatModelConfig } from './chat-model-config.ts';

/** `ChatBedrockConverse` reads `performanceConfig` from call options only; this one sends its own too. */
class ConfiguredChatBedrockConverse extends ChatBedrockConverse {
  override invocationParams(
    options?: this['ParsedCallOptions'],
  ): ReturnType<ChatBedrockConverse['invocationParams']> {
    const params = super.invocationParams(options);
    return this.performanceConfig && !params.performanceConfig
      ? { ...params, performanceConfig: this.performanceConfig }
      : params;
  }
}

/** Cross-region inference profile prefixes (`us.anthropic…`, `global.anthropic…`). */
const PROFILE_PREFIX = /^(?:us|eu|apac|us-gov|ca|jp|au|global)\./;

/** Claude models from Opus 4.7 on refuse sampling settings (as Flowise's supportsSamplingParams). */
function acceptsTemperature(modelId: string): boolean {
  return !/claude-opus-4-(?:[7-9]|\d{2})/.test(modelId);
}

/** The model to call: "Custom Model ARN" over "Model Name"; the global inference profile when asked. */
function modelIdOf(config: ChatModelConfig): string {
  const custom = config.string('customModel');
  if (custom !== undefined) {
    if (custom.startsWith('arn:') && !custom.startsWith('arn:aws'))
      throw new ChatModelConfigError(`${config.label}: "${custom}" is not a valid Bedrock ARN`);
    return custom;
  }
  const model = config.model('modelName', 'model');
  if (config.boolean('useGlobalEndpoint') === true && !PROFILE_PREFIX.test(model)) return `global.${model}`;
  return model;
}

/**
 * AWS Bedrock (`awsChatBedrock`): the Converse / ConverseStream API through `ChatBedrockConverse`, on a client of
 * ours (region, endpoint, awsApi keys or the default chain, the server's guarded fetch). Retries are the SDK's
 * (it knows which AWS errors are transient); LangChain's are off, as they would retry a refused signature.
 */
export async function buildAwsChatBedrock(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const model = modelIdOf(config);
  const { client, region } = await bedrockRuntimeClient(config, credentials, options);
  const fields: ChatBedrockConverseInput = {
    client,
    region,
    model,
    streaming,
    streamUsage: true,
    maxRetries: 0,
    maxTokens: config.positiveInteger('max_tokens_to_sample') ?? config.positiveInteger('maxTokens') ?? 200,
  };
  const temperature = config.number('temperature');
  if (acceptsTemperature(model)) fields.temperature = temperature ?? 0.7;
  if (config.boolean('latencyOptimized') === true) fields.performanceConfig = { latency: 'optimized' };
  return new ConfiguredChatBedrockConverse(fields);
}
