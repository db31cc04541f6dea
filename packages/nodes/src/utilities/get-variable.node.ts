// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';

/** Get Variable (Utilities): the value a Set Variable node of the same run kept under the name. */
export const getVariable = defineNode({
  label: 'Get Variable',
  name: 'getVariable',
  version: 2,
  type: 'GetVariable',
  category: 'Utilities',
  description: 'Get variable that was saved using Set Variable node',
  baseClasses: ['GetVariable', 'Utilities'],
  inputs: [
    {
      label: 'Variable Name',
      name: 'variableName',
      type: 'string',
      placeholder: 'var1',
    },
  ],
  outputs: [
    { label: 'Output', name: 'output', baseClasses: ['string', 'number', 'boolean', 'json', 'array'] },
  ],
});
