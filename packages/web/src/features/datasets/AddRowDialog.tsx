import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { useAddDatasetRow } from './useDatasetRows.ts';

export interface AddRowDialogProps {
  readonly datasetId: string;
  readonly onClose: () => void;
}

/** A new row at the end of the dataset: the input sent to a flow and the output expected back. */
export function AddRowDialog({ datasetId, onClose }: AddRowDialogProps) {
  const add = useAddDatasetRow();
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [inputError, setInputError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = input.trim() === '' ? 'Enter the input sent to the flow' : undefined;
    setInputError(problem);
    if (problem) return;
    try {
      await add.mutateAsync({ datasetId, input, output });
      notify.success('Row added');
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to add row: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      onClose={() => {
        if (!add.isPending) onClose();
      }}
      aria-labelledby="add-row-dialog-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="add-row-dialog-title">Add Row</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {add.error ? <Alert severity="error">{errorMessage(add.error)}</Alert> : null}
            <TextField
              label="Input"
              name="input"
              autoFocus
              multiline
              minRows={3}
              value={input}
              onChange={(event) => {
                setInput(event.target.value);
              }}
              error={inputError !== undefined}
              helperText={inputError ?? 'The question or message sent to the flow.'}
              disabled={add.isPending}
            />
            <TextField
              label="Expected Output"
              name="output"
              multiline
              minRows={3}
              value={output}
              onChange={(event) => {
                setOutput(event.target.value);
              }}
              helperText="The answer you expect; evaluators can compare the flow's answer with it."
              disabled={add.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
