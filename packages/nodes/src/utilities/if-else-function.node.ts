// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';

const ANY_VALUE = ['string', 'number', 'boolean', 'json', 'array'];

/** IfElse Function (Utilities): sandboxed JavaScript whose truthy result takes the True branch, else False. */
export const ifElseFunction = defineNode({
  label: 'IfElse Function',
  name: 'ifElseFunction',
  version: 1,
  type: 'IfElseFunction',
  category: 'Utilities',
  description: 'Split flows based on If Else javascript functions',
  baseClasses: ['IfElseFunction', 'Utilities'],
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
      label: 'IfElse Name',
      name: 'functionName',
      type: 'string',
      optional: true,
      placeholder: 'If Condition Match',
    },
    {
      label: 'If Function',
      name: 'ifFunction',
      description: 'Function must return a value',
      type: 'code',
      rows: 2,
      default: 'if ("hello" == "hello") {\n    return true;\n}',
    },
    {
      label: 'Else Function',
      name: 'elseFunction',
      description: 'Function must return a value',
      type: 'code',
      rows: 2,
      default: 'return false;',
    },
  ],
  outputs: [
    { label: 'True', name: 'returnTrue', baseClasses: ANY_VALUE },
    { label: 'False', name: 'returnFalse', baseClasses: ANY_VALUE },
  ],
});
