import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { ChatModelBuildOptions } from '../chat-models/runtime/chat-model-build-options.ts';
import { ChatModelConfig, ChatModelConfigError } from '../chat-models/runtime/chat-model-config.ts';
import { OPENAI_COMPATIBLE_NODE_NAMES } from '../chat-models/runtime/openai-compatible.providers.ts';
import { nodeNamesOf } from '../node-names.ts';
import { findNodeDefinition, type NodeName } from '../node-registry.ts';
import { reuseChatModels, type ChatModelReuseOptions } from './chat-model-reuse.ts';
import type { ChatModelProvider, ChatModelRequest, CredentialReader } from './node-executor.ts';

type Builder = (
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
) => Promise<BaseChatModel>;

const openAI = () => import('../chat-models/runtime/openai.builder.ts');
const openAICompatible = () => import('../chat-models/runtime/openai-compatible.builder.ts');

/** The OpenAI-compatible providers (Deepseek, OpenRouter, xAI…): one shared builder, each provider's data. */
const OPENAI_COMPATIBLE_BUILDERS: Readonly<Partial<Record<NodeName, () => Promise<Builder>>>> =
  Object.fromEntries(
    OPENAI_COMPATIBLE_NODE_NAMES.map((name) => [
      name,
      async () => (await openAICompatible()).openAICompatibleBuilder(name),
    ]),
  );

/**
 * The chat model components we can run, by node name. Each provider's builder (and its SDK) is loaded when a model
 * of that provider is first built, so a server that only uses OpenAI never parses Mistral's SDK.
 */
const BUILDERS: Readonly<Partial<Record<NodeName, () => Promise<Builder>>>> = {
  chatOpenAI: async () => (await openAI()).buildChatOpenAI,
  chatOpenAICustom: async () => (await openAI()).buildChatOpenAICustom,
  azureChatOpenAI: async () => (await openAI()).buildAzureChatOpenAI,
  chatAnthropic: async () => (await import('../chat-models/runtime/anthropic.builder.ts')).buildChatAnthropic,
  chatGoogleGenerativeAI: async () =>
    (await import('../chat-models/runtime/google.builder.ts')).buildChatGoogleGenerativeAI,
  chatOllama: async () => (await import('../chat-models/runtime/ollama.builder.ts')).buildChatOllama,
  chatMistralAI: async () => (await import('../chat-models/runtime/mistral.builder.ts')).buildChatMistralAI,
  groqChat: async () => (await import('../chat-models/runtime/groq.builder.ts')).buildGroqChat,
  awsChatBedrock: async () => (await import('../chat-models/runtime/bedrock.builder.ts')).buildAwsChatBedrock,
  ...OPENAI_COMPATIBLE_BUILDERS,
  chatCohere: async () => (await import('../chat-models/runtime/cohere.builder.ts')).buildChatCohere,
  chatHuggingFace: async () =>
    (await import('../chat-models/runtime/hugging-face.builder.ts')).buildChatHuggingFace,
  chatGoogleVertexAI: async () =>
    (await import('../chat-models/runtime/google-vertex.builder.ts')).buildChatGoogleVertexAI,
  chatIBMWatsonx: async () => (await import('../chat-models/runtime/watsonx.builder.ts')).buildChatIBMWatsonx,
};

/** The chat model node names `create` accepts. */
export const SUPPORTED_CHAT_MODELS: readonly NodeName[] = nodeNamesOf(BUILDERS);

/** Looked up by any text (a request may name anything). */
const buildersByAnyName: Readonly<Record<string, (() => Promise<Builder>) | undefined>> = BUILDERS;

/** Without a server policy: only well-formed http(s) addresses. */
function checkUrlSyntax(url: string, label: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.reject(new ChatModelConfigError(`${label}: "${url}" is not a valid URL`));
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return Promise.reject(new ChatModelConfigError(`${label}: "${url}" must be an http or https URL`));
  return Promise.resolve();
}

export interface ChatModelProviderOptions {
  /**
   * Refuses addresses typed in a flow (base paths, Ollama URLs) that the server must not reach; called after
   * the URL syntax check. The server passes its SSRF policy; without it every http(s) address is allowed.
   */
  readonly checkBaseUrl?: (url: string) => Promise<void>;
  /**
   * The fetch model SDKs use (the server's: every connection and redirect hop checked by its model address
   * policy); the process's `fetch` without it.
   */
  readonly fetch?: typeof fetch;
  /** Keep built models and hand the same one out while nothing it was built from changed (`reuseChatModels`). */
  readonly reuse?: ChatModelReuseOptions;
}

/** Streaming as asked by the caller, else the config's `streaming` (Flowise's default is on). */
function streamingOf(request: ChatModelRequest, config: ChatModelConfig): boolean {
  return request.streaming ?? config.boolean('streaming') ?? true;
}

/**
 * Builds LangChain chat models from a chat model component name and its config (`llmModelConfig`): OpenAI,
 * Azure OpenAI, OpenAI-compatible servers, Anthropic, Google Gemini, Ollama, Mistral and Groq. Credentials are
 * read through the port (`FLOWISE_CREDENTIAL_ID` or `credential` of the config); OpenAI-style models report
 * usage from the stream and never fetch a tokenizer from the network.
 */
export function createChatModelProvider(options: ChatModelProviderOptions = {}): ChatModelProvider {
  const buildOptions: ChatModelBuildOptions = {
    ...(options.fetch ? { fetch: options.fetch } : {}),
    async checkBaseUrl(url, label) {
      await checkUrlSyntax(url, label);
      if (!options.checkBaseUrl) return;
      try {
        await options.checkBaseUrl(url);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ChatModelConfigError(`${label}: ${url} cannot be used: ${reason}`);
      }
    },
  };
  const provider: ChatModelProvider = {
    async create(request, credentials) {
      const loadBuilder = buildersByAnyName[request.modelName];
      if (!loadBuilder) {
        const known = findNodeDefinition(request.modelName) ? 'is not a chat model' : 'is not supported yet';
        throw new ChatModelConfigError(
          `Chat model "${request.modelName}" ${known}; use one of ${SUPPORTED_CHAT_MODELS.join(', ')}`,
        );
      }
      const label = findNodeDefinition(request.modelName)?.label ?? request.modelName;
      const config = new ChatModelConfig(label, request.config);
      const builder = await loadBuilder();
      const model = await builder(config, credentials, streamingOf(request, config), buildOptions);
      // Streaming forced off: `.stream()` too sends one non-streaming request (usage from the provider's answer).
      if (request.streaming === false) model.disableStreaming = true;
      return model;
    },
  };
  return options.reuse ? reuseChatModels(provider, options.reuse) : provider;
}

/** The provider with no server policy (URL syntax checks only). */
export const CHAT_MODEL_PROVIDER: ChatModelProvider = createChatModelProvider();
