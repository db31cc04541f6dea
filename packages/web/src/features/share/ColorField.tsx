import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as text (any CSS colour) with a picker for hex colours. */
export function ColorField({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={`${label} picker`}
                value={HEX.test(value) ? value : '#000000'}
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  onChange(event.target.value);
                }}
                sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
