// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { OUTPUT_PARSER_BASE_CLASSES, OUTPUT_PARSER_CATEGORY, autofixParam } from './output-parser.params.ts';

/** CSV Output Parser (Output Parsers): the answer as a list of comma-separated values. */
export const csvOutputParser = defineNode({
  label: 'CSV Output Parser',
  name: 'csvOutputParser',
  version: 1,
  type: 'CSVListOutputParser',
  category: OUTPUT_PARSER_CATEGORY,
  description: 'Parse the output of an LLM call as a comma-separated list of values',
  baseClasses: ['CSVListOutputParser', ...OUTPUT_PARSER_BASE_CLASSES],
  inputs: [autofixParam],
});
