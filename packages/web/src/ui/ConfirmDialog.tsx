import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useConfirmStore } from '../stores/confirm.store.ts';

/** The one confirm dialog of the app, driven by `useConfirm()`. Mounted once near the root. */
export function ConfirmDialog() {
  const open = useConfirmStore((state) => state.open);
  const request = useConfirmStore((state) => state.request);
  const settle = useConfirmStore((state) => state.settle);
  return (
    <Dialog
      open={open}
      onClose={() => {
        settle(false);
      }}
      maxWidth="xs"
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-description"
    >
      <DialogTitle id="confirm-dialog-title">{request?.title}</DialogTitle>
      {request?.description ? (
        <DialogContent>
          <DialogContentText id="confirm-dialog-description">{request.description}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button
          onClick={() => {
            settle(false);
          }}
        >
          {request?.cancelButtonName ?? 'Cancel'}
        </Button>
        <Button
          id={request?.customBtnId}
          variant="contained"
          onClick={() => {
            settle(true);
          }}
        >
          {request?.confirmButtonName ?? 'OK'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
