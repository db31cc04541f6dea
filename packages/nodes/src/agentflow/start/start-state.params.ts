// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** Start inputs from `startState` on. */
export const startStateParams = [
  {
    label: 'Flow State',
    name: 'startState',
    description: 'Runtime state during the execution of the workflow',
    type: 'array',
    optional: true,
    array: [
      {
        label: 'Key',
        name: 'key',
        type: 'string',
        placeholder: 'Foo',
      },
      {
        label: 'Value',
        name: 'value',
        type: 'string',
        placeholder: 'Bar',
        optional: true,
      },
    ],
  },
  {
    label: 'Persist State',
    name: 'startPersistState',
    type: 'boolean',
    description: 'Persist the state in the same session',
    optional: true,
  },
] as const satisfies readonly InputParam[];
