import { moderationRefusal } from '../../moderation/runtime/chatflow-moderation.ts';
import type { ChatflowAnswer, ChatflowMemory, ChatflowRunContext } from '../../runtime/chatflow-component.ts';

/**
 * What every answering chain and agent does around its answer: the question goes through the node's Input
 * Moderation first (a refusal is the answer, streamed, and the model is never called), and the exchange is saved
 * afterwards to a memory that keeps its own conversation (Redis, Postgres).
 */
export async function guardedAnswer(
  context: ChatflowRunContext,
  memory: ChatflowMemory | undefined,
  answer: () => Promise<ChatflowAnswer>,
): Promise<ChatflowAnswer> {
  const refusal = await moderationRefusal(context.inputs, context.question, {
    signal: context.signal,
    streaming: context.streaming,
    emit: (emission) => {
      context.emit(emission);
    },
  });
  if (refusal !== undefined) return { text: refusal };
  const result = await answer();
  await memory?.saveExchange?.(context.question, result.text);
  return result;
}
