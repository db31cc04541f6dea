// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { conditionAgentNameParams } from './condition-agent-name.params.ts';
import { conditionParams } from './condition.params.ts';

/** Condition Agent (Sequential Agents): Uses an agent to determine which route to take next. */
export const seqConditionAgent = defineNode({
  label: 'Condition Agent',
  name: 'seqConditionAgent',
  version: 3.1,
  type: 'ConditionAgent',
  category: 'Sequential Agents',
  description: 'Uses an agent to determine which route to take next',
  baseClasses: ['ConditionAgent'],
  documentation:
    'https://docs.flowiseai.com/using-flowise/agentflows/sequential-agents#id-8.-conditional-agent-node',
  inputs: [...conditionAgentNameParams, ...conditionParams],
  outputs: [
    {
      label: 'Next',
      name: 'next',
      baseClasses: ['Condition'],
      isAnchor: true,
    },
    {
      label: 'End',
      name: 'end',
      baseClasses: ['Condition'],
      isAnchor: true,
    },
  ],
});
