import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { AIMessageChunk } from '@langchain/core/messages';
import type { TokenUsage } from '../../runtime/node-executor.ts';
import { callModel, type ModelCallMode } from './model-call.ts';
import { nativeStructuredOutput, type NativeStructuredMethod } from './native-structured-output.ts';
import {
  checkStructuredObject,
  parseStructuredAnswer,
  structuredOutputInstruction,
  type JsonSchema,
} from './structured-output.ts';

/** The name LangChain's `withStructuredOutput` gives the schema (tool / json_schema name) when none is given. */
export const DEFAULT_STRUCTURED_OUTPUT_NAME = 'extract';

export interface StructuredAnswer {
  readonly object: Readonly<Record<string, unknown>>;
  /** The whole answer (tool calls included). */
  readonly message: AIMessageChunk;
  readonly usage: TokenUsage | undefined;
  /** The native mode used, or `prompt` when the schema was an instruction in the prompt. */
  readonly method: NativeStructuredMethod | 'prompt';
}

/**
 * The messages of the call: `instruction` is the schema as text for models without a native structured output
 * (to be put in the leading system message), undefined when the provider is given the schema natively.
 */
export type StructuredMessages = (instruction: string | undefined) => BaseLanguageModelInput;

function toolArguments(message: AIMessageChunk, toolName: string): unknown {
  return message.tool_calls?.find((call) => call.name === toolName)?.args;
}

export interface NativeStructuredText {
  /** The object as JSON text (a tool call's arguments JSON-encoded), unchecked; the answer's text without one. */
  readonly text: string;
  readonly usage: TokenUsage | undefined;
}

/**
 * One call in the provider's native structured output, its answer as text for a parser of the caller to check;
 * undefined for a model without a native mode.
 */
export async function nativeStructuredText(
  model: BaseChatModel,
  schema: JsonSchema,
  messages: BaseLanguageModelInput,
  mode: ModelCallMode,
  name: string = DEFAULT_STRUCTURED_OUTPUT_NAME,
): Promise<NativeStructuredText | undefined> {
  const native = await nativeStructuredOutput(model, schema, name);
  if (native === undefined) return undefined;
  const answer = await callModel(native.model, messages, mode, undefined);
  const args = native.method === 'toolCall' ? toolArguments(answer.message, native.toolName) : undefined;
  return { text: args === undefined ? answer.text : JSON.stringify(args), usage: answer.usage };
}

/**
 * One model call that answers with an object of the schema: in the provider's native mode where it has one
 * (OpenAI json_schema or forced tool call, Anthropic forced tool use, Gemini responseSchema, Ollama format,
 * Mistral and Groq forced tool calls), else told the schema in the prompt and its answer parsed. Streamed only when
 * the run's caller streams (`mode`); nothing is sent as tokens; the object is checked for the schema's required keys.
 */
export async function structuredAnswer(
  model: BaseChatModel,
  schema: JsonSchema,
  messages: StructuredMessages,
  mode: ModelCallMode,
  name: string = DEFAULT_STRUCTURED_OUTPUT_NAME,
): Promise<StructuredAnswer> {
  const native = await nativeStructuredOutput(model, schema, name);
  if (native === undefined) {
    const answer = await callModel(model, messages(structuredOutputInstruction(schema)), mode, undefined);
    const object = parseStructuredAnswer(answer.text, schema);
    return { object, message: answer.message, usage: answer.usage, method: 'prompt' };
  }
  const answer = await callModel(native.model, messages(undefined), mode, undefined);
  if (native.method !== 'toolCall') {
    const object = parseStructuredAnswer(answer.text, schema);
    return { object, message: answer.message, usage: answer.usage, method: native.method };
  }
  const args = toolArguments(answer.message, native.toolName);
  if (args === undefined && native.forced) {
    throw new Error(
      `The model did not call the structured output tool "${native.toolName}". It said: ${answer.text.slice(0, 200)}`,
    );
  }
  const object =
    args === undefined
      ? parseStructuredAnswer(answer.text, schema)
      : checkStructuredObject(args, schema, answer.text);
  return { object, message: answer.message, usage: answer.usage, method: native.method };
}
