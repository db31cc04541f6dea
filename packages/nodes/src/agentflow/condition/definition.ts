// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { conditionsParams } from './conditions.params.ts';

/** Condition (Agent Flows): Split flows based on If Else conditions. */
export const conditionAgentflow = defineNode({
  label: 'Condition',
  name: 'conditionAgentflow',
  version: 1,
  type: 'Condition',
  category: 'Agent Flows',
  description: 'Split flows based on If Else conditions',
  color: '#FFB938',
  baseClasses: ['Condition'],
  inputs: [...conditionsParams],
  outputs: [
    {
      label: '0',
      name: '0',
      description: 'Condition 0',
    },
    {
      label: '1',
      name: '1',
      description: 'Else',
    },
  ],
});
