// Data declared by Flowise 3.x for this node type (names, parameter names, types), kept compatible; the default
// prompts are our own wording with the same variables.
import { defineNode } from '../define-node.ts';
import { CHAIN_CATEGORY, inputModerationAnchor } from '../chains/chain.params.ts';

export const DEFAULT_REPHRASE_PROMPT = `Given the conversation below and a follow-up question, rewrite the follow-up question as a standalone question in its original language.

Conversation:
{chat_history}

Follow-up question: {question}
Standalone question:`;

export const DEFAULT_RESPONSE_PROMPT = `You are a helpful assistant answering from the documents below. Answer only from them; when they do not hold the answer, say that you do not know instead of making one up.

<context>
{context}
</context>`;

/** Conversational Retrieval QA Chain (Chains): rephrases the question with the history, retrieves, answers. */
export const conversationalRetrievalQAChain = defineNode({
  label: 'Conversational Retrieval QA Chain',
  name: 'conversationalRetrievalQAChain',
  version: 3,
  type: 'ConversationalRetrievalQAChain',
  category: CHAIN_CATEGORY,
  description: 'Document QA - built on RetrievalQAChain to provide a chat history component',
  baseClasses: ['ConversationalRetrievalQAChain', 'BaseChain', 'Runnable'],
  inputs: [
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    { label: 'Vector Store Retriever', name: 'vectorStoreRetriever', type: 'BaseRetriever' },
    {
      label: 'Memory',
      name: 'memory',
      type: 'BaseMemory',
      optional: true,
      description: 'If left empty, a default BufferMemory will be used',
    },
    { label: 'Return Source Documents', name: 'returnSourceDocuments', type: 'boolean', optional: true },
    {
      label: 'Rephrase Prompt',
      name: 'rephrasePrompt',
      type: 'string',
      description: 'Using previous chat history, rephrase question into a standalone question',
      warning: 'Prompt must include input variables: {chat_history} and {question}',
      rows: 4,
      additionalParams: true,
      optional: true,
      default: DEFAULT_REPHRASE_PROMPT,
    },
    {
      label: 'Response Prompt',
      name: 'responsePrompt',
      type: 'string',
      description: 'Taking the rephrased question, search for answer from the provided context',
      warning: 'Prompt must include input variable: {context}',
      rows: 4,
      additionalParams: true,
      optional: true,
      default: DEFAULT_RESPONSE_PROMPT,
    },
    inputModerationAnchor,
  ],
});
