import type { BaseLLM } from '@langchain/core/language_models/llms';
import type { ChatModelBuildOptions } from '../../chat-models/runtime/chat-model-build-options.ts';
import type { ChatModelConfig } from '../../chat-models/runtime/chat-model-config.ts';
import type { CredentialReader } from '../../runtime/node-executor.ts';

/** What an LLM builder is asked: the node's inputs, its credentials, and how the caller wants answers. */
export interface LlmBuildRequest {
  /** The node's inputs (the credential id included), as read through `config`. */
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly config: ChatModelConfig;
  readonly credentials: CredentialReader;
  /**
   * True when the caller streams the answer to the chat; false when it does not (one non-streaming request per
   * call, usage read from the provider's answer).
   */
  readonly streaming: boolean;
  /** The server's outbound policy: every address typed in a flow is checked, every request goes through `fetch`. */
  readonly options: ChatModelBuildOptions;
}

/** Builds the LangChain text-completion model (`BaseLLM`) of one LLM node. */
export type LlmBuilder = (request: LlmBuildRequest) => Promise<BaseLLM>;
