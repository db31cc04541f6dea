import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export interface EditableCellProps {
  readonly value: string;
  /** What the cell holds, for the accessible names ("Input of row 3"). */
  readonly label: string;
  readonly editable: boolean;
  /** The message refusing the edited text, or undefined when it may be saved. */
  readonly validate?: (text: string) => string | undefined;
  /** Saves the new text; resolves once stored (a rejection keeps the editor open). */
  readonly onSave: (text: string) => Promise<void>;
}

/**
 * A table cell edited in place: a click opens a text box; leaving it or Ctrl+Enter saves, Escape puts the
 * text back.
 */
export function EditableCell({ value, label, editable, validate, onSave }: EditableCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const problem = draft === null ? undefined : validate?.(draft);

  const save = async () => {
    if (draft === null || saving) return;
    if (draft === value) {
      setDraft(null);
      return;
    }
    if (problem) return;
    setSaving(true);
    try {
      await onSave(draft);
      setDraft(null);
    } catch {
      // The caller showed why; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  if (draft !== null) {
    return (
      <TextField
        fullWidth
        multiline
        autoFocus
        size="small"
        value={draft}
        disabled={saving}
        error={problem !== undefined}
        helperText={problem ?? 'Ctrl+Enter or click away to save, Esc to cancel'}
        slotProps={{ htmlInput: { 'aria-label': label } }}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            setDraft(null);
          } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void save();
          }
        }}
      />
    );
  }
  const text = (
    <Typography
      variant="body2"
      sx={{
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        color: value ? 'text.primary' : 'text.disabled',
      }}
    >
      {value || '—'}
    </Typography>
  );
  if (!editable) return text;
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={`Edit ${label}`}
      title="Click to edit"
      onClick={() => {
        setDraft(value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          setDraft(value);
        }
      }}
      sx={{ cursor: 'text', borderRadius: 1, p: 0.5, m: -0.5, '&:hover': { bgcolor: 'action.hover' } }}
    >
      {text}
    </Box>
  );
}
