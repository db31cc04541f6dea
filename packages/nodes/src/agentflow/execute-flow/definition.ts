// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { updateFlowStateParam } from '../shared/update-state.params.ts';

/** Execute Flow (Agent Flows): Execute another flow. */
export const executeFlowAgentflow = defineNode({
  label: 'Execute Flow',
  name: 'executeFlowAgentflow',
  version: 1.2,
  type: 'ExecuteFlow',
  category: 'Agent Flows',
  description: 'Execute another flow',
  color: '#a3b18a',
  baseClasses: ['ExecuteFlow'],
  credential: {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: ['chatflowApi'],
    optional: true,
  },
  loadMethods: ['listFlows', 'listRuntimeStateKeys'],
  inputs: [
    {
      label: 'Select Flow',
      name: 'executeFlowSelectedFlow',
      type: 'asyncOptions',
      loadMethod: 'listFlows',
    },
    {
      label: 'Input',
      name: 'executeFlowInput',
      type: 'string',
      rows: 4,
      acceptVariable: true,
    },
    {
      label: 'Override Config',
      name: 'executeFlowOverrideConfig',
      description: 'Override the config passed to the flow',
      type: 'json',
      optional: true,
      acceptVariable: true,
    },
    {
      label: 'Base URL',
      name: 'executeFlowBaseURL',
      type: 'string',
      description:
        'Base URL to Flowise. By default, it is the URL of the incoming request. Useful when you need to execute flow through an alternative route.',
      placeholder: 'http://localhost:3000',
      optional: true,
    },
    {
      label: 'Return Response As',
      name: 'executeFlowReturnResponseAs',
      type: 'options',
      options: [
        {
          label: 'User Message',
          name: 'userMessage',
        },
        {
          label: 'Assistant Message',
          name: 'assistantMessage',
        },
      ],
      default: 'userMessage',
    },
    updateFlowStateParam('executeFlow'),
  ],
});
