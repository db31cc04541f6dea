import { errorMessage } from '@loomflow/core';
import type { Chatflow } from '@loomflow/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { useFlowMutations } from './useFlowMutations.ts';

/** Rename a flow and edit its category tags (separated by `;`, as Flowise stores them). */
export function RenameFlowDialog({
  flow,
  onClose,
}: {
  readonly flow: Chatflow;
  readonly onClose: () => void;
}) {
  const { rename } = useFlowMutations();
  const [name, setName] = useState(flow.name);
  const [category, setCategory] = useState(flow.category ?? '');
  const save = async () => {
    try {
      await rename.mutateAsync({ id: flow.id, name: name.trim(), category: category.trim() || null });
      notify.success('Flow renamed');
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to rename: ${errorMessage(error)}`);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rename-flow-title">
      <DialogTitle id="rename-flow-title">Rename Flow</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            value={name}
            autoFocus
            required
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
          <TextField
            label="Category tags"
            helperText="Separate tags with ;"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!name.trim() || rename.isPending} onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
