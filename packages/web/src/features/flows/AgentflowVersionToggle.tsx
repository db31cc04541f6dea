import type { ChatflowType } from '@loomflow/core';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export interface AgentflowVersionToggleProps {
  readonly types: readonly ChatflowType[];
  readonly value: ChatflowType;
  readonly onChange: (type: ChatflowType) => void;
}

/** V2 (agentflow v2, marked NEW) or V1 (sequential and multi agents): which agentflows the list shows. */
export function AgentflowVersionToggle({ types, value, onChange }: AgentflowVersionToggleProps) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      aria-label="Agentflow version"
      value={value}
      onChange={(_event, chosen: unknown) => {
        const type = types.find((candidate) => candidate === chosen);
        if (type) onChange(type);
      }}
    >
      {types.map((type) => (
        <ToggleButton key={type} value={type} aria-label={type === 'AGENTFLOW' ? 'V2' : 'V1'}>
          {type === 'AGENTFLOW' ? (
            <Chip label="NEW" size="small" color="primary" sx={{ mr: 1 }} aria-hidden />
          ) : null}
          {type === 'AGENTFLOW' ? 'V2' : 'V1'}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
