import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AssistantFilesField } from './AssistantFilesField.tsx';
import type { DraftErrors, OpenAiAssistantDraft } from './openai-assistant-draft.ts';
import { VectorStoreField } from './VectorStoreField.tsx';

export interface OpenAiAssistantFieldsProps {
  readonly draft: OpenAiAssistantDraft;
  readonly onChange: (draft: OpenAiAssistantDraft) => void;
  readonly errors: DraftErrors;
  readonly disabled: boolean;
  /** Azure names a deployment where OpenAI names a model. */
  readonly modelLabel: string;
}

/** The assistant's settings at the provider: name, model, instructions, sampling, tools and their files. */
export function OpenAiAssistantFields({
  draft,
  onChange,
  errors,
  disabled,
  modelLabel,
}: OpenAiAssistantFieldsProps) {
  const text = (field: 'name' | 'description' | 'model' | 'instructions' | 'temperature' | 'topP') => ({
    value: draft[field],
    disabled,
    onChange: (event: { target: { value: string } }) => {
      onChange({ ...draft, [field]: event.target.value });
    },
  });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          label="Name"
          {...text('name')}
          error={errors.name !== undefined}
          helperText={errors.name}
        />
        <TextField
          fullWidth
          label={modelLabel}
          {...text('model')}
          error={errors.model !== undefined}
          helperText={errors.model ?? 'e.g. gpt-4o-mini'}
        />
      </Stack>
      <TextField label="Description" {...text('description')} />
      <TextField label="Instructions" multiline minRows={4} maxRows={14} {...text('instructions')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          label="Temperature"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 2, step: 0.1 } }}
          {...text('temperature')}
          error={errors.temperature !== undefined}
          helperText={errors.temperature ?? 'From 0 to 2'}
        />
        <TextField
          fullWidth
          label="Top P"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 1, step: 0.05 } }}
          {...text('topP')}
          error={errors.topP !== undefined}
          helperText={errors.topP ?? 'From 0 to 1'}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          label="Code interpreter"
          control={
            <Switch
              checked={draft.codeInterpreter}
              disabled={disabled}
              onChange={(event) => {
                onChange({ ...draft, codeInterpreter: event.target.checked });
              }}
            />
          }
        />
        <FormControlLabel
          label="File search"
          control={
            <Switch
              checked={draft.fileSearch}
              disabled={disabled}
              onChange={(event) => {
                onChange({ ...draft, fileSearch: event.target.checked });
              }}
            />
          }
        />
      </Stack>
      {draft.codeInterpreter ? (
        <AssistantFilesField
          credential={draft.credential}
          files={draft.files}
          disabled={disabled}
          onChange={(files) => {
            onChange({ ...draft, files });
          }}
        />
      ) : null}
      {draft.fileSearch ? (
        <VectorStoreField
          credential={draft.credential}
          value={draft.vectorStoreIds}
          disabled={disabled}
          onChange={(vectorStoreIds) => {
            onChange({ ...draft, vectorStoreIds });
          }}
        />
      ) : null}
    </Stack>
  );
}
