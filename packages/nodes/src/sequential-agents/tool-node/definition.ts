// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { toolsParams } from './tools.params.ts';
import { updateStateMemoryParams } from './update-state-memory.params.ts';

/** Tool Node (Sequential Agents): Execute tool and return tool's output. */
export const seqToolNode = defineNode({
  label: 'Tool Node',
  name: 'seqToolNode',
  version: 2.1,
  type: 'ToolNode',
  category: 'Sequential Agents',
  description: "Execute tool and return tool's output",
  baseClasses: ['ToolNode'],
  documentation: 'https://docs.flowiseai.com/using-flowise/agentflows/sequential-agents#id-6.-tool-node',
  inputs: [...toolsParams, ...updateStateMemoryParams],
});
