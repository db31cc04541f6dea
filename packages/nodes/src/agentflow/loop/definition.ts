// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { updateFlowStateParam } from '../shared/update-state.params.ts';

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
    updateFlowStateParam('loop'),
  ],
});
