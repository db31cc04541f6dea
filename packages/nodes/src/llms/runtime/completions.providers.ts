import type { ChatModelConfig } from '../../chat-models/runtime/chat-model-config.ts';

/** How one provider of OpenAI-style completions (`POST /completions`) differs from the others: data only. */
export interface CompletionsProvider {
  /** The provider's name in messages. */
  readonly provider: string;
  /** The credential type the node connects, and the field holding the key (Flowise's names). */
  readonly credentialType: string;
  readonly keyField: string;
  /** The provider's API base; absent for OpenAI (the SDK's own). A "Base Path" typed in the node replaces it. */
  readonly baseURL?: string;
  /** The model when the node names none. */
  readonly defaultModel: string;
  /** Whether the API answers `stream_options.include_usage` with a usage chunk. */
  readonly streamUsage: boolean;
  /** OpenAI's model check: its chat models cannot answer the completions API (a message says which node to use). */
  readonly chatModelNode?: string;
  /** "Base Options" holds headers sent with every request (OpenAI's node). */
  readonly baseOptionHeaders?: boolean;
  /** Request fields beyond OpenAI's own, from the node's inputs (Together AI's top_k, repetition_penalty). */
  readonly extraFields?: (config: ChatModelConfig) => Record<string, unknown>;
}

/** The LLM nodes on OpenAI-style completions APIs, by node name (Flowise's names and credentials). */
export const COMPLETIONS_PROVIDERS = {
  openAI: {
    provider: 'OpenAI',
    credentialType: 'openAIApi',
    keyField: 'openAIApiKey',
    defaultModel: 'gpt-3.5-turbo-instruct',
    streamUsage: true,
    chatModelNode: 'ChatOpenAI',
    baseOptionHeaders: true,
  },
  fireworks: {
    provider: 'Fireworks',
    credentialType: 'fireworksApi',
    keyField: 'fireworksApiKey',
    baseURL: 'https://api.fireworks.ai/inference/v1',
    defaultModel: 'accounts/fireworks/models/llama-v3-70b-instruct-hf',
    streamUsage: false,
  },
  togetherAI: {
    provider: 'Together AI',
    credentialType: 'togetherAIApi',
    keyField: 'togetherAIApiKey',
    baseURL: 'https://api.together.xyz/v1',
    defaultModel: 'meta-llama/Llama-3.3-70B-Instruct-Turbo',
    streamUsage: false,
    extraFields: (config) => {
      const topK = config.number('topK');
      const repetitionPenalty = config.number('repeatPenalty');
      return {
        ...(topK !== undefined ? { top_k: topK } : {}),
        ...(repetitionPenalty !== undefined ? { repetition_penalty: repetitionPenalty } : {}),
      };
    },
  },
  sambanova: {
    provider: 'SambaNova',
    credentialType: 'sambanovaApi',
    keyField: 'sambanovaApiKey',
    baseURL: 'https://api.sambanova.ai/v1',
    defaultModel: 'Meta-Llama-3.3-70B-Instruct',
    streamUsage: false,
  },
} as const satisfies Readonly<Record<string, CompletionsProvider>>;

export type CompletionsNodeName = keyof typeof COMPLETIONS_PROVIDERS;
