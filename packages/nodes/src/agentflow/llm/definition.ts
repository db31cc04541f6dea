// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { llmModelParams } from './llm-model.params.ts';
import { llmStructuredOutputParams } from './llm-structured-output.params.ts';

/** LLM (Agent Flows): Large language models to analyze user-provided inputs and generate responses. */
export const llmAgentflow = defineNode({
  label: 'LLM',
  name: 'llmAgentflow',
  version: 1.1,
  type: 'LLM',
  category: 'Agent Flows',
  description: 'Large language models to analyze user-provided inputs and generate responses',
  color: '#64B5F6',
  baseClasses: ['LLM'],
  loadMethods: ['listModels', 'listRuntimeStateKeys'],
  inputs: [...llmModelParams, ...llmStructuredOutputParams],
});
