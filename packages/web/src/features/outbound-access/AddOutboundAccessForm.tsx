import { errorMessage } from '@loomflow/core';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { issueFor } from '../../api/api-error.ts';
import { notify } from '../../ui/notify.ts';
import { useAddOutboundAccess } from './useOutboundAccess.ts';

const ENTRY_HELP =
  'A host name (db.internal), *.suffix (*.corp.example), IP address (10.0.0.5) or CIDR range (10.0.0.0/8).';

/** Adds one host, suffix, address or range; the server's verdict on the entry shows under its field. */
export function AddOutboundAccessForm() {
  const [entry, setEntry] = useState('');
  const [note, setNote] = useState('');
  const add = useAddOutboundAccess();
  const entryError = issueFor(add.error, 'entry');
  const noteError = issueFor(add.error, 'note');
  const otherError = add.error && !entryError && !noteError ? errorMessage(add.error) : undefined;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedNote = note.trim();
    add.mutate(
      { entry, ...(trimmedNote ? { note: trimmedNote } : {}) },
      {
        onSuccess: (added) => {
          notify.success(`Flows may now reach ${added.entry}`);
          setEntry('');
          setNote('');
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="form" onSubmit={submit} aria-label="Add a host">
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Allow a host
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          label="Host, address or range"
          placeholder="10.0.0.5"
          size="small"
          required
          value={entry}
          onChange={(event) => {
            setEntry(event.target.value);
            if (add.error) add.reset();
          }}
          error={entryError !== undefined}
          helperText={entryError ?? ENTRY_HELP}
          sx={{ flex: 2 }}
          slotProps={{ htmlInput: { 'data-testid': 'outbound-access-entry', maxLength: 253 } }}
        />
        <TextField
          label="Note"
          placeholder="What runs there (optional)"
          size="small"
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
          }}
          error={noteError !== undefined}
          helperText={noteError ?? ' '}
          sx={{ flex: 2 }}
          slotProps={{ htmlInput: { 'data-testid': 'outbound-access-note', maxLength: 500 } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={add.isPending || entry.trim() === ''}
          data-testid="outbound-access-add"
          sx={{ flexShrink: 0, height: 40 }}
        >
          Add
        </Button>
      </Stack>
      {otherError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {otherError}
        </Alert>
      ) : null}
    </Paper>
  );
}
