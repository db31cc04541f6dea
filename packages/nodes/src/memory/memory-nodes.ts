import { agentMemory } from './agent-memory.node.ts';
import { bufferMemory } from './buffer-memory.node.ts';
import { bufferWindowMemory } from './buffer-window-memory.node.ts';
import { conversationSummaryBufferMemory } from './conversation-summary-buffer-memory.node.ts';
import { conversationSummaryMemory } from './conversation-summary-memory.node.ts';
import { postgresChatMemory } from './postgres-chat-memory.node.ts';
import { redisBackedChatMemory } from './redis-backed-chat-memory.node.ts';

/** The Memory category: chat memories of chatflows, and the Agent Memory of agentflows v1. */
export const MEMORY_NODES = [
  bufferMemory,
  bufferWindowMemory,
  conversationSummaryMemory,
  conversationSummaryBufferMemory,
  redisBackedChatMemory,
  postgresChatMemory,
  agentMemory,
] as const;
