// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { OUTPUT_PARSER_BASE_CLASSES, OUTPUT_PARSER_CATEGORY, autofixParam } from './output-parser.params.ts';

/** Advanced Structured Output Parser (Output Parsers): the answer validated against a Zod or JSON schema. */
export const advancedStructuredOutputParser = defineNode({
  label: 'Advanced Structured Output Parser',
  name: 'advancedStructuredOutputParser',
  version: 1,
  type: 'AdvancedStructuredOutputParser',
  category: OUTPUT_PARSER_CATEGORY,
  description: 'Parse the output of an LLM call into a given structure by providing a Zod schema.',
  baseClasses: ['AdvancedStructuredOutputParser', ...OUTPUT_PARSER_BASE_CLASSES],
  inputs: [
    autofixParam,
    {
      label: 'Example JSON',
      name: 'exampleJson',
      type: 'string',
      description:
        'Zod schema for the output of the model (z.object, z.string, z.number, z.boolean, z.array, z.enum with .optional(), .describe(), .int(), .min(), .max()), or a JSON Schema object',
      rows: 10,
      default: `z.object({
    title: z.string(), // Title of the movie as a string
    yearOfRelease: z.number().int(), // Release year as an integer number,
    genres: z.enum([
        "Action", "Comedy", "Drama", "Fantasy", "Horror",
        "Mystery", "Romance", "Science Fiction", "Thriller", "Documentary"
    ]).array().max(2), // Array of genres, max of 2 from the defined enum
    shortDescription: z.string().max(500) // Short description, max 500 characters
})`,
    },
  ],
});
