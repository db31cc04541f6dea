import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { StartForm, StartFormField } from './start-form.ts';

export interface StartFormViewProps {
  readonly form: StartForm;
  readonly disabled: boolean;
  readonly onSubmit: (values: Record<string, unknown>, summary: string) => void;
}

function initialValue(field: StartFormField): string | boolean {
  if (field.type === 'boolean') return false;
  if (field.type === 'options') return field.options[0] ?? '';
  return '';
}

/** The Start node's form: the run starts with the values sent as `form`. */
export function StartFormView({ form, disabled, onSubmit }: StartFormViewProps) {
  const [values, setValues] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(form.fields.map((field) => [field.name, initialValue(field)])),
  );
  const set = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
  };
  const submit = () => {
    const sent: Record<string, unknown> = {};
    for (const field of form.fields) {
      const value = values[field.name];
      sent[field.name] =
        field.type === 'number' && typeof value === 'string' && value !== '' ? Number(value) : value;
    }
    const summary = form.fields
      .map((field) => `${field.label}: ${String(values[field.name] ?? '')}`)
      .join('\n');
    onSubmit(sent, summary);
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={form.title}
      sx={{ m: 1, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography variant="subtitle1">{form.title}</Typography>
      {form.description ? (
        <Typography variant="body2" color="text.secondary">
          {form.description}
        </Typography>
      ) : null}
      {form.fields.map((field) => {
        const value = values[field.name];
        if (field.type === 'boolean') {
          return (
            <FormControlLabel
              key={field.name}
              label={field.label}
              control={
                <Checkbox
                  checked={value === true}
                  onChange={(event) => {
                    set(field.name, event.target.checked);
                  }}
                />
              }
            />
          );
        }
        return (
          <TextField
            key={field.name}
            size="small"
            label={field.label}
            type={field.type === 'number' ? 'number' : 'text'}
            select={field.type === 'options'}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => {
              set(field.name, event.target.value);
            }}
          >
            {field.type === 'options'
              ? field.options.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))
              : null}
          </TextField>
        );
      })}
      <Box>
        <Button type="submit" variant="contained" disabled={disabled}>
          Submit
        </Button>
      </Box>
    </Paper>
  );
}
