// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../define-node.ts';
import { MEMORY_CATEGORY } from './memory.params.ts';

const KEPT_HERE = "Loomflow keeps an agentflow's checkpoints in its own database (SQLite or PostgreSQL)";

/**
 * Agent Memory (Memory): connected to an agentflow v1's Start or Supervisor, the session keeps its messages and
 * state between questions. The checkpoints live in Loomflow's own database, so the database inputs Flowise's
 * flows carry are kept for compatibility and say that they are not used.
 */
export const agentMemory = defineNode({
  label: 'Agent Memory',
  name: 'agentMemory',
  version: 2,
  type: 'AgentMemory',
  category: MEMORY_CATEGORY,
  description: 'Memory for agentflow to remember the state of the conversation',
  baseClasses: ['AgentMemory', 'BaseCheckpointSaver'],
  inputs: [
    {
      label: 'Database',
      name: 'databaseType',
      type: 'options',
      options: [
        { label: 'SQLite', name: 'sqlite' },
        { label: 'PostgreSQL', name: 'postgres' },
        { label: 'MySQL', name: 'mysql' },
      ],
      default: 'sqlite',
      description: `Not used: ${KEPT_HERE}`,
    },
    {
      label: 'Database File Path',
      name: 'databaseFilePath',
      type: 'string',
      description: `Not used: ${KEPT_HERE}`,
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Additional Connection Configuration',
      name: 'additionalConfig',
      type: 'json',
      description: `Not used: ${KEPT_HERE}`,
      additionalParams: true,
      optional: true,
    },
  ],
});
