// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { updateFlowStateParam } from '../shared/update-state.params.ts';

/** Retriever (Agent Flows): Retrieve information from vector database. */
export const retrieverAgentflow = defineNode({
  label: 'Retriever',
  name: 'retrieverAgentflow',
  version: 1.1,
  type: 'Retriever',
  category: 'Agent Flows',
  description: 'Retrieve information from vector database',
  color: '#b8bedd',
  baseClasses: ['Retriever'],
  loadMethods: ['listRuntimeStateKeys', 'listStores'],
  inputs: [
    {
      label: 'Knowledge (Document Stores)',
      name: 'retrieverKnowledgeDocumentStores',
      type: 'array',
      description:
        'Document stores to retrieve information from. Document stores must be upserted in advance.',
      array: [
        {
          label: 'Document Store',
          name: 'documentStore',
          type: 'asyncOptions',
          loadMethod: 'listStores',
        },
      ],
    },
    {
      label: 'Retriever Query',
      name: 'retrieverQuery',
      type: 'string',
      placeholder: 'Enter your query here',
      rows: 4,
      acceptVariable: true,
    },
    {
      label: 'Output Format',
      name: 'outputFormat',
      type: 'options',
      options: [
        {
          label: 'Text',
          name: 'text',
        },
        {
          label: 'Text with Metadata',
          name: 'textWithMetadata',
        },
      ],
      default: 'text',
    },
    updateFlowStateParam('retriever'),
  ],
});
