// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';

/** Set Variable (Utilities): keeps its input under a name for Get Variable nodes of the same run. */
export const setVariable = defineNode({
  label: 'Set Variable',
  name: 'setVariable',
  version: 1,
  type: 'SetVariable',
  category: 'Utilities',
  description:
    'Set variable which can be retrieved at a later stage. Variable is only available during runtime.',
  baseClasses: ['SetVariable', 'Utilities'],
  inputs: [
    {
      label: 'Input',
      name: 'input',
      type: 'string | number | boolean | json | array',
      optional: true,
      list: true,
    },
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
