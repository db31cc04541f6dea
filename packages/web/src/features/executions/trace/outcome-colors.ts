import type { ExecutionStateName } from '@loomflow/core';
import type { NodeOutcome } from './trace-model.ts';

/** Node and bar colours by outcome: finished green, failed red, paused amber, running blue, not run grey. */
export const OUTCOME_COLORS: Readonly<Record<NodeOutcome, string>> = {
  FINISHED: '#2e7d32',
  ERROR: '#d32f2f',
  STOPPED: '#ed9c02',
  INPROGRESS: '#1976d2',
  NOT_RUN: '#9e9e9e',
};

export const OUTCOME_LABELS: Readonly<Record<NodeOutcome, string>> = {
  FINISHED: 'Finished',
  ERROR: 'Failed',
  STOPPED: 'Paused or stopped',
  INPROGRESS: 'Running',
  NOT_RUN: 'Not run',
};

/** The MUI chip colour of an execution or node state. */
export function stateChipColor(state: ExecutionStateName): 'success' | 'error' | 'warning' | 'info' {
  switch (state) {
    case 'FINISHED':
      return 'success';
    case 'STOPPED':
      return 'warning';
    case 'INPROGRESS':
      return 'info';
    case 'ERROR':
    case 'TERMINATED':
    case 'TIMEOUT':
      return 'error';
  }
}
