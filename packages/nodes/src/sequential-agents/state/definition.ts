// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** State (Sequential Agents): A centralized state object, updated by nodes in the graph, passing from one node to another. */
export const seqState = defineNode({
  label: 'State',
  name: 'seqState',
  version: 2,
  type: 'State',
  category: 'Sequential Agents',
  description: 'A centralized state object, updated by nodes in the graph, passing from one node to another',
  baseClasses: ['State'],
  documentation: 'https://docs.flowiseai.com/using-flowise/agentflows/sequential-agents#id-3.-state-node',
  inputs: [
    {
      label: 'Custom State',
      name: 'stateMemory',
      type: 'tabs',
      tabIdentifier: 'selectedStateTab',
      additionalParams: true,
      default: 'stateMemoryUI',
      tabs: [
        {
          label: 'Custom State (Table)',
          name: 'stateMemoryUI',
          type: 'datagrid',
          description:
            'Structure for state. By default, state contains "messages" that got updated with each message sent and received.',
          hint: {
            label: 'How to use',
            value: `
Specify the Key, Operation Type, and Default Value for the state object. The Operation Type can be either "Replace" or "Append".

**Replace**
- Replace the existing value with the new value.
- If the new value is null, the existing value will be retained.

**Append**
- Append the new value to the existing value.
- Default value can be empty or an array. Ex: ["a", "b"]
- Final value is an array.
`,
          },
          datagrid: [
            {
              field: 'key',
              headerName: 'Key',
              editable: true,
            },
            {
              field: 'type',
              headerName: 'Operation',
              type: 'singleSelect',
              valueOptions: ['Replace', 'Append'],
              editable: true,
            },
            {
              field: 'defaultValue',
              headerName: 'Default Value',
              flex: 1,
              editable: true,
            },
          ],
          optional: true,
          additionalParams: true,
        },
        {
          label: 'Custom State (Code)',
          name: 'stateMemoryCode',
          type: 'code',
          description: 'JSON object representing the state',
          hideCodeExecute: true,
          codeExample: `{
    aggregate: {
        value: (x, y) => x.concat(y), // here we append the new message to the existing messages
        default: () => []
    },
    replacedValue: {
        value: (x, y) => y ?? x,
        default: () => null
    }
}`,
          optional: true,
          additionalParams: true,
        },
      ],
    },
  ],
});
