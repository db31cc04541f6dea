import type { CredentialField } from '@loomflow/core';
import { isSecretField } from '@loomflow/core';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

export type FieldValue = string | boolean;

export interface CredentialFieldInputProps {
  readonly field: CredentialField;
  readonly value: FieldValue;
  readonly onChange: (value: FieldValue) => void;
  /** Editing a credential whose secret field is stored: empty keeps it. */
  readonly storedSecret: boolean;
  readonly error?: string | undefined;
  readonly disabled: boolean;
}

/** One field of a credential form; secret fields are password inputs that never show a stored value. */
export function CredentialFieldInput(props: CredentialFieldInputProps) {
  const { field, value, onChange, storedSecret, error, disabled } = props;
  if (field.type === 'boolean') {
    return (
      <FormControlLabel
        label={field.label}
        disabled={disabled}
        control={
          <Switch
            checked={value === true}
            onChange={(event) => {
              onChange(event.target.checked);
            }}
          />
        }
      />
    );
  }
  if (field.type === 'options') {
    return (
      <TextField
        select
        label={field.label}
        name={field.name}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        disabled={disabled}
        error={error !== undefined}
        helperText={error ?? field.description ?? (field.optional ? 'Optional' : undefined)}
        fullWidth
      >
        {(field.options ?? []).map((option) => (
          <MenuItem key={option.name} value={option.name}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const secret = isSecretField(field);
  const help = storedSecret
    ? 'Saved and hidden. Leave empty to keep it, or type a new value to replace it.'
    : (field.description ?? (field.optional ? 'Optional' : undefined));
  return (
    <TextField
      label={field.label}
      name={field.name}
      type={secret ? 'password' : field.type === 'number' ? 'number' : 'text'}
      autoComplete={secret ? 'new-password' : 'off'}
      placeholder={storedSecret ? '••••••••' : field.placeholder}
      multiline={field.type === 'json'}
      minRows={field.type === 'json' ? 3 : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? help}
      fullWidth
    />
  );
}
