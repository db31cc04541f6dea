import type { BaseMessage } from '@langchain/core/messages';
import type { BaseOutputParser } from '@langchain/core/output_parsers';
import { hasNativeStructuredOutput } from '../../agentflow/runtime-shared/native-structured-output.ts';
import { nativeStructuredText } from '../../agentflow/runtime-shared/structured-answer.ts';
import { parserJsonSchema } from '../../output-parsers/runtime/parser-json-schema.ts';
import { isChatModel } from '../../runtime/chatflow-component-guards.ts';
import type { TokenUsage } from '../../runtime/node-executor.ts';

export interface NativeChainOutput {
  /** The object's JSON (or the model's text), for the parser to check. */
  readonly text: string;
  readonly usage: TokenUsage | undefined;
}

/** Whether a chain's answer goes through the chat model's native structured output (the parser has a schema). */
export function usesNativeOutput(model: unknown, parser: BaseOutputParser | undefined): boolean {
  if (!isChatModel(model)) return false;
  return hasNativeStructuredOutput(model) && parserJsonSchema(parser) !== undefined;
}

/**
 * A chain's answer with a structured output parser on a chat model with a native structured output: the prompt's
 * messages (no format instructions) sent with the parser's schema in the provider's native mode.
 */
export async function nativeChainOutput(
  model: unknown,
  parser: BaseOutputParser | undefined,
  messages: readonly BaseMessage[],
  signal: AbortSignal,
): Promise<NativeChainOutput> {
  const schema = parserJsonSchema(parser);
  if (!isChatModel(model) || schema === undefined)
    throw new Error('the chain has no chat model and structured output parser to answer natively');
  const answer = await nativeStructuredText(model, schema, [...messages], {
    signal,
    // `.stream()`: a chatflow's model built for a caller that does not stream answers it in one request.
    callerStreams: true,
  });
  if (answer === undefined) throw new Error('the chat model has no native structured output');
  return answer;
}
