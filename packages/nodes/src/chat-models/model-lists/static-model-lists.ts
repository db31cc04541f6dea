import { EMBEDDING_MODEL_LISTS } from '../../embeddings/embedding-models.ts';
import { ANTHROPIC_CHAT_MODELS } from './anthropic.models.ts';
import { BEDROCK_CHAT_MODELS, BEDROCK_EMBEDDING_MODELS } from './bedrock.models.ts';
import { COHERE_CHAT_MODELS } from './cohere.models.ts';
import { AZURE_OPENAI_CHAT_MODELS } from './azure-openai.models.ts';
import { GOOGLE_GEMINI_CHAT_MODELS } from './google-gemini.models.ts';
import { GOOGLE_VERTEX_CHAT_MODELS, GOOGLE_VERTEX_EMBEDDING_MODELS } from './google-vertex.models.ts';
import { GROQ_CHAT_MODELS } from './groq.models.ts';
import { MISTRAL_CHAT_MODELS } from './mistral.models.ts';
import { OLLAMA_CHAT_MODELS } from './ollama.models.ts';
import { OPENAI_CHAT_MODELS } from './openai.models.ts';
import { OPENAI_COMPATIBLE_MODELS } from './openai-compatible.models.ts';
import { describeModel } from './provider-model-info.ts';
import { LLM_MODEL_LISTS } from '../../llms/llm-models.ts';

/** One model a chat model node offers (an option of its `modelName`). */
export interface ChatModelOption {
  readonly label: string;
  readonly name: string;
  readonly description?: string;
}

const named = (names: readonly string[]): ChatModelOption[] => names.map((name) => ({ label: name, name }));

const LISTS: Readonly<Record<string, readonly ChatModelOption[]>> = {
  chatOpenAI: named(OPENAI_CHAT_MODELS),
  azureChatOpenAI: named(AZURE_OPENAI_CHAT_MODELS),
  chatAnthropic: ANTHROPIC_CHAT_MODELS.map((model) => ({ label: model.name, ...model })),
  chatGoogleGenerativeAI: named(GOOGLE_GEMINI_CHAT_MODELS),
  chatOllama: named(OLLAMA_CHAT_MODELS),
  chatMistralAI: named(MISTRAL_CHAT_MODELS),
  groqChat: named(GROQ_CHAT_MODELS),
  awsChatBedrock: BEDROCK_CHAT_MODELS.map((model) => ({
    label: model.label,
    name: model.name,
    description: [
      `${Math.round(model.contextWindow / 1000)}K context`,
      `$${model.inputPerMillion} / $${model.outputPerMillion} per 1M tokens`,
      ...(['tools', 'vision', 'reasoning'] as const).filter((capability) => model[capability]),
    ].join(' · '),
  })),
  AWSBedrockEmbeddings: BEDROCK_EMBEDDING_MODELS.map((model) => ({
    label: model.label,
    name: model.name,
    description: `${model.dimensions} dimensions · $${model.inputPerMillion} per 1M tokens`,
  })),
  chatCohere: COHERE_CHAT_MODELS.map((model) => ({
    label: model.name,
    name: model.name,
    description: describeModel(model),
  })),
  chatGoogleVertexAI: GOOGLE_VERTEX_CHAT_MODELS.map((model) => ({
    label: model.name,
    name: model.name,
    description: describeModel(model),
  })),
  googlevertexaiEmbeddings: named(GOOGLE_VERTEX_EMBEDDING_MODELS),
  // Any OpenAI-compatible server: its models are known only by asking it (`/models`).
  chatOpenAICustom: [],
  // OpenAI-compatible providers: each model with its context window, price and capabilities.
  ...Object.fromEntries(
    Object.entries(OPENAI_COMPATIBLE_MODELS).map(([node, models]) => [
      node,
      models.map((model) => ({ label: model.name, name: model.name, description: describeModel(model) })),
    ]),
  ),
  // LLM (text completion) nodes: the provider's completions models.
  ...Object.fromEntries(Object.entries(LLM_MODEL_LISTS).map(([node, models]) => [node, named(models)])),
  // Embeddings nodes answer `listModels` from the same shipped lists.
  ...Object.fromEntries(Object.entries(EMBEDDING_MODEL_LISTS).map(([node, models]) => [node, named(models)])),
};

/** The model names shipped for a chat model node, or undefined for a node that is not ours. */
export function staticChatModelList(nodeName: string): readonly ChatModelOption[] | undefined {
  return LISTS[nodeName];
}
