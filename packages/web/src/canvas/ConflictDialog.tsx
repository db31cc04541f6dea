import { FLOW_MESSAGES } from '@loomflow/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConflictDialogProps {
  readonly onReload: () => void;
  readonly onOverwrite: () => void;
  readonly onCancel: () => void;
}

/** A save refused with 409: the flow changed elsewhere. Reload it, or overwrite those changes. */
export function ConflictDialog({ onReload, onOverwrite, onCancel }: ConflictDialogProps) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="flow-conflict-title" data-testid="flow-conflict-dialog">
      <DialogTitle id="flow-conflict-title">This flow was changed elsewhere</DialogTitle>
      <DialogContent>
        <DialogContentText>{FLOW_MESSAGES.conflict}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button onClick={onReload}>Reload</Button>
        <Button color="warning" variant="contained" onClick={onOverwrite}>
          Overwrite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
