import type { InputParam } from '@loomflow/core';

export const AGENT_CATEGORY = 'Agents';

export const AGENT_BASE_CLASSES = ['AgentExecutor', 'BaseChain', 'Runnable'] as const;

export const toolsAnchor = (label: string) =>
  ({ label, name: 'tools', type: 'Tool', list: true }) as const satisfies InputParam;

export const maxIterationsParam = {
  label: 'Max Iterations',
  name: 'maxIterations',
  type: 'number',
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;

/** How many model turns an agent takes at most when Max Iterations is empty. */
export const DEFAULT_MAX_ITERATIONS = 15;
