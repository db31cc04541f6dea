import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import type { AIMessageChunk } from '@langchain/core/messages';
import type { Runnable } from '@langchain/core/runnables';

/**
 * How a provider is asked for the object: OpenAI's `response_format: json_schema`, a forced tool call, Gemini's
 * `responseSchema`, Ollama's `format`.
 */
export type NativeStructuredMethod = 'jsonSchema' | 'toolCall' | 'responseSchema' | 'format';

export interface NativeStructuredOutput {
  readonly method: NativeStructuredMethod;
  /** The model bound to the native mode. */
  readonly model: Pick<Runnable<BaseLanguageModelInput, AIMessageChunk>, 'stream' | 'invoke'>;
  /** For `toolCall`: the tool whose arguments are the object. */
  readonly toolName: string;
  /** For `toolCall`: false when the provider cannot force the call (Anthropic while thinking). */
  readonly forced: boolean;
}
