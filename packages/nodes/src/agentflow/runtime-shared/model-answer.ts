import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { ChatTurn, NodeRunContext, TokenUsage } from '../../runtime/node-executor.ts';
import { toLangChainMessages } from './chat-messages.ts';
import { addUsage, streamAnswer } from './model-call.ts';
import { parseStructuredAnswer, structuredOutputInstruction, type JsonSchema } from './structured-output.ts';

/** Puts an instruction into the leading system message (some providers accept only one, first). */
export function withSystemInstruction(turns: readonly ChatTurn[], instruction: string): ChatTurn[] {
  const [first, ...rest] = turns;
  if (first?.role === 'system') {
    return [{ ...first, content: `${first.content}\n\n${instruction}` }, ...rest];
  }
  return [{ role: 'system', content: instruction }, ...turns];
}

export interface FinalAnswer {
  readonly content: string;
  readonly structuredOutput: Readonly<Record<string, unknown>> | undefined;
  readonly usage: TokenUsage | undefined;
}

/**
 * The node's final answer: streamed text, or — with a structured output — the JSON object the model was told to
 * give (its text sent to the client once complete).
 */
export async function finalAnswer(
  model: BaseChatModel,
  turns: readonly ChatTurn[],
  schema: JsonSchema | undefined,
  context: NodeRunContext,
): Promise<FinalAnswer> {
  if (schema === undefined) {
    const answer = await streamAnswer(model, toLangChainMessages(turns), context, context.streamsToClient);
    return { content: answer.text, structuredOutput: undefined, usage: answer.usage };
  }
  const instructed = withSystemInstruction(turns, structuredOutputInstruction(schema));
  const answer = await streamAnswer(model, toLangChainMessages(instructed), context, false);
  const structuredOutput = parseStructuredAnswer(answer.text, schema);
  const content = JSON.stringify(structuredOutput, null, 2);
  if (context.streamsToClient) context.emit({ type: 'token', text: content });
  return { content, structuredOutput, usage: addUsage(undefined, answer.usage) };
}
