import { advancedStructuredOutputParser } from './advanced-structured-output-parser.node.ts';
import { csvOutputParser } from './csv-output-parser.node.ts';
import { customListOutputParser } from './custom-list-output-parser.node.ts';
import { structuredOutputParser } from './structured-output-parser.node.ts';

/** The Output Parsers category of chatflows. */
export const OUTPUT_PARSER_NODES = [
  structuredOutputParser,
  advancedStructuredOutputParser,
  csvOutputParser,
  customListOutputParser,
] as const;
