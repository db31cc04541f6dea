// Data declared by Flowise 3.x for this tool component (names, parameter names, types), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Chain Tool (Tools): a connected chain the agent can ask. */
export const chainTool = defineNode({
  label: 'Chain Tool',
  name: 'chainTool',
  version: 1,
  type: 'ChainTool',
  category: 'Tools',
  description: 'Use a chain as allowed tool for agent',
  baseClasses: ['ChainTool', 'DynamicTool', 'Tool', 'StructuredTool', 'BaseLangChain'],
  inputs: [
    { label: 'Chain Name', name: 'name', type: 'string', placeholder: 'state-of-union-qa' },
    {
      label: 'Chain Description',
      name: 'description',
      type: 'string',
      rows: 3,
      placeholder:
        'State of the Union QA - useful for when you need to ask questions about the most recent state of the union address.',
    },
    { label: 'Return Direct', name: 'returnDirect', type: 'boolean', optional: true },
    { label: 'Base Chain', name: 'baseChain', type: 'BaseChain' },
  ],
});
