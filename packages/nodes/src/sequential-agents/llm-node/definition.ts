// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { llmNodeNameParams } from './llm-node-name.params.ts';
import { updateStateMemoryParams } from './update-state-memory.params.ts';

/** LLM Node (Sequential Agents): Run Chat Model and return the output. */
export const seqLLMNode = defineNode({
  label: 'LLM Node',
  name: 'seqLLMNode',
  version: 4.1,
  type: 'LLMNode',
  category: 'Sequential Agents',
  description: 'Run Chat Model and return the output',
  baseClasses: ['LLMNode'],
  documentation: 'https://docs.flowiseai.com/using-flowise/agentflows/sequential-agents#id-5.-llm-node',
  inputs: [...llmNodeNameParams, ...updateStateMemoryParams],
});
