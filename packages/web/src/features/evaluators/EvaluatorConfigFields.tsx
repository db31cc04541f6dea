import { NUMERIC_MEASURES, NUMERIC_OPERATORS, TEXT_OPERATORS } from '@loomflow/core';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { EvaluatorDraft } from './evaluator-draft.ts';
import {
  NUMERIC_MEASURE_LABELS,
  NUMERIC_OPERATOR_SYMBOLS,
  TEXT_OPERATOR_LABELS,
} from './evaluator-labels.ts';
import { JudgeModelFields } from './JudgeModelFields.tsx';

export interface EvaluatorConfigFieldsProps {
  readonly draft: EvaluatorDraft;
  readonly onChange: (draft: EvaluatorDraft) => void;
  /** Messages by field path (`config.pattern`…). */
  readonly errors: Readonly<Record<string, string>>;
  readonly disabled: boolean;
}

const pick = <T extends string>(choices: readonly T[], value: string, fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;

/** The settings of the draft's kind of check. */
export function EvaluatorConfigFields({ draft, onChange, errors, disabled }: EvaluatorConfigFieldsProps) {
  const error = (path: string) => ({ error: errors[path] !== undefined, helperText: errors[path] });
  switch (draft.type) {
    case 'text': {
      const { text } = draft;
      const set = (changes: Partial<EvaluatorDraft['text']>) => {
        onChange({ ...draft, text: { ...text, ...changes } });
      };
      return (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label="The answer"
              value={text.operator}
              disabled={disabled}
              onChange={(event) => {
                set({ operator: pick(TEXT_OPERATORS, event.target.value, 'contains') });
              }}
            >
              {TEXT_OPERATORS.map((operator) => (
                <MenuItem key={operator} value={operator}>
                  {TEXT_OPERATOR_LABELS[operator]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label="Compared with"
              value={text.compareWith}
              disabled={disabled}
              onChange={(event) => {
                set({ compareWith: event.target.value === 'expectedOutput' ? 'expectedOutput' : 'value' });
              }}
            >
              <MenuItem value="value">A text</MenuItem>
              <MenuItem value="expectedOutput">The row&apos;s expected output</MenuItem>
            </TextField>
          </Stack>
          {text.compareWith === 'value' ? (
            <TextField
              label="Text"
              value={text.value}
              disabled={disabled}
              onChange={(event) => {
                set({ value: event.target.value });
              }}
              {...error('config.value')}
            />
          ) : null}
          <FormControlLabel
            control={
              <Checkbox
                checked={text.caseSensitive}
                disabled={disabled}
                onChange={(event) => {
                  set({ caseSensitive: event.target.checked });
                }}
              />
            }
            label="Case-sensitive"
          />
        </Stack>
      );
    }
    case 'regex': {
      const { regex } = draft;
      const set = (changes: Partial<EvaluatorDraft['regex']>) => {
        onChange({ ...draft, regex: { ...regex, ...changes } });
      };
      return (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              fullWidth
              label="Regular expression"
              value={regex.pattern}
              disabled={disabled}
              slotProps={{ htmlInput: { sx: { fontFamily: 'monospace' } } }}
              onChange={(event) => {
                set({ pattern: event.target.value });
              }}
              {...error('config.pattern')}
            />
            <TextField
              label="Flags"
              value={regex.flags}
              disabled={disabled}
              sx={{ width: { sm: 140 } }}
              onChange={(event) => {
                set({ flags: event.target.value });
              }}
              {...(errors['config.flags'] ? error('config.flags') : { helperText: 'i, m, s, u' })}
            />
          </Stack>
          <TextField
            select
            label="Passes when the answer"
            value={regex.shouldMatch ? 'match' : 'noMatch'}
            disabled={disabled}
            onChange={(event) => {
              set({ shouldMatch: event.target.value === 'match' });
            }}
          >
            <MenuItem value="match">matches</MenuItem>
            <MenuItem value="noMatch">does not match</MenuItem>
          </TextField>
        </Stack>
      );
    }
    case 'json': {
      const { json } = draft;
      return (
        <Stack spacing={2}>
          <TextField
            select
            label="The answer must be"
            value={json.check}
            disabled={disabled}
            onChange={(event) => {
              onChange({
                ...draft,
                json: { ...json, check: event.target.value === 'schema' ? 'schema' : 'valid' },
              });
            }}
          >
            <MenuItem value="valid">Valid JSON</MenuItem>
            <MenuItem value="schema">JSON matching a schema</MenuItem>
          </TextField>
          {json.check === 'schema' ? (
            <TextField
              label="JSON schema"
              multiline
              minRows={5}
              value={json.schema}
              disabled={disabled}
              slotProps={{ htmlInput: { sx: { fontFamily: 'monospace' } } }}
              onChange={(event) => {
                onChange({ ...draft, json: { ...json, schema: event.target.value } });
              }}
              {...error('config.schema')}
            />
          ) : null}
        </Stack>
      );
    }
    case 'numeric': {
      const { numeric } = draft;
      const set = (changes: Partial<EvaluatorDraft['numeric']>) => {
        onChange({ ...draft, numeric: { ...numeric, ...changes } });
      };
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            label="Measure"
            value={numeric.measure}
            disabled={disabled}
            onChange={(event) => {
              set({ measure: pick(NUMERIC_MEASURES, event.target.value, 'latencyMs') });
            }}
          >
            {NUMERIC_MEASURES.map((measure) => (
              <MenuItem key={measure} value={measure}>
                {NUMERIC_MEASURE_LABELS[measure]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Must be"
            value={numeric.operator}
            disabled={disabled}
            sx={{ minWidth: 110 }}
            onChange={(event) => {
              set({ operator: pick(NUMERIC_OPERATORS, event.target.value, 'lte') });
            }}
          >
            {NUMERIC_OPERATORS.map((operator) => (
              <MenuItem key={operator} value={operator}>
                {NUMERIC_OPERATOR_SYMBOLS[operator]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            label="Bound"
            type="number"
            value={numeric.value}
            disabled={disabled}
            onChange={(event) => {
              set({ value: event.target.value });
            }}
            {...error('config.value')}
          />
        </Stack>
      );
    }
    case 'llm': {
      const { llm } = draft;
      const set = (changes: Partial<EvaluatorDraft['llm']>) => {
        onChange({ ...draft, llm: { ...llm, ...changes } });
      };
      return (
        <Stack spacing={2}>
          <TextField
            label="Grading prompt"
            multiline
            minRows={5}
            value={llm.prompt}
            disabled={disabled}
            onChange={(event) => {
              set({ prompt: event.target.value });
            }}
            {...(errors['config.prompt']
              ? error('config.prompt')
              : {
                  helperText:
                    '{{input}}, {{expectedOutput}} and {{actualOutput}} are replaced by the row. The judge answers a score from 0 to 10 and a reason.',
                })}
          />
          <TextField
            label="Pass at score"
            type="number"
            value={llm.passThreshold}
            disabled={disabled}
            sx={{ maxWidth: 200 }}
            slotProps={{ htmlInput: { min: 0, max: 10, step: 0.5 } }}
            onChange={(event) => {
              set({ passThreshold: event.target.value });
            }}
            {...(errors['config.passThreshold']
              ? error('config.passThreshold')
              : { helperText: 'or more, of 10' })}
          />
          <JudgeModelFields
            value={llm.model}
            noneLabel="The evaluation's judge model"
            disabled={disabled}
            errors={{
              chatModel: errors['config.model.chatModel'],
              modelName: errors['config.model.modelName'],
              credentialId: errors['config.model.credentialId'],
              basePath: errors['config.model.basePath'],
            }}
            onChange={(model) => {
              set({ model });
            }}
          />
        </Stack>
      );
    }
  }
}
