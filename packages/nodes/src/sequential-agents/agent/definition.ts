// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { agentNameParams } from './agent-name.params.ts';
import { updateStateMemoryParams } from './update-state-memory.params.ts';
import { maxIterationsParams } from './max-iterations.params.ts';

/** Agent (Sequential Agents): Agent that can execute tools. */
export const seqAgent = defineNode({
  label: 'Agent',
  name: 'seqAgent',
  version: 4.1,
  type: 'Agent',
  category: 'Sequential Agents',
  description: 'Agent that can execute tools',
  baseClasses: ['Agent'],
  documentation: 'https://docs.flowiseai.com/using-flowise/agentflows/sequential-agents#id-4.-agent-node',
  inputs: [...agentNameParams, ...updateStateMemoryParams, ...maxIterationsParams],
});
