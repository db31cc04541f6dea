// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { MEMORY_CATEGORY, memorySessionParams } from './memory.params.ts';

/** Conversation Summary Memory (Memory): the chat model summarises the session's conversation. */
export const conversationSummaryMemory = defineNode({
  label: 'Conversation Summary Memory',
  name: 'conversationSummaryMemory',
  version: 2,
  type: 'ConversationSummaryMemory',
  category: MEMORY_CATEGORY,
  description: 'Summarizes the conversation and stores the current summary in memory',
  baseClasses: ['ConversationSummaryMemory', 'BaseConversationSummaryMemory', 'BaseChatMemory', 'BaseMemory'],
  inputs: [{ label: 'Chat Model', name: 'model', type: 'BaseChatModel' }, ...memorySessionParams],
});
