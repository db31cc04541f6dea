import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { use, useEffect, useRef } from 'react';
import { insertAtCaret } from './caret-insert.ts';
import type { ParamEditorProps } from './input-param.ts';
import { textOf } from './input-param.ts';
import { TemplateVariablesContext } from './template-variables-context.ts';
import { VariableMenuButton } from './VariableMenuButton.tsx';

const HTML_TYPES: Readonly<Record<string, string>> = {
  password: 'password',
  number: 'number',
  date: 'datetime-local',
};

/** string (single or multi-line, with the variable picker), password, number, date and folder parameters. */
export function TextParam({ nodeId, param, value, onChange }: ParamEditorProps) {
  const text = textOf(value);
  const field = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  useEffect(() => {
    // After a variable was inserted: the caret goes right after it.
    const element = field.current;
    if (pendingCaret.current === null || !element) return;
    element.focus();
    element.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [text]);
  const isText = param.type === 'string';
  const offersVariables = use(TemplateVariablesContext) && isText;
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
      inputRef={field}
      minRows={multiline ? Math.min(param.rows ?? 2, 6) : undefined}
      slotProps={{
        inputLabel: param.type === 'date' ? { shrink: true } : undefined,
        htmlInput: { step: param.step, 'data-param': param.name },
        input: offersVariables
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <VariableMenuButton
                    nodeId={nodeId}
                    onPick={(variable) => {
                      const element = field.current;
                      const inserted = insertAtCaret(text, variable, {
                        start: element?.selectionStart ?? null,
                        end: element?.selectionEnd ?? null,
                      });
                      pendingCaret.current = inserted.caret;
                      onChange(inserted.text);
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
