// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';

/** Custom JS Function (Utilities): JavaScript run in the sandbox; its result feeds other nodes or answers. */
export const customFunction = defineNode({
  label: 'Custom JS Function',
  name: 'customFunction',
  version: 3,
  type: 'CustomFunction',
  category: 'Utilities',
  description: `Execute custom javascript function`,
  baseClasses: ['CustomFunction', 'Utilities'],
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
      label: 'Function Name',
      name: 'functionName',
      type: 'string',
      optional: true,
      placeholder: 'My Function',
    },
    {
      label: 'Javascript Function',
      name: 'javascriptFunction',
      type: 'code',
    },
  ],
  outputs: [
    { label: 'Output', name: 'output', baseClasses: ['string', 'number', 'boolean', 'json', 'array'] },
    { label: 'Ending Node', name: 'EndingNode', baseClasses: ['CustomFunction'] },
  ],
});
