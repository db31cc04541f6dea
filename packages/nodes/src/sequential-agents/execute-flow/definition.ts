// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Execute Flow (Sequential Agents): Execute chatflow/agentflow and return final response. */
export const seqExecuteFlow = defineNode({
  label: 'Execute Flow',
  name: 'seqExecuteFlow',
  version: 1,
  type: 'ExecuteFlow',
  category: 'Sequential Agents',
  description: 'Execute chatflow/agentflow and return final response',
  baseClasses: ['ExecuteFlow'],
  credential: {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: ['chatflowApi'],
    optional: true,
  },
  loadMethods: ['listFlows'],
  inputs: [
    {
      label: 'Sequential Node',
      name: 'sequentialNode',
      type: 'Start | Agent | Condition | LLMNode | ToolNode | CustomFunction | ExecuteFlow',
      description:
        'Can be connected to one of the following nodes: Start, Agent, Condition, LLM Node, Tool Node, Custom Function, Execute Flow',
      list: true,
    },
    {
      label: 'Name',
      name: 'seqExecuteFlowName',
      type: 'string',
    },
    {
      label: 'Select Flow',
      name: 'selectedFlow',
      type: 'asyncOptions',
      loadMethod: 'listFlows',
    },
    {
      label: 'Input',
      name: 'seqExecuteFlowInput',
      type: 'options',
      description: 'Select one of the following or enter custom input',
      freeSolo: true,
      loadPreviousNodes: true,
      options: [
        {
          label: '{{ question }}',
          name: 'userQuestion',
          description: 'Use the user question from the chat as input.',
        },
      ],
    },
    {
      label: 'Override Config',
      name: 'overrideConfig',
      description: 'Override the config passed to the flow.',
      type: 'json',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Base URL',
      name: 'baseURL',
      type: 'string',
      description:
        'Base URL to Flowise. By default, it is the URL of the incoming request. Useful when you need to execute flow through an alternative route.',
      placeholder: 'http://localhost:3000',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Start new session per message',
      name: 'startNewSession',
      type: 'boolean',
      description:
        'Whether to continue the session or start a new one with each interaction. Useful for flows with memory if you want to avoid it.',
      default: false,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Return Value As',
      name: 'returnValueAs',
      type: 'options',
      options: [
        {
          label: 'AI Message',
          name: 'aiMessage',
        },
        {
          label: 'Human Message',
          name: 'humanMessage',
        },
        {
          label: 'State Object',
          name: 'stateObj',
          description:
            "Return as state object, ex: { foo: bar }. This will update the custom state 'foo' to 'bar'",
        },
      ],
      default: 'aiMessage',
    },
  ],
});
