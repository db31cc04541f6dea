// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** Agent inputs from `maxIterations` on. */
export const maxIterationsParams = [
  {
    label: 'Max Iterations',
    name: 'maxIterations',
    type: 'number',
    optional: true,
    additionalParams: true,
  },
] as const satisfies readonly InputParam[];
