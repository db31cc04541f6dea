import type { ChatModelConfig, ChatModelCredential } from './chat-model-config.ts';

/** How a provider with an OpenAI-compatible chat API differs from the others: data only. */
export interface OpenAICompatibleProvider {
  /** The provider's name in messages. */
  readonly provider: string;
  /** The credential type the node connects, and the field holding the key (Flowise's names). */
  readonly credentialType: string;
  readonly keyField: string;
  /**
   * The provider's own address; absent when the user must type the server's (LocalAI, LiteLLM). `{field}` stands
   * for a credential field (Cloudflare's account ID).
   */
  readonly defaultBaseURL?: string;
  /** The inputs an address is typed in, in the order read (Flowise's Cloudflare node names it `baseUrl`). */
  readonly addressInputs?: readonly string[];
  /** The API base for an address typed in the node's own form (Cloudflare: a Workers AI run or Gateway URL). */
  readonly apiBaseOf?: (typed: string) => string;
  /** Reads the key where it is not simply `keyField` (Baidu: a v2 API key, never Flowise's v1 key pair). */
  readonly readKey?: (credential: ChatModelCredential, label: string) => string | undefined;
  /** Saved values that stand for the default address (Flowise's SambaNova default is misspelt "htps://"). */
  readonly defaultBaseURLAliases?: readonly string[];
  /** An example address for the message asking for one. */
  readonly baseURLExample?: string;
  /** The input naming the model, in the order read (Perplexity's is `model`). */
  readonly modelInputs: readonly string[];
  /** Headers sent with every request, before the node's own "Base Options". */
  readonly headers?: Readonly<Record<string, string>>;
  /** "Base Options" holds headers (most) or the API client's options with `defaultHeaders` (Comet). */
  readonly baseOptions: 'headers' | 'clientOptions';
  /** False when the API has no tool calling: binding tools fails with a message instead of a bad request. */
  readonly toolCalling: boolean;
  /** False when the API has no `response_format: json_schema`: structured output is a forced tool call. */
  readonly jsonSchema?: false;
  /** Request fields beyond OpenAI's own, from the node's inputs (sent as they are). */
  readonly extraFields?: (config: ChatModelConfig) => Record<string, unknown> | undefined;
}
