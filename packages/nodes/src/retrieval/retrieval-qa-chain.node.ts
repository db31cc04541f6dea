// Data declared by Flowise 3.x for this node type (names, parameter names, types), kept compatible.
import { defineNode } from '../define-node.ts';
import { CHAIN_CATEGORY, inputModerationAnchor } from '../chains/chain.params.ts';

/** Retrieval QA Chain (Chains): retrieves documents for the question and answers from them. */
export const retrievalQAChain = defineNode({
  label: 'Retrieval QA Chain',
  name: 'retrievalQAChain',
  version: 2,
  type: 'RetrievalQAChain',
  category: CHAIN_CATEGORY,
  description: 'QA chain to answer a question based on the retrieved documents',
  baseClasses: ['RetrievalQAChain', 'BaseChain', 'Runnable'],
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    { label: 'Vector Store Retriever', name: 'vectorStoreRetriever', type: 'BaseRetriever' },
    inputModerationAnchor,
  ],
});
