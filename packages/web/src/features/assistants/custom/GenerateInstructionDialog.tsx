import { errorMessage } from '@loomflow/core';
import type { CustomAssistantDetails } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { assistantsApi } from '../../../api/assistants.api.ts';
import { credentialOfModel } from './ChatModelSection.tsx';

export interface GenerateInstructionDialogProps {
  readonly chatModel: CustomAssistantDetails['chatModel'];
  /** The model's type takes a credential: it must be chosen first. */
  readonly needsCredential: boolean;
  readonly onGenerated: (instruction: string) => void;
  readonly onClose: () => void;
}

/** Describe the assistant's task; the chosen chat model writes its instructions. */
export function GenerateInstructionDialog({
  chatModel,
  needsCredential,
  onGenerated,
  onClose,
}: GenerateInstructionDialogProps) {
  const [task, setTask] = useState('');
  const credential = credentialOfModel(chatModel);
  const generate = useMutation({ mutationFn: assistantsApi.generateInstruction });
  const missing =
    chatModel.name === ''
      ? 'Choose a chat model first: it writes the instructions.'
      : needsCredential && credential === ''
        ? 'Choose the chat model’s credential first: the model is asked with it.'
        : undefined;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missing || task.trim() === '') return;
    try {
      const content = await generate.mutateAsync({
        task: task.trim(),
        selectedChatModel: { name: chatModel.name, inputs: chatModel.inputs },
        ...(credential === '' ? {} : { credential }),
      });
      onGenerated(content);
      onClose();
    } catch {
      // Shown in the dialog (generate.error); the task stays for another try.
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={() => {
        if (!generate.isPending) onClose();
      }}
      aria-labelledby="generate-instruction-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="generate-instruction-title">Generate Instructions</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Describe what the assistant should do; the chosen chat model writes its instructions. They
              replace the current instructions.
            </DialogContentText>
            {missing ? <Alert severity="warning">{missing}</Alert> : null}
            {generate.error ? (
              <Alert severity="error">Could not generate instructions: {errorMessage(generate.error)}</Alert>
            ) : null}
            <TextField
              label="Task"
              autoFocus
              multiline
              minRows={3}
              value={task}
              disabled={generate.isPending}
              placeholder="e.g. Answer questions about our return policy politely and briefly"
              onChange={(event) => {
                setTask(event.target.value);
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={generate.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={generate.isPending}
            disabled={missing !== undefined || task.trim() === ''}
          >
            Generate
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
