// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Loop (Sequential Agents): Loop back to the specific sequential node. */
export const seqLoop = defineNode({
  label: 'Loop',
  name: 'seqLoop',
  version: 2.1,
  type: 'Loop',
  category: 'Sequential Agents',
  description: 'Loop back to the specific sequential node',
  baseClasses: ['Loop'],
  hideOutput: true,
  documentation: 'https://docs.flowiseai.com/using-flowise/agentflows/sequential-agents#id-9.-loop-node',
  inputs: [
    {
      label: 'Sequential Node',
      name: 'sequentialNode',
      type: 'Agent | Condition | LLMNode | ToolNode | CustomFunction | ExecuteFlow',
      description:
        'Can be connected to one of the following nodes: Agent, Condition, LLM Node, Tool Node, Custom Function, Execute Flow',
      list: true,
    },
    {
      label: 'Loop To',
      name: 'loopToName',
      description: 'Name of the agent/llm to loop back to',
      type: 'string',
      placeholder: 'Agent',
    },
  ],
});
