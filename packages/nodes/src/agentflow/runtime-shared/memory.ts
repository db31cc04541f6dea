import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage } from '@langchain/core/messages';
import type { ChatTurn, NodeRunContext, TokenUsage } from '../../runtime/node-executor.ts';
import type { MemorySettings } from './memory-settings.ts';
import { addUsage, answerOnce } from './model-call.ts';
import { turnTokenCounter } from './token-count.ts';

function transcript(turns: readonly ChatTurn[]): string {
  return turns.map((turn) => `${turn.role}: ${turn.content}`).join('\n');
}

const SUMMARY_PROMPT = `Write a concise summary of the conversation below. Keep names, numbers, decisions and open \
questions; leave out greetings and repetition. Answer with the summary only.

Conversation:
`;

async function summarise(
  turns: readonly ChatTurn[],
  model: BaseChatModel,
  context: NodeRunContext,
): Promise<{ readonly summary: string; readonly usage: TokenUsage | undefined }> {
  const answer = await answerOnce(
    model,
    [new HumanMessage(SUMMARY_PROMPT + transcript(turns))],
    context,
    false,
  );
  return { summary: answer.text.trim(), usage: answer.usage };
}

/**
 * The part of a conversation a node sends, by memory type: everything, the last N exchanges, a summary written by
 * the same model, or the newest messages within the token limit after a summary of the older ones.
 */
export async function applyMemory(
  conversation: readonly ChatTurn[],
  settings: MemorySettings,
  model: BaseChatModel,
  context: NodeRunContext,
): Promise<{ readonly turns: readonly ChatTurn[]; readonly usage: TokenUsage | undefined }> {
  if (conversation.length === 0) return { turns: [], usage: undefined };
  switch (settings.type) {
    case 'allMessages':
      return { turns: conversation, usage: undefined };
    case 'windowSize':
      return { turns: conversation.slice(-settings.windowSize * 2), usage: undefined };
    case 'conversationSummary': {
      const { summary, usage } = await summarise(conversation, model, context);
      return { turns: [{ role: 'assistant', content: summary }], usage };
    }
    case 'conversationSummaryBuffer': {
      const countTurnTokens = await turnTokenCounter();
      if (countTurnTokens(conversation) <= settings.maxTokenLimit) {
        return { turns: conversation, usage: undefined };
      }
      const kept = [...conversation];
      const older: ChatTurn[] = [];
      while (kept.length > 1 && countTurnTokens(kept) > settings.maxTokenLimit) {
        const oldest = kept.shift();
        if (oldest !== undefined) older.push(oldest);
      }
      const { summary, usage } = await summarise(older, model, context);
      const summaryTurn: ChatTurn = {
        role: 'system',
        content: `Summary of the earlier conversation: ${summary}`,
      };
      return { turns: [summaryTurn, ...kept], usage: addUsage(undefined, usage) };
    }
  }
}
