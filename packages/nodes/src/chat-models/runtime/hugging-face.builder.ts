import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatOpenAI, type ChatOpenAIFields } from '@langchain/openai';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import { ChatModelCredential, type ChatModelConfig } from './chat-model-config.ts';
import { OfflineTokenCompletions } from './offline-token-completions.ts';
import { refusalRetryRules } from './refusals-not-retried.ts';

/** Hugging Face Inference Providers' OpenAI-compatible chat completions. */
export const HUGGING_FACE_ROUTER_CHAT_URL = 'https://router.huggingface.co/v1';

/** ChatOpenAI whose token estimates never fetch an encoding from the network. */
class OfflineHuggingFaceChat extends ChatOpenAI {
  constructor(fields: ChatOpenAIFields) {
    super({ ...fields, completions: new OfflineTokenCompletions(fields) });
  }
}

/**
 * The OpenAI-style base URL of a dedicated endpoint (TGI and Inference Endpoints serve `/v1/chat/completions`):
 * the address as typed, without a trailing `/chat/completions`, ending in `/v1`.
 */
export function endpointBaseURL(endpoint: string): string {
  const trimmed = endpoint.replace(/\/+$/, '').replace(/\/chat\/completions$/, '');
  return trimmed.endsWith('/v1') ? trimmed : `${trimmed}/v1`;
}

/**
 * HuggingFace (`chatHuggingFace`): huggingFaceApi.huggingFaceApiKey; the router's chat completions (a model
 * with a provider suffix, `org/model:provider`, or the router's choice), or a dedicated endpoint's. Streaming,
 * tool calls, usage and `response_format` structured output as the OpenAI client gives them.
 */
export async function buildChatHuggingFace(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const credential = await ChatModelCredential.read(config, credentials, ['huggingFaceApi']);
  const model = config.model('model', 'modelName');
  const endpoint = config.string('endpoint');
  // Flowise ignores the endpoint for a provider-routed model (`:`) and for router addresses.
  const useEndpoint =
    endpoint !== undefined && !model.includes(':') && !endpoint.includes('router.huggingface.co');
  const baseURL = useEndpoint ? endpointBaseURL(endpoint) : HUGGING_FACE_ROUTER_CHAT_URL;
  if (useEndpoint) await options.checkBaseUrl(baseURL, config.label);
  const fields: ChatOpenAIFields = { model, streaming, streamUsage: true };
  const temperature = config.number('temperature');
  if (temperature !== undefined) fields.temperature = temperature;
  const maxTokens = config.positiveInteger('maxTokens');
  if (maxTokens !== undefined) fields.maxTokens = maxTokens;
  const topP = config.number('topP');
  if (topP !== undefined) fields.topP = topP;
  const frequencyPenalty = config.number('frequencyPenalty');
  if (frequencyPenalty !== undefined) fields.frequencyPenalty = frequencyPenalty;
  const stop = config.list('stop');
  if (stop) fields.stop = stop;
  const topK = config.number('hfTopK');
  if (topK !== undefined) fields.modelKwargs = { top_k: topK };
  return new OfflineHuggingFaceChat({
    ...fields,
    ...refusalRetryRules(options),
    apiKey: credential.required('huggingFaceApiKey'),
    configuration: { baseURL, ...(options.fetch ? { fetch: options.fetch } : {}) },
  });
}
