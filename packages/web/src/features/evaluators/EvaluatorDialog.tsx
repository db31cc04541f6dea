import { EVALUATOR_TYPES, errorMessage } from '@loomflow/core';
import type { Evaluator } from '@loomflow/core';
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
import { notify } from '../../ui/notify.ts';
import { EvaluatorConfigFields } from './EvaluatorConfigFields.tsx';
import { NEW_EVALUATOR, checkDraft, draftOf } from './evaluator-draft.ts';
import { EVALUATOR_TYPE_LABELS } from './evaluator-labels.ts';
import { EvaluatorTryPanel } from './EvaluatorTryPanel.tsx';
import { useCreateEvaluator, useUpdateEvaluator } from './useEvaluators.ts';

export interface EvaluatorDialogProps {
  readonly existing?: Evaluator;
  /** False: the settings are shown and can be tried, not saved. */
  readonly canSave: boolean;
  readonly onClose: () => void;
}

/** Create or edit an evaluator of any kind, with "Try it" on a sample before saving. */
export function EvaluatorDialog({ existing, canSave, onClose }: EvaluatorDialogProps) {
  const create = useCreateEvaluator();
  const update = useUpdateEvaluator();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const [draft, setDraft] = useState(existing ? draftOf(existing) : NEW_EVALUATOR);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkDraft(draft);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    try {
      if (existing) await update.mutateAsync({ id: existing.id, changes: check.request });
      else await create.mutateAsync(check.request);
      notify.success(existing ? 'Evaluator saved' : 'Evaluator added');
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to save evaluator: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      onClose={() => {
        if (!saving) onClose();
      }}
      aria-labelledby="evaluator-dialog-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="evaluator-dialog-title">
          {existing ? (canSave ? 'Edit Evaluator' : 'Evaluator') : 'Add Evaluator'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{errorMessage(failure)}</Alert> : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                fullWidth
                label="Name"
                name="name"
                autoFocus
                value={draft.name}
                disabled={saving}
                error={errors.name !== undefined}
                helperText={errors.name}
                onChange={(event) => {
                  setDraft({ ...draft, name: event.target.value });
                }}
              />
              <TextField
                select
                label="Kind"
                value={draft.type}
                disabled={saving}
                sx={{ minWidth: 200 }}
                onChange={(event) => {
                  const type = EVALUATOR_TYPES.find((candidate) => candidate === event.target.value);
                  if (type) setDraft({ ...draft, type });
                  setErrors({});
                }}
              >
                {EVALUATOR_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {EVALUATOR_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              label="Description"
              name="description"
              value={draft.description}
              disabled={saving}
              onChange={(event) => {
                setDraft({ ...draft, description: event.target.value });
              }}
            />
            <EvaluatorConfigFields draft={draft} onChange={setDraft} errors={errors} disabled={saving} />
            <EvaluatorTryPanel draft={draft} onInvalid={setErrors} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {canSave ? 'Cancel' : 'Close'}
          </Button>
          {canSave ? (
            <Button type="submit" variant="contained" loading={saving}>
              {existing ? 'Save' : 'Add'}
            </Button>
          ) : null}
        </DialogActions>
      </form>
    </Dialog>
  );
}
