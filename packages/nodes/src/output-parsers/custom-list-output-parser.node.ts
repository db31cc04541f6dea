// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { OUTPUT_PARSER_BASE_CLASSES, OUTPUT_PARSER_CATEGORY, autofixParam } from './output-parser.params.ts';

/** Custom List Output Parser (Output Parsers): the answer as a list of a given length and separator. */
export const customListOutputParser = defineNode({
  label: 'Custom List Output Parser',
  name: 'customListOutputParser',
  version: 1,
  type: 'CustomListOutputParser',
  category: OUTPUT_PARSER_CATEGORY,
  description: 'Parse the output of an LLM call as a list of values.',
  baseClasses: ['CustomListOutputParser', ...OUTPUT_PARSER_BASE_CLASSES],
  inputs: [
    {
      label: 'Length',
      name: 'length',
      type: 'number',
      step: 1,
      description: 'Number of values to return',
      optional: true,
    },
    {
      label: 'Separator',
      name: 'separator',
      type: 'string',
      description: 'Separator between values',
      default: ',',
      optional: true,
    },
    autofixParam,
  ],
});
