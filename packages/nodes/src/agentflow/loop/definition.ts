// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Loop (Agent Flows): Loop back to a previous node. */
export const loopAgentflow = defineNode({
  label: 'Loop',
  name: 'loopAgentflow',
  version: 1.2,
  type: 'Loop',
  category: 'Agent Flows',
  description: 'Loop back to a previous node',
  color: '#FFA07A',
  baseClasses: ['Loop'],
  hideOutput: true,
  hint: 'Make sure to have memory enabled in the LLM/Agent node to retain the chat history',
  loadMethods: ['listPreviousNodes', 'listRuntimeStateKeys'],
  inputs: [
    {
      label: 'Loop Back To',
      name: 'loopBackToNode',
      type: 'asyncOptions',
      loadMethod: 'listPreviousNodes',
      freeSolo: true,
    },
    {
      label: 'Max Loop Count',
      name: 'maxLoopCount',
      type: 'number',
      default: 5,
    },
    {
      label: 'Fallback Message',
      name: 'fallbackMessage',
      type: 'string',
      description: 'Message to display if the loop count is exceeded',
      placeholder: 'Enter your fallback message here',
      rows: 4,
      acceptVariable: true,
      optional: true,
    },
    {
      label: 'Update Flow State',
      name: 'loopUpdateState',
      description: 'Update runtime state during the execution of the workflow',
      type: 'array',
      optional: true,
      acceptVariable: true,
      array: [
        {
          label: 'Key',
          name: 'key',
          type: 'asyncOptions',
          loadMethod: 'listRuntimeStateKeys',
        },
        {
          label: 'Value',
          name: 'value',
          type: 'string',
          acceptVariable: true,
          acceptNodeOutputAsVariable: true,
        },
      ],
    },
  ],
});
