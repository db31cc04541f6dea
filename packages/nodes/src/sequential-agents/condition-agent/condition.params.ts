// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';
import { conditionRuleColumns } from '../shared/condition-rule-columns.params.ts';

/** Condition Agent inputs from `condition` on. */
export const conditionParams = [
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
                label: 'Agent Output (string)',
                value: '$flow.output.content',
              },
              {
                label: "Agent's JSON Key Output (string)",
                value: '$flow.output.<replace-with-key>',
              },
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

3. If you want to use the Condition Agent's output for conditional checks, it is available as \`$flow.output\` with the following structure:

    \`\`\`json
    {
        "content": 'Hello! How can I assist you today?',
        "name": "",
        "additional_kwargs": {},
        "response_metadata": {},
        "tool_calls": [],
        "invalid_tool_calls": [],
        "usage_metadata": {}
    }
    \`\`\`

    For example, we can check if the agent's output contains specific keyword:
    \`\`\`js
    const result = $flow.output.content;
    
    if (result.includes("some-keyword")) {
        return "Agent"; // connect to next agent node
    } else {
        return "End"; // connect to end node
    }
    \`\`\`

    If Structured Output is enabled, \`$flow.output\` will be in the JSON format as defined in the Structured Output configuration:
    \`\`\`json
    {
        "foo": 'var'
    }
    \`\`\`

4. You can get default flow config, including the current "state":
    - \`$flow.sessionId\`
    - \`$flow.chatId\`
    - \`$flow.chatflowId\`
    - \`$flow.input\`
    - \`$flow.state\`

5. You can get custom variables: \`$vars.<variable-name>\`

`,
        },
        hideCodeExecute: true,
        codeExample: `const result = $flow.output.content;

if (result.includes("some-keyword")) {
    return "Agent";
}

return "End";
`,
        optional: true,
      },
    ],
  },
] as const satisfies readonly InputParam[];
