// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { conditionRuleColumns } from '../shared/condition-rule-columns.params.ts';

/** Condition (Sequential Agents): Conditional function to determine which route to take next. */
export const seqCondition = defineNode({
  label: 'Condition',
  name: 'seqCondition',
  version: 2.1,
  type: 'Condition',
  category: 'Sequential Agents',
  description: 'Conditional function to determine which route to take next',
  baseClasses: ['Condition'],
  documentation:
    'https://docs.flowiseai.com/using-flowise/agentflows/sequential-agents#id-7.-conditional-node',
  inputs: [
    {
      label: 'Condition Name',
      name: 'conditionName',
      type: 'string',
      optional: true,
      placeholder: 'If X, then Y',
    },
    {
      label: 'Sequential Node',
      name: 'sequentialNode',
      type: 'Start | Agent | LLMNode | ToolNode | CustomFunction | ExecuteFlow',
      description:
        'Can be connected to one of the following nodes: Start, Agent, LLM Node, Tool Node, Custom Function, Execute Flow',
      list: true,
    },
    {
      label: 'Condition',
      name: 'condition',
      type: 'conditionFunction',
      tabIdentifier: 'selectedConditionFunctionTab',
      tabs: [
        {
          label: 'Condition (Table)',
          name: 'conditionUI',
          type: 'datagrid',
          description: 'If a condition is met, the node connected to the respective output will be executed',
          optional: true,
          datagrid: [
            {
              field: 'variable',
              headerName: 'Variable',
              type: 'freeSolo',
              editable: true,
              loadMethod: ['getPreviousMessages', 'loadStateKeys'],
              valueOptions: [
                {
                  label: 'Total Messages (number)',
                  value: '$flow.state.messages.length',
                },
                {
                  label: 'First Message Content (string)',
                  value: '$flow.state.messages[0].content',
                },
                {
                  label: 'Last Message Content (string)',
                  value: '$flow.state.messages[-1].content',
                },
                {
                  label: 'Global variable (string)',
                  value: '$vars.<variable-name>',
                },
              ],
              flex: 0.5,
              minWidth: 200,
            },
            ...conditionRuleColumns,
          ],
        },
        {
          label: 'Condition (Code)',
          name: 'conditionFunction',
          type: 'code',
          description: 'Function to evaluate the condition',
          hint: {
            label: 'How to use',
            value: `
1. Must return a string value at the end of function. For example:
    \`\`\`js
    if ("X" === "X") {
        return "Agent"; // connect to next agent node
    } else {
        return "End"; // connect to end node
    }
    \`\`\`

2. In most cases, you would probably get the last message to do some comparison. You can get all current messages from the state: \`$flow.state.messages\`:
    \`\`\`json
    [
        {
            "content": "Hello! How can I assist you today?",
            "name": "",
            "additional_kwargs": {},
            "response_metadata": {},
            "tool_calls": [],
            "invalid_tool_calls": [],
            "usage_metadata": {}
        }
    ]
    \`\`\`

    For example, to get the last message content:
    \`\`\`js
    const messages = $flow.state.messages;
    const lastMessage = messages[messages.length - 1];

    // Proceed to do something with the last message content
    \`\`\`

3. You can get default flow config, including the current "state":
    - \`$flow.sessionId\`
    - \`$flow.chatId\`
    - \`$flow.chatflowId\`
    - \`$flow.input\`
    - \`$flow.state\`

4. You can get custom variables: \`$vars.<variable-name>\`

`,
          },
          hideCodeExecute: true,
          codeExample: `const state = $flow.state;
                
const messages = state.messages;

const lastMessage = messages[messages.length - 1];

/* Check if the last message has content */
if (lastMessage.content) {
    return "Agent";
}

return "End";`,
          optional: true,
        },
      ],
    },
  ],
  outputs: [
    {
      label: 'Next',
      name: 'next',
      baseClasses: ['Condition'],
      isAnchor: true,
    },
    {
      label: 'End',
      name: 'end',
      baseClasses: ['Condition'],
      isAnchor: true,
    },
  ],
});
