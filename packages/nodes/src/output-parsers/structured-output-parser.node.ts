// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { OUTPUT_PARSER_BASE_CLASSES, OUTPUT_PARSER_CATEGORY, autofixParam } from './output-parser.params.ts';

/** Structured Output Parser (Output Parsers): the answer as a JSON object of the declared properties. */
export const structuredOutputParser = defineNode({
  label: 'Structured Output Parser',
  name: 'structuredOutputParser',
  version: 1,
  type: 'StructuredOutputParser',
  category: OUTPUT_PARSER_CATEGORY,
  description: 'Parse the output of an LLM call into a given (JSON) structure.',
  baseClasses: ['StructuredOutputParser', ...OUTPUT_PARSER_BASE_CLASSES],
  inputs: [
    autofixParam,
    {
      label: 'JSON Structure',
      name: 'jsonStructure',
      type: 'datagrid',
      description: 'JSON structure for LLM to return',
      datagrid: [
        { field: 'property', headerName: 'Property', editable: true },
        {
          field: 'type',
          headerName: 'Type',
          type: 'singleSelect',
          valueOptions: ['string', 'number', 'boolean'],
          editable: true,
        },
        { field: 'description', headerName: 'Description', editable: true, flex: 1 },
      ],
      default: [
        { property: 'answer', type: 'string', description: `answer to the user's question` },
        {
          property: 'source',
          type: 'string',
          description: 'sources used to answer the question, should be websites',
        },
      ],
      additionalParams: true,
    },
  ],
});
