import { errorMessage } from '@loomflow/core';
import type { DocumentChunk, UpdateChunkRequest } from '@loomflow/core';
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

/** The metadata text as an object, or the reason it is not one. */
export function parseMetadata(text: string): { metadata: Record<string, unknown> } | { problem: string } {
  if (text.trim() === '') return { metadata: {} };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { problem: 'Metadata must be a JSON object, e.g. {"source": "faq.txt"}' };
    }
    return { metadata: { ...parsed } };
  } catch (error: unknown) {
    return { problem: `Metadata is not valid JSON: ${errorMessage(error)}` };
  }
}

export interface ChunkEditDialogProps {
  readonly chunk: DocumentChunk;
  readonly onSave: (request: UpdateChunkRequest) => Promise<void>;
  readonly onClose: () => void;
}

/** Edit a chunk's text and metadata (JSON); a failed save keeps the dialog open with the edit. */
export function ChunkEditDialog({ chunk, onSave, onClose }: ChunkEditDialogProps) {
  const [text, setText] = useState(chunk.pageContent);
  const [metadataText, setMetadataText] = useState(JSON.stringify(chunk.metadata, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setProblem('A chunk needs some text');
      return;
    }
    const parsed = parseMetadata(metadataText);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await onSave({ pageContent: text, metadata: parsed.metadata });
      onClose();
    } catch (error: unknown) {
      setProblem(`Failed to save the chunk: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
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
      aria-labelledby="chunk-dialog-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="chunk-dialog-title">Edit Chunk #{chunk.chunkNo}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            <TextField
              label="Content"
              multiline
              minRows={6}
              maxRows={20}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
              }}
              helperText={`${text.length.toLocaleString()} characters`}
              disabled={saving}
            />
            <TextField
              label="Metadata (JSON)"
              multiline
              minRows={3}
              maxRows={12}
              value={metadataText}
              onChange={(event) => {
                setMetadataText(event.target.value);
              }}
              slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
              disabled={saving}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
