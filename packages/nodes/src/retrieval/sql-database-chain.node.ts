// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../define-node.ts';
import { CHAIN_CATEGORY, inputModerationAnchor } from '../chains/chain.params.ts';

/** Sql Database Chain (Chains): the model writes a read-only SQL query, runs it, and answers from the rows. */
export const sqlDatabaseChain = defineNode({
  label: 'Sql Database Chain',
  name: 'sqlDatabaseChain',
  version: 5,
  type: 'SqlDatabaseChain',
  category: CHAIN_CATEGORY,
  description: 'Answer questions over a SQL database',
  baseClasses: ['SqlDatabaseChain', 'BaseChain', 'Runnable'],
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    {
      label: 'Database',
      name: 'database',
      type: 'options',
      options: [
        { label: 'SQLite', name: 'sqlite' },
        { label: 'PostgreSQL', name: 'postgres' },
        { label: 'MSSQL', name: 'mssql' },
        { label: 'MySQL', name: 'mysql' },
        { label: 'Oracle', name: 'oracle' },
      ],
      default: 'sqlite',
    },
    {
      label: 'Connection string or file path (sqlite only)',
      name: 'url',
      type: 'string',
      placeholder: '127.0.0.1:5432/chinook',
    },
    {
      label: 'Include Tables',
      name: 'includesTables',
      type: 'string',
      description:
        'Tables to include for queries, separated by comma. Can only use Include Tables or Ignore Tables',
      placeholder: 'table1, table2',
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Ignore Tables',
      name: 'ignoreTables',
      type: 'string',
      description:
        'Tables to ignore for queries, separated by comma. Can only use Ignore Tables or Include Tables',
      placeholder: 'table1, table2',
      additionalParams: true,
      optional: true,
    },
    {
      label: "Sample table's rows info",
      name: 'sampleRowsInTableInfo',
      type: 'number',
      description: 'Number of sample row for tables to load for info.',
      placeholder: '3',
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Top Keys',
      name: 'topK',
      type: 'number',
      description:
        'If you are querying for several rows of a table you can select the maximum number of results you want to get by using the "top_k" parameter (default is 10). This is useful for avoiding query results that exceed the prompt max length or consume tokens unnecessarily.',
      placeholder: '10',
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Custom Prompt',
      name: 'customPrompt',
      type: 'string',
      description:
        'You can provide custom prompt to the chain. This will override the existing default prompt used. See guide: https://python.langchain.com/docs/integrations/tools/sqlite#customize-prompt',
      warning:
        'Prompt must include 3 input variables: {input}, {dialect}, {table_info}. You can refer to official guide from description above',
      rows: 4,
      additionalParams: true,
      optional: true,
    },
    inputModerationAnchor,
  ],
});
