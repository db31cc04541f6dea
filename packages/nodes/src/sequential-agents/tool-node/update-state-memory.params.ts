// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** Tool Node inputs from `updateStateMemory` on. */
export const updateStateMemoryParams = [
  {
    label: 'Update State',
    name: 'updateStateMemory',
    type: 'tabs',
    tabIdentifier: 'selectedUpdateStateMemoryTab',
    additionalParams: true,
    default: 'updateStateMemoryUI',
    tabs: [
      {
        label: 'Update State (Table)',
        name: 'updateStateMemoryUI',
        type: 'datagrid',
        hint: {
          label: 'How to use',
          value: `
1. Key and value pair to be updated. For example: if you have the following State:
    | Key       | Operation     | Default Value     |
    |-----------|---------------|-------------------|
    | user      | Replace       |                   |

    You can update the "user" value with the following:
    | Key       | Value     |
    |-----------|-----------|
    | user      | john doe  |

2. If you want to use the Tool Node's output as the value to update state, it is available as available as \`$flow.output\` with the following structure (array):
    \`\`\`json
    [
        {
            "tool": "tool's name",
            "toolInput": {},
            "toolOutput": "tool's output content",
            "sourceDocuments": [
                {
                    "pageContent": "This is the page content",
                    "metadata": "{foo: var}"
                }
            ]
        }
    ]
    \`\`\`

    For example:
    | Key          | Value                                     |
    |--------------|-------------------------------------------|
    | sources      | \`$flow.output[0].toolOutput\`       |

3. You can get default flow config, including the current "state":
    - \`$flow.sessionId\`
    - \`$flow.chatId\`
    - \`$flow.chatflowId\`
    - \`$flow.input\`
    - \`$flow.state\`

4. You can get custom variables: \`$vars.<variable-name>\`

`,
        },
        description:
          'This is only applicable when you have a custom State at the START node. After tool execution, you might want to update the State values',
        datagrid: [
          {
            field: 'key',
            headerName: 'Key',
            type: 'asyncSingleSelect',
            loadMethod: 'loadStateKeys',
            flex: 0.5,
            editable: true,
          },
          {
            field: 'value',
            headerName: 'Value',
            type: 'freeSolo',
            valueOptions: [
              {
                label: 'All Tools Output (array)',
                value: '$flow.output',
              },
              {
                label: 'First Tool Output (string)',
                value: '$flow.output[0].toolOutput',
              },
              {
                label: 'First Tool Input Arguments (string | json)',
                value: '$flow.output[0].toolInput',
              },
              {
                label: 'First Tool Returned Source Documents (array)',
                value: '$flow.output[0].sourceDocuments',
              },
              {
                label: 'Global variable (string)',
                value: '$vars.<variable-name>',
              },
              {
                label: 'Input Question (string)',
                value: '$flow.input',
              },
              {
                label: 'Session Id (string)',
                value: '$flow.sessionId',
              },
              {
                label: 'Chat Id (string)',
                value: '$flow.chatId',
              },
              {
                label: 'Chatflow Id (string)',
                value: '$flow.chatflowId',
              },
            ],
            editable: true,
            flex: 1,
          },
        ],
        optional: true,
        additionalParams: true,
      },
      {
        label: 'Update State (Code)',
        name: 'updateStateMemoryCode',
        type: 'code',
        hint: {
          label: 'How to use',
          value: `
1. Return the key value JSON object. For example: if you have the following State:
    \`\`\`json
    {
        "user": null
    }
    \`\`\`

    You can update the "user" value by returning the following:
    \`\`\`js
    return {
        "user": "john doe"
    }
    \`\`\`

2. If you want to use the tool's output as the value to update state, it is available as \`$flow.output\` with the following structure (array):
    \`\`\`json
    [
        {
            "tool": "tool's name",
            "toolInput": {},
            "toolOutput": "tool's output content",
            "sourceDocuments": [
                {
                    "pageContent": "This is the page content",
                    "metadata": "{foo: var}"
                }
            ]
        }
    ]
    \`\`\`

    For example:
    \`\`\`js
    /* Assuming you have the following state:
    {
        "sources": null
    }
    */
    
    return {
        "sources": $flow.output[0].toolOutput
    }
    \`\`\`

3. You can also get default flow config, including the current "state":
    - \`$flow.sessionId\`
    - \`$flow.chatId\`
    - \`$flow.chatflowId\`
    - \`$flow.input\`
    - \`$flow.state\`

4. You can get custom variables: \`$vars.<variable-name>\`

`,
        },
        description:
          'This is only applicable when you have a custom State at the START node. After tool execution, you might want to update the State values. Must return an object representing the state',
        hideCodeExecute: true,
        codeExample: `const result = $flow.output;

/* Suppose we have a custom State schema like this:
* {
    aggregate: {
        value: (x, y) => x.concat(y),
        default: () => []
    }
  }
*/

return {
  aggregate: [result.content]
};`,
        optional: true,
        additionalParams: true,
      },
    ],
  },
] as const satisfies readonly InputParam[];
