import type { BaseLLM } from '@langchain/core/language_models/llms';
import { ChatModelConfig } from '../../chat-models/runtime/chat-model-config.ts';
import { ChatBackedLLM } from './chat-backed-llm.ts';
import type { LlmBuildRequest } from './llm-builder.ts';

/**
 * The LLM node's inputs (Flowise's `ibmWatsonx` names) as the chat node's: `modelId` is the model, `maxNewTokens`
 * the answer's limit; Temperature and Top P count when decoding by sample, greedy decoding is temperature 0.
 */
function chatInputs(
  config: ChatModelConfig,
  inputs: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const sampled = config.choice('decodingMethod', ['sample', 'greedy']) === 'sample';
  return {
    ...inputs,
    modelName: config.string('modelId') ?? 'ibm/granite-13b-instruct-v2',
    maxTokens: inputs.maxNewTokens,
    temperature: sampled ? inputs.temperature : 0,
    topP: sampled ? inputs.topP : undefined,
    // The chat node's own sampling inputs, absent from this node.
    frequencyPenalty: undefined,
    presencePenalty: undefined,
  };
}

/** Request fields of watsonx's text chat API that the chat node does not set (snake case, as sent). */
function extraFields(config: ChatModelConfig): Record<string, number> {
  const fields: Record<string, number> = {};
  const repetitionPenalty = config.number('repetitionPenalty');
  if (repetitionPenalty !== undefined) fields.repetition_penalty = repetitionPenalty;
  const seed = config.integer('randomSeed');
  if (seed !== undefined) fields.seed = seed;
  return fields;
}

/**
 * IBMWatsonx (`ibmWatsonx`, LLMs): the prompt as one user message to watsonx's text chat API, through the IBM
 * Watsonx chat builder (the `ibmWatsonx` credential, the IAM exchange and the outbound policy are its). Flowise's
 * Top K, Min New Tokens and Include Stop Sequence have no chat counterpart and are not sent.
 */
export async function buildWatsonxLlm({
  inputs,
  config,
  credentials,
  streaming,
  options,
}: LlmBuildRequest): Promise<BaseLLM> {
  const chatConfig = new ChatModelConfig(config.label, chatInputs(config, inputs));
  const { buildChatIBMWatsonx } = await import('../../chat-models/runtime/watsonx.builder.ts');
  const stop = config.list('stopSequence');
  const chat = await buildChatIBMWatsonx(chatConfig, credentials, streaming, options, {
    ...(stop ? { stop } : {}),
    modelKwargs: extraFields(config),
  });
  if (!streaming) chat.disableStreaming = true;
  return new ChatBackedLLM(chat, 'IBM watsonx');
}
