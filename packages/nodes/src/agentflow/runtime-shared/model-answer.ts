import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { ChatTurn, NodeRunContext, TokenUsage } from '../../runtime/node-executor.ts';
import { toLangChainMessages } from './chat-messages.ts';
import { answerOnce } from './model-call.ts';
import { structuredAnswer } from './structured-answer.ts';
import type { JsonSchema } from './structured-output.ts';

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
  /** What the model thought before a text answer (empty when it did not think aloud). */
  readonly thinking: string;
  readonly usage: TokenUsage | undefined;
}

/**
 * The node's final answer: streamed text, or — with a structured output — the object the model gave in its
 * provider's native mode (or, without one, as told in the prompt), its JSON sent to the client once complete.
 */
export async function finalAnswer(
  model: BaseChatModel,
  turns: readonly ChatTurn[],
  schema: JsonSchema | undefined,
  context: NodeRunContext,
): Promise<FinalAnswer> {
  if (schema === undefined) {
    const answer = await answerOnce(model, toLangChainMessages(turns), context, context.streamsToClient);
    return {
      content: answer.text,
      structuredOutput: undefined,
      thinking: answer.thinking,
      usage: answer.usage,
    };
  }
  const answer = await structuredAnswer(
    model,
    schema,
    (instruction) =>
      toLangChainMessages(instruction === undefined ? turns : withSystemInstruction(turns, instruction)),
    context,
  );
  const content = JSON.stringify(answer.object, null, 2);
  if (context.streamsToClient) context.emit({ type: 'token', text: content });
  return { content, structuredOutput: answer.object, thinking: '', usage: answer.usage };
}
