import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage } from '@langchain/core/messages';
import type { ChatTurn, NodeRunContext, TokenUsage } from '../../runtime/node-executor.ts';
import { booleanOf, numberOf, textOf } from './input-guards.ts';
import { addUsage, streamAnswer } from './model-call.ts';
import { turnTokenCounter } from './token-count.ts';

export type MemoryType = 'allMessages' | 'windowSize' | 'conversationSummary' | 'conversationSummaryBuffer';

export interface MemorySettings {
  readonly enabled: boolean;
  readonly type: MemoryType;
  /** Window memory keeps the last `windowSize` exchanges (a user and an assistant message each). */
  readonly windowSize: number;
  readonly maxTokenLimit: number;
}

function memoryType(value: unknown): MemoryType {
  const text = textOf(value);
  return text === 'windowSize' || text === 'conversationSummary' || text === 'conversationSummaryBuffer'
    ? text
    : 'allMessages';
}

/** The memory inputs of a node (`llm`, `agent`, `conditionAgent` prefixes). */
export function memorySettings(inputs: Readonly<Record<string, unknown>>, prefix: string): MemorySettings {
  return {
    enabled: booleanOf(inputs[`${prefix}EnableMemory`], true),
    type: memoryType(inputs[`${prefix}MemoryType`]),
    windowSize: Math.max(1, Math.floor(numberOf(inputs[`${prefix}MemoryWindowSize`], 20))),
    maxTokenLimit: Math.max(1, numberOf(inputs[`${prefix}MemoryMaxTokenLimit`], 2000)),
  };
}

/** The memory input prefix of each agentflow node that sends the session's past messages to its model. */
const MEMORY_PREFIXES: Readonly<Record<string, string>> = {
  llmAgentflow: 'llm',
  agentAgentflow: 'agent',
  conditionAgentAgentflow: 'conditionAgent',
};

/**
 * How many of the session's latest past turns an agentflow node can send to its model, read from its saved
 * inputs the way `memorySettings` reads them: 0 with memory off, twice the window with window memory (the window
 * is taken over past, run and question turns, so never more past turns than that). Undefined when it may send
 * them all: the other memory types, a node that is not one of the model nodes, or a memory input that is a
 * template (known only once the run resolves it).
 */
export function pastTurnsSent(
  nodeName: string,
  inputs: Readonly<Record<string, unknown>>,
): number | undefined {
  const prefix = MEMORY_PREFIXES[nodeName];
  if (prefix === undefined) return undefined;
  const templated = ['EnableMemory', 'MemoryType', 'MemoryWindowSize'].some((name) => {
    const value = inputs[`${prefix}${name}`];
    return typeof value === 'string' && value.includes('{{');
  });
  if (templated) return undefined;
  const settings = memorySettings(inputs, prefix);
  if (!settings.enabled) return 0;
  return settings.type === 'windowSize' ? settings.windowSize * 2 : undefined;
}

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
  const answer = await streamAnswer(
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
