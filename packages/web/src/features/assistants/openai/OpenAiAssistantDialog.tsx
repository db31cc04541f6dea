import { errorMessage } from '@loomflow/core';
import type { Assistant } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../../../ui/notify.ts';
import { useCreateAssistant, useUpdateAssistant } from '../useAssistants.ts';
import { LoadExistingAssistant } from './LoadExistingAssistant.tsx';
import {
  NEW_OPENAI_ASSISTANT,
  PROVIDER_LABEL,
  checkOpenAiDraft,
  draftOfAssistant,
  draftOfProviderAssistant,
} from './openai-assistant-draft.ts';
import type { DraftErrors, ProviderKind } from './openai-assistant-draft.ts';
import { OpenAiAssistantFields } from './OpenAiAssistantFields.tsx';
import { ProviderCredentialField } from './ProviderCredentialField.tsx';

export interface OpenAiAssistantDialogProps {
  readonly type: ProviderKind;
  readonly existing?: Assistant;
  /** False: the settings are shown, not saved. */
  readonly canSave: boolean;
  readonly onClose: () => void;
}

/** Create (or load from the provider) and edit an OpenAI / Azure assistant. */
export function OpenAiAssistantDialog({ type, existing, canSave, onClose }: OpenAiAssistantDialogProps) {
  const create = useCreateAssistant();
  const update = useUpdateAssistant();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const [draft, setDraft] = useState(() => (existing ? draftOfAssistant(existing) : NEW_OPENAI_ASSISTANT));
  const [errors, setErrors] = useState<DraftErrors>({});
  const provider = PROVIDER_LABEL[type];
  const title = existing
    ? canSave
      ? `Edit ${provider} Assistant`
      : `${provider} Assistant`
    : `Add ${provider} Assistant`;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkOpenAiDraft(draft, type);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    try {
      if (existing) await update.mutateAsync({ id: existing.id, request: check.request });
      else await create.mutateAsync(check.request);
      notify.success(existing ? 'Assistant saved' : 'Assistant added');
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to save assistant: ${errorMessage(error)}`);
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
      aria-labelledby="openai-assistant-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="openai-assistant-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{errorMessage(failure)}</Alert> : null}
            {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
            <ProviderCredentialField
              type={type}
              value={draft.credential}
              disabled={saving || !canSave}
              onChange={(credential) => {
                setDraft({ ...draft, credential });
              }}
            />
            {errors.credential ? <Alert severity="error">{errors.credential}</Alert> : null}
            {existing ? null : (
              <LoadExistingAssistant
                credential={draft.credential}
                disabled={saving}
                onLoad={(found) => {
                  setDraft(draftOfProviderAssistant(found, draft.credential));
                  setErrors({});
                }}
              />
            )}
            <OpenAiAssistantFields
              draft={draft}
              onChange={setDraft}
              errors={errors}
              disabled={saving || !canSave}
              modelLabel={type === 'AZURE' ? 'Deployment (model)' : 'Model'}
            />
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
