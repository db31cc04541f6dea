import { errorMessage, toolNameSchema, toolPropertyListSchema } from '@loomflow/core';
import type { Tool } from '@loomflow/core';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { fieldError } from '../auth/form-validation.ts';
import { useAccess } from '../auth/useAccess.ts';
import { SaveAsTemplateDialog } from '../marketplace/SaveAsTemplateDialog.tsx';
import { downloadToolFile, propertiesOf } from './tool-draft.ts';
import type { PropertyRow, ToolDraft } from './tool-draft.ts';
import { ToolSchemaEditor } from './ToolSchemaEditor.tsx';
import { ToolTestRun } from './ToolTestRun.tsx';
import { useCreateTool, useUpdateTool } from './useTools.ts';

/** CodeMirror is the larger part of this screen: it loads when the editor first opens. */
const ToolCodeEditor = lazy(() =>
  import('./ToolCodeEditor.tsx').then((module) => ({ default: module.ToolCodeEditor })),
);

export interface ToolDialogProps {
  readonly draft: ToolDraft;
  /** The saved tool being edited; absent for a new or imported one. */
  readonly existing?: Tool;
  readonly readOnly: boolean;
  readonly onClose: () => void;
}

function Section({ title, hint }: { title: string; hint: string }) {
  return (
    <Stack>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Stack>
  );
}

/** The custom tool editor: name, description, input schema, JavaScript body and a test run. */
export function ToolDialog({ draft, existing, readOnly, onClose }: ToolDialogProps) {
  const create = useCreateTool();
  const update = useUpdateTool();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const [name, setName] = useState(draft.name);
  const [description, setDescription] = useState(draft.description);
  const [iconSrc, setIconSrc] = useState(draft.iconSrc);
  const [rows, setRows] = useState<PropertyRow[]>([...draft.rows]);
  const [func, setFunc] = useState(draft.func);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [templating, setTemplating] = useState(false);
  const { can } = useAccess();
  const properties = propertiesOf(rows);
  const disabled = saving || readOnly;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = {
      name: fieldError(toolNameSchema, name),
      description: description.trim() === '' ? 'Description is required' : undefined,
      schema: fieldError(toolPropertyListSchema, properties),
    };
    setErrors(problems);
    if (Object.values(problems).some((problem) => problem !== undefined)) return;
    const request = {
      name: name.trim(),
      description: description.trim(),
      iconSrc: iconSrc.trim() === '' ? null : iconSrc.trim(),
      schema: properties,
      func,
      ...(draft.color !== undefined ? { color: draft.color } : {}),
    };
    try {
      if (existing) await update.mutateAsync({ id: existing.id, changes: request });
      else await create.mutateAsync(request);
      notify.success(existing ? 'Tool saved' : 'Tool added');
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to save tool: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="lg"
      onClose={() => {
        if (!saving) onClose();
      }}
      aria-labelledby="tool-dialog-title"
      data-testid="tool-dialog"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="tool-dialog-title">
          {existing ? `Edit Tool: ${existing.name}` : 'Add Tool'}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {failure ? <Alert severity="error">{errorMessage(failure)}</Alert> : null}
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                label="Tool Name"
                name="name"
                value={name}
                autoFocus
                onChange={(event) => {
                  setName(event.target.value);
                }}
                error={errors.name !== undefined}
                helperText={errors.name ?? 'The name the model sees, e.g. get_weather.'}
                disabled={disabled}
                sx={{ flex: 1 }}
              />
              <TextField
                label="Icon URL"
                name="iconSrc"
                value={iconSrc}
                onChange={(event) => {
                  setIconSrc(event.target.value);
                }}
                helperText="Optional: an image URL shown beside the tool."
                disabled={disabled}
                sx={{ flex: 1 }}
              />
            </Stack>
            <TextField
              label="Tool Description"
              name="description"
              multiline
              minRows={2}
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
              }}
              error={errors.description !== undefined}
              helperText={errors.description ?? 'Tells the model when to use the tool and what it returns.'}
              disabled={disabled}
            />
            <Divider />
            <Section
              title="Input Schema"
              hint="What the model passes; each property is $property in the code."
            />
            {errors.schema ? <Alert severity="error">{errors.schema}</Alert> : null}
            <ToolSchemaEditor rows={rows} onChange={setRows} disabled={disabled} />
            <Divider />
            <Section
              title="JavaScript Function"
              hint="Runs in an isolated sandbox with $vars, $flow and fetch; return a string or JSON."
            />
            <Suspense fallback={<PageLoader label="Loading the code editor" />}>
              <ToolCodeEditor value={func} onChange={setFunc} readOnly={disabled} />
            </Suspense>
            <Section title="Test Run" hint="Runs the code above with sample input, without saving." />
            <ToolTestRun func={func} properties={properties} />
          </Stack>
        </DialogContent>
        <DialogActions>
          {existing ? (
            <Button
              startIcon={<FileDownloadOutlinedIcon />}
              onClick={() => {
                downloadToolFile(existing);
              }}
              sx={{ mr: 'auto' }}
            >
              Export
            </Button>
          ) : null}
          {existing && can('templates:toolexport') ? (
            <Button
              onClick={() => {
                setTemplating(true);
              }}
              disabled={saving}
            >
              Save As Template
            </Button>
          ) : null}
          <Button onClick={onClose} disabled={saving}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" variant="contained" loading={saving}>
              {existing ? 'Save' : 'Add'}
            </Button>
          )}
        </DialogActions>
      </form>
      {templating ? (
        <SaveAsTemplateDialog
          origin={{
            tool: {
              name: name.trim(),
              description: description.trim(),
              color: draft.color,
              iconSrc: iconSrc.trim() === '' ? null : iconSrc.trim(),
              schema: JSON.stringify(properties),
              func,
            },
          }}
          defaultName={name.trim()}
          onClose={() => {
            setTemplating(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}
