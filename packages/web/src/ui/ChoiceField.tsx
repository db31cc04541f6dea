import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface Choice {
  readonly value: string;
  readonly label: string;
}

export interface ChoiceFieldProps {
  readonly label: string;
  readonly value: string;
  readonly choices: readonly Choice[];
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
}

/** A labelled dropdown of named choices (a role, a workspace…). */
export function ChoiceField({ label, value, choices, onChange, disabled }: ChoiceFieldProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
