import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage } from '@langchain/core/messages';
import { countTokensOffline } from '../../chat-models/runtime/offline-token-count.ts';
import type { ChatTurn } from '../../runtime/node-executor.ts';

function speaker(turn: ChatTurn): string {
  if (turn.role === 'user') return 'Human';
  if (turn.role === 'assistant') return 'AI';
  return 'System';
}

/** The turns as `Human: …` / `AI: …` lines. */
export function conversationLines(turns: readonly ChatTurn[]): string {
  return turns.map((turn) => `${speaker(turn)}: ${turn.content}`).join('\n');
}

/** The chat model's summary of the turns (one model call). */
export async function summarizeTurns(
  model: BaseChatModel,
  turns: readonly ChatTurn[],
  signal: AbortSignal,
): Promise<string> {
  const request = [
    'Write a concise summary of the conversation below, in the third person, keeping every fact the',
    'participants stated (names, preferences, decisions). Answer with the summary only.',
    '',
    'Conversation:',
    conversationLines(turns),
    '',
    'Summary:',
  ].join('\n');
  const reply = await model.invoke([new HumanMessage(request)], { signal });
  return reply.text.trim();
}

/** The model name tokens are counted for (the chat model's, else gpt-4o's encoding). */
export function modelNameOf(model: BaseChatModel): string {
  return 'model' in model && typeof model.model === 'string' ? model.model : 'gpt-4o';
}

/** Tokens of the turns, counted offline with the model's encoding. */
export async function countTurnTokens(modelName: string, turns: readonly ChatTurn[]): Promise<number> {
  let total = 0;
  for (const turn of turns) total += await countTokensOffline(modelName, turn.content);
  return total;
}
