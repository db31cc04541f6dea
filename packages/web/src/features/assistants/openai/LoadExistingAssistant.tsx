import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { openAiAssistantsApi } from '../../../api/assistants.api.ts';
import type { ProviderAssistant } from '../../../api/assistant-shapes.ts';

export interface LoadExistingAssistantProps {
  readonly credential: string;
  readonly onLoad: (assistant: ProviderAssistant) => void;
  readonly disabled?: boolean;
}

/** Pick one of the provider's assistants to fill the dialog with (it is then linked, not copied). */
export function LoadExistingAssistant({ credential, onLoad, disabled = false }: LoadExistingAssistantProps) {
  const found = useQuery({
    queryKey: ['openai-assistants', credential],
    queryFn: () => openAiAssistantsApi.list(credential),
    enabled: credential !== '',
  });
  if (found.error)
    return (
      <Alert severity="error">Could not list the provider’s assistants: {errorMessage(found.error)}</Alert>
    );
  const assistants = found.data ?? [];
  return (
    <TextField
      select
      label="Load existing assistant"
      value=""
      disabled={disabled || credential === '' || assistants.length === 0}
      helperText={
        credential === ''
          ? 'Choose a credential to list its assistants.'
          : found.isFetching
            ? 'Loading assistants…'
            : assistants.length === 0
              ? 'No assistant there yet.'
              : 'Optional: edit one that already exists there.'
      }
      onChange={(event) => {
        const chosen = assistants.find((assistant) => assistant.id === event.target.value);
        if (chosen) onLoad(chosen);
      }}
    >
      {assistants.map((assistant) => (
        <MenuItem key={assistant.id} value={assistant.id}>
          {assistant.name || assistant.id} ({assistant.model})
        </MenuItem>
      ))}
    </TextField>
  );
}
