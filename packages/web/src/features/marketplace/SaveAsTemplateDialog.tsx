import { errorMessage, saveCustomTemplateRequestSchema } from '@loomflow/core';
import type { MarketplaceTemplate, SaveCustomTemplateRequest, TemplateTool } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { usecasesOf } from './template-model.ts';
import { UsecasesInput } from './UsecasesInput.tsx';
import { BUILTIN_TEMPLATES_KEY, CUSTOM_TEMPLATES_KEY, useSaveCustomTemplate } from './useMarketplace.ts';

/** What is saved: a saved flow (the server reads and sanitises it) or a tool's fields. */
export type TemplateOrigin = { readonly chatflowId: string } | { readonly tool: TemplateTool };

export interface SaveAsTemplateDialogProps {
  readonly origin: TemplateOrigin;
  /** The flow's or tool's name, the template name's first value. */
  readonly defaultName: string;
  readonly onClose: () => void;
  /** A note above the form (e.g. that unsaved canvas changes are not included). */
  readonly notice?: string;
}

export const TEMPLATE_BADGES = ['POPULAR', 'NEW'] as const;

type Field = 'name' | 'description' | 'usecases';

function isField(value: unknown): value is Field {
  return value === 'name' || value === 'description' || value === 'usecases';
}

/** "Save As Template": name, description, badge and use cases; server errors stay in the dialog with the input. */
export function SaveAsTemplateDialog({ origin, defaultName, onClose, notice }: SaveAsTemplateDialogProps) {
  const save = useSaveCustomTemplate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(defaultName);
  const [description, setDescription] = useState('');
  const [badge, setBadge] = useState('');
  const [usecases, setUsecases] = useState<string[]>([]);
  const [pendingUsecase, setPendingUsecase] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const suggestions = useMemo(
    () =>
      usecasesOf([
        ...(queryClient.getQueryData<MarketplaceTemplate[]>(BUILTIN_TEMPLATES_KEY) ?? []),
        ...(queryClient.getQueryData<MarketplaceTemplate[]>(CUSTOM_TEMPLATES_KEY) ?? []),
      ]),
    [queryClient],
  );

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = pendingUsecase.trim();
    const allUsecases = typed === '' || usecases.includes(typed) ? usecases : [...usecases, typed];
    const request: SaveCustomTemplateRequest = {
      name,
      description: description.trim(),
      usecases: allUsecases,
      ...(badge === '' ? {} : { badge }),
      ...origin,
    };
    const checked = saveCustomTemplateRequestSchema.safeParse(request);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isField(field)) found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setUsecases(allUsecases);
    setPendingUsecase('');
    try {
      const saved = await save.mutateAsync(checked.data);
      notify.success(`Saved "${saved.templateName}" as a template`);
      onClose();
    } catch {
      // The dialog shows the server's message (save.error) and keeps what was typed.
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={() => {
        if (!save.isPending) onClose();
      }}
      aria-labelledby="save-template-title"
      data-testid="save-template-dialog"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="save-template-title">Save As Template</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {notice ? <Alert severity="info">{notice}</Alert> : null}
            {save.error ? (
              <Alert severity="error">Could not save the template: {errorMessage(save.error)}</Alert>
            ) : null}
            <TextField
              label="Template Name"
              name="templateName"
              required
              autoFocus
              value={name}
              onChange={(event) => {
                setName(event.target.value);
              }}
              error={errors.name !== undefined}
              helperText={errors.name}
              disabled={save.isPending}
            />
            <TextField
              label="Description"
              name="description"
              multiline
              minRows={3}
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
              }}
              error={errors.description !== undefined}
              helperText={errors.description ?? 'What the template does and when to use it.'}
              disabled={save.isPending}
            />
            <TextField
              select
              label="Badge"
              value={badge}
              onChange={(event) => {
                setBadge(event.target.value);
              }}
              disabled={save.isPending}
            >
              <MenuItem value="">None</MenuItem>
              {TEMPLATE_BADGES.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
            </TextField>
            <UsecasesInput
              value={usecases}
              onChange={setUsecases}
              pending={pendingUsecase}
              onPending={setPendingUsecase}
              suggestions={suggestions}
              disabled={save.isPending}
              error={errors.usecases}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending} data-testid="save-template">
            Save Template
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
