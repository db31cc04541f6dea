// Data declared by Flowise 3.x for this tool component (names, parameter names, types), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Retriever Tool (Tools): a connected retriever the agent can search. */
export const retrieverTool = defineNode({
  label: 'Retriever Tool',
  name: 'retrieverTool',
  version: 3,
  type: 'RetrieverTool',
  category: 'Tools',
  description: 'Use a retriever as allowed tool for agent',
  baseClasses: ['RetrieverTool', 'DynamicTool', 'Tool', 'StructuredTool', 'Runnable'],
  inputs: [
    { label: 'Retriever Name', name: 'name', type: 'string', placeholder: 'search_state_of_union' },
    {
      label: 'Retriever Description',
      name: 'description',
      type: 'string',
      description: 'When should agent uses to retrieve documents',
      rows: 3,
      placeholder: 'Searches and returns documents regarding the state-of-the-union.',
    },
    { label: 'Retriever', name: 'retriever', type: 'BaseRetriever' },
    { label: 'Return Source Documents', name: 'returnSourceDocuments', type: 'boolean', optional: true },
  ],
});
