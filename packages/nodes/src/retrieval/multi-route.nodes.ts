// Data declared by Flowise 3.x for these node types (names, parameter names, types), kept compatible.
import { defineNode } from '../define-node.ts';
import { CHAIN_CATEGORY, inputModerationAnchor } from '../chains/chain.params.ts';

/** Prompt Retriever (Retrievers): a named system prompt the Multi Prompt Chain may pick. */
export const promptRetriever = defineNode({
  label: 'Prompt Retriever',
  name: 'promptRetriever',
  version: 1,
  type: 'PromptRetriever',
  category: 'Retrievers',
  description: 'Store prompt template with name & description to be later queried by MultiPromptChain',
  baseClasses: ['PromptRetriever'],
  inputs: [
    { label: 'Prompt Name', name: 'name', type: 'string', placeholder: 'physics-qa' },
    {
      label: 'Prompt Description',
      name: 'description',
      type: 'string',
      rows: 3,
      description: 'Description of what the prompt does and when it should be used',
      placeholder: 'Good for answering questions about physics',
    },
    {
      label: 'Prompt System Message',
      name: 'systemMessage',
      type: 'string',
      rows: 4,
      placeholder:
        'You are a very smart physics professor. You are great at answering questions about physics in a concise and easy to understand manner.',
    },
  ],
});

/** Vector Store Retriever (Retrievers): a vector store with a name and description for the Multi Retrieval QA Chain. */
export const vectorStoreRetriever = defineNode({
  label: 'Vector Store Retriever',
  name: 'vectorStoreRetriever',
  version: 1,
  type: 'VectorStoreRetriever',
  category: 'Retrievers',
  description: 'Store vector store as retriever to be later queried by MultiRetrievalQAChain',
  baseClasses: ['VectorStoreRetriever'],
  inputs: [
    { label: 'Vector Store', name: 'vectorStore', type: 'VectorStore' },
    { label: 'Retriever Name', name: 'name', type: 'string', placeholder: 'netflix movies' },
    {
      label: 'Retriever Description',
      name: 'description',
      type: 'string',
      rows: 3,
      description: 'Description of when to use the vector store retriever',
      placeholder: 'Good for answering questions about netflix movies',
    },
  ],
});

/** Multi Prompt Chain (Chains): the model picks the fitting prompt, then answers with it. */
export const multiPromptChain = defineNode({
  label: 'Multi Prompt Chain',
  name: 'multiPromptChain',
  version: 2,
  type: 'MultiPromptChain',
  category: CHAIN_CATEGORY,
  description: 'Chain automatically picks an appropriate prompt from multiple prompt templates',
  baseClasses: ['MultiPromptChain', 'MultiRouteChain', 'BaseChain', 'Runnable'],
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    { label: 'Prompt Retriever', name: 'promptRetriever', type: 'PromptRetriever', list: true },
    inputModerationAnchor,
  ],
});

/** Multi Retrieval QA Chain (Chains): the model picks the fitting retriever, then answers from its documents. */
export const multiRetrievalQAChain = defineNode({
  label: 'Multi Retrieval QA Chain',
  name: 'multiRetrievalQAChain',
  version: 2,
  type: 'MultiRetrievalQAChain',
  category: CHAIN_CATEGORY,
  description: 'QA Chain that automatically picks an appropriate vector store from multiple retrievers',
  baseClasses: ['MultiRetrievalQAChain', 'MultiRouteChain', 'BaseChain', 'Runnable'],
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    {
      label: 'Vector Store Retriever',
      name: 'vectorStoreRetriever',
      type: 'VectorStoreRetriever',
      list: true,
    },
    { label: 'Return Source Documents', name: 'returnSourceDocuments', type: 'boolean', optional: true },
    inputModerationAnchor,
  ],
});
