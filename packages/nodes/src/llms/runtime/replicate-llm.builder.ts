import type { BaseLLM } from '@langchain/core/language_models/llms';
import {
  ChatModelConfigError,
  ChatModelCredential,
  type ChatModelConfig,
} from '../../chat-models/runtime/chat-model-config.ts';
import { refusalRetryRules } from '../../chat-models/runtime/refusals-not-retried.ts';
import type { LlmBuildRequest } from './llm-builder.ts';
import { ReplicateLLM, type ReplicateModelRef } from './replicate-llm.ts';

const REPLICATE_API = 'https://api.replicate.com/v1';

/** `owner/name` or `owner/name:version`, as Replicate names models. */
function modelRef(config: ChatModelConfig): ReplicateModelRef {
  const typed = config.model('model');
  const match = /^([\w.-]+\/[\w.-]+)(?::([0-9a-zA-Z]+))?$/.exec(typed);
  if (match?.[1] === undefined)
    throw new ChatModelConfigError(
      `${config.label}: "${typed}" is not a Replicate model; write owner/name or owner/name:version`,
    );
  return match[2] !== undefined ? { version: match[2] } : { model: match[1] };
}

/** The model's inputs from the node, as Flowise sends them (Max Tokens as `max_length`), then Additional Inputs. */
function modelInput(config: ChatModelConfig): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const maxTokens = config.positiveInteger('maxTokens');
  if (maxTokens !== undefined) input.max_length = maxTokens;
  const temperature = config.number('temperature');
  if (temperature !== undefined) input.temperature = temperature;
  const topP = config.number('topP');
  if (topP !== undefined) input.top_p = topP;
  const repetitionPenalty = config.number('repetitionPenalty');
  if (repetitionPenalty !== undefined) input.repetition_penalty = repetitionPenalty;
  return { ...input, ...config.jsonObject('additionalInputs') };
}

/**
 * Replicate (`replicate`, LLMs): the replicateApi credential's key, Replicate's API (or an address typed as
 * `basepath`, checked by the server's policy), the SDK on the server's guarded fetch.
 */
export async function buildReplicateLlm(request: LlmBuildRequest): Promise<BaseLLM> {
  const { config, credentials, options } = request;
  const credential = await ChatModelCredential.read(config, credentials, ['replicateApi']);
  const ref = modelRef(config);
  const typed = config.string('basepath') ?? config.string('basePath');
  if (typed !== undefined) await options.checkBaseUrl(typed, config.label);
  return new ReplicateLLM({
    ref,
    input: modelInput(config),
    apiKey: credential.required('replicateApiKey'),
    baseUrl: typed ?? REPLICATE_API,
    fetch: options.fetch ?? fetch,
    streaming: request.streaming,
    ...refusalRetryRules(options),
  });
}
