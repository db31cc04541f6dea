// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { updateFlowStateParam } from '../shared/update-state.params.ts';

/** Tool (Agent Flows): Tools allow LLM to interact with external systems. */
export const toolAgentflow = defineNode({
  label: 'Tool',
  name: 'toolAgentflow',
  version: 1.2,
  type: 'Tool',
  category: 'Agent Flows',
  description: 'Tools allow LLM to interact with external systems',
  color: '#d4a373',
  baseClasses: ['Tool'],
  loadMethods: ['listTools', 'listToolInputArgs', 'listRuntimeStateKeys'],
  inputs: [
    {
      label: 'Tool',
      name: 'toolAgentflowSelectedTool',
      type: 'asyncOptions',
      loadMethod: 'listTools',
      loadConfig: true,
    },
    {
      label: 'Tool Input Arguments',
      name: 'toolInputArgs',
      type: 'array',
      acceptVariable: true,
      refresh: true,
      array: [
        {
          label: 'Input Argument Name',
          name: 'inputArgName',
          type: 'asyncOptions',
          loadMethod: 'listToolInputArgs',
          refresh: true,
        },
        {
          label: 'Input Argument Value',
          name: 'inputArgValue',
          type: 'string',
          acceptVariable: true,
        },
      ],
      show: {
        toolAgentflowSelectedTool: '.+',
      },
    },
    updateFlowStateParam('tool'),
  ],
});
