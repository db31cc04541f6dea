import { EXECUTION_STATES } from '@loomflow/core';
import type { ExecutionStateName } from '@loomflow/core';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ExecutionFilters } from '../../api/executions.api.ts';
import { NO_EXECUTION_FILTERS } from '../../api/executions.api.ts';
import { useAgentflowChoices } from './useExecutions.ts';

function isState(value: string): value is ExecutionStateName {
  return EXECUTION_STATES.some((state) => state === value);
}

export interface ExecutionFiltersBarProps {
  readonly filters: ExecutionFilters;
  readonly onChange: (changes: Partial<ExecutionFilters>) => void;
}

/** Flow, state, date range and session filters of the executions table. */
export function ExecutionFiltersBar({ filters, onChange }: ExecutionFiltersBarProps) {
  const flows = useAgentflowChoices();
  const dateProps = { inputLabel: { shrink: true } };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        select
        size="small"
        label="Flow"
        value={filters.agentflowId}
        onChange={(event) => {
          onChange({ agentflowId: event.target.value });
        }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">All flows</MenuItem>
        {(flows.data ?? []).map((flow) => (
          <MenuItem key={flow.id} value={flow.id}>
            {flow.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="State"
        value={filters.state}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ state: isState(value) ? value : '' });
        }}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">All states</MenuItem>
        {EXECUTION_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {state}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="datetime-local"
        label="From"
        value={filters.startDate}
        onChange={(event) => {
          onChange({ startDate: event.target.value });
        }}
        slotProps={dateProps}
      />
      <TextField
        size="small"
        type="datetime-local"
        label="To"
        value={filters.endDate}
        onChange={(event) => {
          onChange({ endDate: event.target.value });
        }}
        slotProps={dateProps}
      />
      <TextField
        size="small"
        label="Session"
        value={filters.sessionId}
        onChange={(event) => {
          onChange({ sessionId: event.target.value });
        }}
      />
      <Button
        onClick={() => {
          onChange(NO_EXECUTION_FILTERS);
        }}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        Clear filters
      </Button>
    </Stack>
  );
}
