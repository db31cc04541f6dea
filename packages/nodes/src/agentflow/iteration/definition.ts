// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Iteration (Agent Flows): Execute the nodes within the iteration block through N iterations. */
export const iterationAgentflow = defineNode({
  label: 'Iteration',
  name: 'iterationAgentflow',
  version: 1,
  type: 'Iteration',
  category: 'Agent Flows',
  description: 'Execute the nodes within the iteration block through N iterations',
  color: '#9C89B8',
  baseClasses: ['Iteration'],
  inputs: [
    {
      label: 'Array Input',
      name: 'iterationInput',
      type: 'string',
      description: 'The input array to iterate over',
      acceptVariable: true,
      rows: 4,
    },
  ],
});
