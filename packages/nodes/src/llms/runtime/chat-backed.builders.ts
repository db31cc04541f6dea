import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseLLM } from '@langchain/core/language_models/llms';
import type { ChatModelBuildOptions } from '../../chat-models/runtime/chat-model-build-options.ts';
import { ChatModelConfig } from '../../chat-models/runtime/chat-model-config.ts';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import { ChatBackedLLM } from './chat-backed-llm.ts';
import type { LlmBuilder } from './llm-builder.ts';

type ChatBuilder = (
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
) => Promise<BaseChatModel>;

/**
 * An LLM node answered by its provider's chat builder: the node's inputs are the chat node's (Flowise names them
 * alike: Cohere's modelName, HuggingFace's model/endpoint/hfTopK, Bedrock's region/model/customModel/
 * max_tokens_to_sample), the same credential, the same outbound policy. A caller that does not stream gets one
 * non-streaming request.
 */
function chatBacked(
  provider: string,
  loadChatBuilder: () => Promise<ChatBuilder>,
  chatInputs?: (inputs: Readonly<Record<string, unknown>>) => Readonly<Record<string, unknown>>,
): LlmBuilder {
  return async ({ inputs, config, credentials, streaming, options }): Promise<BaseLLM> => {
    const chatConfig = chatInputs ? new ChatModelConfig(config.label, chatInputs(inputs)) : config;
    const chat = await (await loadChatBuilder())(chatConfig, credentials, streaming, options);
    if (!streaming) chat.disableStreaming = true;
    return new ChatBackedLLM(chat, provider);
  };
}

/** Cohere (`cohere`, LLMs): Cohere's chat API (its generate API is retired). */
export const buildCohereLlm = chatBacked(
  'Cohere',
  async () => (await import('../../chat-models/runtime/cohere.builder.ts')).buildChatCohere,
);

/** Text given for an input, or undefined when it is empty. */
const typed = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * HuggingFace Inference (`huggingFaceInference_LLMs`): the model's or the dedicated endpoint's chat completions.
 * Flowise lets an endpoint go without a model (the endpoint serves one): it is then asked for `tgi`, the name
 * Text Generation Inference answers to.
 */
export const buildHuggingFaceInferenceLlm = chatBacked(
  'HuggingFace Inference',
  async () => (await import('../../chat-models/runtime/hugging-face.builder.ts')).buildChatHuggingFace,
  (inputs) =>
    typed(inputs.model) === undefined && typed(inputs.endpoint) !== undefined
      ? { ...inputs, model: 'tgi' }
      : inputs,
);

/** Google Vertex AI (`googlevertexai`, LLMs): Gemini's generateContent, signed in with googleVertexAuth. */
export const buildGoogleVertexLlm = chatBacked(
  'Google Vertex AI',
  async () => (await import('../../chat-models/runtime/google-vertex.builder.ts')).buildChatGoogleVertexAI,
);

/** AWS Bedrock (`awsBedrock`, LLMs): the Converse API, SigV4 from awsApi or the instance's role chain. */
export const buildAwsBedrockLlm = chatBacked(
  'AWS Bedrock',
  async () => (await import('../../chat-models/runtime/bedrock.builder.ts')).buildAwsChatBedrock,
);
