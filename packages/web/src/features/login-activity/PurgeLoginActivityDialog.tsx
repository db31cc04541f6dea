import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { dayBoundary, loginActivityApi } from './login-activity.api.ts';
import { LOGIN_ACTIVITY_QUERY_KEY } from './useLoginActivity.ts';

/** Deletes the events older than a chosen day, after the administrator confirms. */
export function PurgeLoginActivityDialog({ onClose }: { readonly onClose: () => void }) {
  const queryClient = useQueryClient();
  const [day, setDay] = useState('');
  const before = dayBoundary(day, false);
  const purge = useMutation({
    mutationFn: (instant: string) => loginActivityApi.purge(instant),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOGIN_ACTIVITY_QUERY_KEY }),
  });

  const onPurge = async () => {
    if (!before) return;
    try {
      const { deleted } = await purge.mutateAsync(before);
      notify.success(
        `${deleted.toLocaleString()} login activity ${deleted === 1 ? 'entry' : 'entries'} deleted`,
      );
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to purge login activity: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog open fullWidth maxWidth="xs" onClose={onClose} aria-labelledby="purge-login-activity-title">
      <DialogTitle id="purge-login-activity-title">Purge Login Activity</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Every entry recorded before the start of this day is deleted for good. This cannot be undone.
          </DialogContentText>
          {purge.error ? <Alert severity="error">{errorMessage(purge.error)}</Alert> : null}
          <TextField
            type="date"
            label="Delete entries before"
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={purge.isPending}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={!before}
          loading={purge.isPending}
          onClick={() => void onPurge()}
        >
          Purge
        </Button>
      </DialogActions>
    </Dialog>
  );
}
