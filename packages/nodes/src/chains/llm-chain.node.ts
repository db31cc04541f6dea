// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { CHAIN_CATEGORY, inputModerationAnchor } from './chain.params.ts';

/** LLM Chain (Chains): a prompt sent to a language model; its answer, or the chain itself for other nodes. */
export const llmChain = defineNode({
  label: 'LLM Chain',
  name: 'llmChain',
  version: 3,
  type: 'LLMChain',
  category: CHAIN_CATEGORY,
  description: 'Chain to run queries against LLMs',
  baseClasses: ['LLMChain', 'BaseChain', 'Runnable'],
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    { label: 'Prompt', name: 'prompt', type: 'BasePromptTemplate' },
    { label: 'Output Parser', name: 'outputParser', type: 'BaseLLMOutputParser', optional: true },
    inputModerationAnchor,
    {
      label: 'Chain Name',
      name: 'chainName',
      type: 'string',
      placeholder: 'Name Your Chain',
      optional: true,
    },
  ],
  outputs: [
    { label: 'LLM Chain', name: 'llmChain', baseClasses: ['LLMChain', 'BaseChain', 'Runnable'] },
    { label: 'Output Prediction', name: 'outputPrediction', baseClasses: ['string', 'json'] },
  ],
});
