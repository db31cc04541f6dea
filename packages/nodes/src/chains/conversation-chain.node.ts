// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { CHAIN_CATEGORY, inputModerationAnchor } from './chain.params.ts';

export const DEFAULT_CONVERSATION_PROMPT =
  'The following is a friendly conversation between a human and an AI. The AI is talkative and provides lots of specific details from its context. If the AI does not know the answer to a question, it truthfully says it does not know.';

/** Conversation Chain (Chains): a chat model with the session's conversation as memory. */
export const conversationChain = defineNode({
  label: 'Conversation Chain',
  name: 'conversationChain',
  version: 3,
  type: 'ConversationChain',
  category: CHAIN_CATEGORY,
  description: 'Chat models specific conversational chain with memory',
  baseClasses: ['ConversationChain', 'LLMChain', 'BaseChain', 'Runnable'],
  inputs: [
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    { label: 'Memory', name: 'memory', type: 'BaseMemory' },
    {
      label: 'Chat Prompt Template',
      name: 'chatPromptTemplate',
      type: 'ChatPromptTemplate',
      description:
        'Override existing prompt with Chat Prompt Template. Human Message must includes {input} variable',
      optional: true,
    },
    inputModerationAnchor,
    {
      label: 'System Message',
      name: 'systemMessagePrompt',
      type: 'string',
      rows: 4,
      description: 'If Chat Prompt Template is provided, this will be ignored',
      additionalParams: true,
      optional: true,
      default: DEFAULT_CONVERSATION_PROMPT,
      placeholder: DEFAULT_CONVERSATION_PROMPT,
    },
  ],
});
