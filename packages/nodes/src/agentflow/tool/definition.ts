// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

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
    {
      label: 'Update Flow State',
      name: 'toolUpdateState',
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
