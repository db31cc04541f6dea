import { booleanOf, numberOf, textOf } from './input-guards.ts';

/** How an agentflow model node's memory inputs read (no LangChain here: the server's start path reads it). */

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
