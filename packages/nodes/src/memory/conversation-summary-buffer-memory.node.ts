// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { MEMORY_CATEGORY, memorySessionParams } from './memory.params.ts';

/** Conversation Summary Buffer Memory (Memory): recent messages up to a token limit, a summary of older ones. */
export const conversationSummaryBufferMemory = defineNode({
  label: 'Conversation Summary Buffer Memory',
  name: 'conversationSummaryBufferMemory',
  version: 2,
  type: 'ConversationSummaryBufferMemory',
  category: MEMORY_CATEGORY,
  description: 'Uses token length to decide when to summarize conversations',
  baseClasses: [
    'ConversationSummaryBufferMemory',
    'BaseConversationSummaryMemory',
    'BaseChatMemory',
    'BaseMemory',
  ],
  inputs: [
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    {
      label: 'Max Token Limit',
      name: 'maxTokenLimit',
      type: 'number',
      default: 2000,
      description: 'Summarize conversations once token limit is reached. Default to 2000',
    },
    ...memorySessionParams,
  ],
});
