import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ParamEditorProps } from './input-param.ts';
import { textOf } from './input-param.ts';
import { VariableMenuButton } from './VariableMenuButton.tsx';

const HTML_TYPES: Readonly<Record<string, string>> = {
  password: 'password',
  number: 'number',
  date: 'datetime-local',
};

/** string (single or multi-line, with the variable picker), password, number, date and folder parameters. */
export function TextParam({ nodeId, param, value, onChange }: ParamEditorProps) {
  const text = textOf(value);
  const isText = param.type === 'string';
  const multiline = isText && (param.rows ?? 0) > 1;
  return (
    <TextField
      fullWidth
      size="small"
      label={param.label}
      placeholder={param.placeholder}
      type={HTML_TYPES[param.type] ?? 'text'}
      value={text}
      multiline={multiline}
      minRows={multiline ? Math.min(param.rows ?? 2, 6) : undefined}
      slotProps={{
        inputLabel: param.type === 'date' ? { shrink: true } : undefined,
        htmlInput: { step: param.step, 'data-param': param.name },
        input: isText
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <VariableMenuButton
                    nodeId={nodeId}
                    onPick={(variable) => {
                      onChange(`${text}${variable}`);
                    }}
                  />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
      onChange={(event) => {
        const next = event.target.value;
        onChange(param.type === 'number' && next !== '' && !Number.isNaN(Number(next)) ? Number(next) : next);
      }}
    />
  );
}
