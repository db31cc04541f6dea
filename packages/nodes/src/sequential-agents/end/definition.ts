// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** End (Sequential Agents): End conversation. */
export const seqEnd = defineNode({
  label: 'End',
  name: 'seqEnd',
  version: 2.1,
  type: 'End',
  category: 'Sequential Agents',
  description: 'End conversation',
  baseClasses: ['End'],
  hideOutput: true,
  documentation: 'https://docs.flowiseai.com/using-flowise/agentflows/sequential-agents#id-10.-end-node',
  inputs: [
    {
      label: 'Sequential Node',
      name: 'sequentialNode',
      type: 'Agent | Condition | LLMNode | ToolNode | CustomFunction | ExecuteFlow',
      description:
        'Can be connected to one of the following nodes: Agent, Condition, LLM Node, Tool Node, Custom Function, Execute Flow',
    },
  ],
});
