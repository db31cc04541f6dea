// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Custom JS Function (Sequential Agents): Execute custom javascript function. */
export const seqCustomFunction = defineNode({
  label: 'Custom JS Function',
  name: 'seqCustomFunction',
  version: 1,
  type: 'CustomFunction',
  category: 'Sequential Agents',
  description: 'Execute custom javascript function',
  baseClasses: ['CustomFunction'],
  inputs: [
    {
      label: 'Input Variables',
      name: 'functionInputVariables',
      description: 'Input variables can be used in the function with prefix $. For example: $var',
      type: 'json',
      optional: true,
      acceptVariable: true,
      list: true,
    },
    {
      label: 'Sequential Node',
      name: 'sequentialNode',
      type: 'Start | Agent | Condition | LLMNode | ToolNode | CustomFunction | ExecuteFlow',
      description:
        'Can be connected to one of the following nodes: Start, Agent, Condition, LLM Node, Tool Node, Custom Function, Execute Flow',
      list: true,
    },
    {
      label: 'Function Name',
      name: 'functionName',
      type: 'string',
      placeholder: 'My Function',
    },
    {
      label: 'Javascript Function',
      name: 'javascriptFunction',
      type: 'code',
      hint: {
        label: 'How to use',
        value: `
1. Must return a string value at the end of function.

2. You can get default flow config, including the current "state":
    - \`$flow.sessionId\`
    - \`$flow.chatId\`
    - \`$flow.chatflowId\`
    - \`$flow.input\`
    - \`$flow.state\`

3. You can get custom variables: \`$vars.<variable-name>\`

`,
      },
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
