import { errorMessage } from '@loomflow/core';
import type { NodeConfig } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../ui/notify.ts';
import { ASSISTANT_PATHS } from '../assistant-paths.ts';
import { NodeParamsPanel } from '../NodeParamsPanel.tsx';
import { useCreateAssistant } from '../useAssistants.ts';
import { newCustomAssistantRequest, preferredChatModel } from './custom-assistant-request.ts';
import { useAssistantChatModels } from './useAssistantComponents.ts';

/** Name a new custom assistant and pick its chat model and credential, then open its builder. */
export function AddCustomAssistantDialog({ onClose }: { readonly onClose: () => void }) {
  const create = useCreateAssistant();
  const models = useAssistantChatModels();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [chosenModel, setChosenModel] = useState('');
  // The credential (under the credential-id marker) typed for the chosen model; the rest are its defaults.
  const [inputs, setInputs] = useState<NodeConfig>({});
  const [nameError, setNameError] = useState<string>();
  const available = models.data ?? [];
  const modelName = chosenModel || preferredChatModel(available)?.name || '';
  const model = available.find((candidate) => candidate.name === modelName);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError('Assistant name is required');
      return;
    }
    if (!model) return;
    try {
      const created = await create.mutateAsync(newCustomAssistantRequest(name, model, inputs));
      notify.success('Assistant added');
      onClose();
      void navigate(ASSISTANT_PATHS.customAssistant(created.id));
    } catch (error: unknown) {
      notify.error(`Failed to add assistant: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      aria-labelledby="add-assistant-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="add-assistant-title">Add Custom Assistant</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.error ? <Alert severity="error">{errorMessage(create.error)}</Alert> : null}
            {models.error ? (
              <Alert severity="error">Could not load the chat models: {errorMessage(models.error)}</Alert>
            ) : null}
            <TextField
              label="Name"
              autoFocus
              value={name}
              disabled={create.isPending}
              error={nameError !== undefined}
              helperText={nameError}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
            />
            <TextField
              select
              label="Chat model"
              value={modelName}
              disabled={create.isPending || available.length === 0}
              helperText={models.isPending ? 'Loading chat models…' : 'You can change it in the builder.'}
              onChange={(event) => {
                setChosenModel(event.target.value);
                setInputs({});
              }}
            >
              {available.map((candidate) => (
                <MenuItem key={candidate.name} value={candidate.name}>
                  {candidate.label}
                </MenuItem>
              ))}
            </TextField>
            {model ? (
              <NodeParamsPanel
                key={model.name}
                definition={model}
                values={inputs}
                onChange={setInputs}
                show={() => false}
                disabled={create.isPending}
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending} disabled={!model}>
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
