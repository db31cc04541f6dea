import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AddIcon from '@mui/icons-material/Add';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FlowSettingsMenu } from './settings/FlowSettingsMenu.tsx';
import type { FlowSettingsTab } from './settings/FlowSettingsDialog.tsx';
import type { FlowFileActions } from './settings/FlowSettingsMenu.tsx';
import { useFlowEditor } from './useFlowEditor.ts';
import { VectorUpsertButton, type VectorUpsertButtonProps } from './vector-upsert/VectorUpsertButton.tsx';

export interface CanvasHeaderProps {
  readonly onBack: () => void;
  readonly onSave: () => void;
  readonly saving: boolean;
  readonly onTogglePalette: () => void;
  readonly onLayout: () => void;
  /** Opens the flow settings at a tab; null while the flow has never been saved. */
  readonly onOpenSettings: ((tab: FlowSettingsTab) => void) | null;
  /** Checks the saved flow for what keeps it from running; null when it cannot be checked (never saved, type). */
  readonly onCheck: (() => void) | null;
  readonly checking: boolean;
  /** The saved chatflow to upsert ("Upsert Vector Database" when it has a vector store node); null otherwise. */
  readonly vectorUpsert: VectorUpsertButtonProps | null;
  /** The settings menu offers "Save As Template" (templates:flowexport). */
  readonly canSaveAsTemplate?: boolean;
  /** Export and Load of the flow's file (settings menu). */
  readonly file?: FlowFileActions;
}

/** Back, the flow's name (click to rename), dirty indicator, undo/redo, auto-layout, add nodes and save. */
export function CanvasHeader({
  onBack,
  onSave,
  saving,
  onTogglePalette,
  onLayout,
  onOpenSettings,
  onCheck,
  checking,
  vectorUpsert,
  canSaveAsTemplate = false,
  file,
}: CanvasHeaderProps) {
  const name = useFlowEditor((state) => state.name);
  const dirty = useFlowEditor((state) => state.dirty);
  const canUndo = useFlowEditor((state) => state.past.length > 0);
  const canRedo = useFlowEditor((state) => state.future.length > 0);
  const rename = useFlowEditor((state) => state.rename);
  const undo = useFlowEditor((state) => state.undo);
  const redo = useFlowEditor((state) => state.redo);
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft.trim() !== '' && draft.trim() !== name) rename(draft.trim());
    setDraft(null);
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Tooltip title="Back">
        <IconButton aria-label="Back" onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      {draft === null ? (
        <Typography
          variant="h6"
          component="h1"
          data-testid="flow-name"
          title="Click to rename"
          onClick={() => {
            setDraft(name);
          }}
          sx={{ cursor: 'text', fontSize: 18 }}
        >
          {name}
        </Typography>
      ) : (
        <TextField
          size="small"
          autoFocus
          label="Flow name"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') setDraft(null);
          }}
        />
      )}
      {dirty ? (
        <Typography variant="caption" color="warning.main" data-testid="dirty-indicator">
          ● Unsaved changes
        </Typography>
      ) : null}
      <Stack sx={{ flexGrow: 1 }} />
      <Tooltip title="Undo (Ctrl/Cmd+Z)">
        <span>
          <IconButton aria-label="Undo" disabled={!canUndo} onClick={undo}>
            <UndoIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Redo (Shift+Ctrl/Cmd+Z)">
        <span>
          <IconButton aria-label="Redo" disabled={!canRedo} onClick={redo}>
            <RedoIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Auto-layout">
        <IconButton aria-label="Auto-layout" onClick={onLayout}>
          <AccountTreeOutlinedIcon />
        </IconButton>
      </Tooltip>
      {onCheck ? (
        <Tooltip title="Check the saved flow for what keeps it from running">
          <span>
            <IconButton aria-label="Check flow" disabled={checking} onClick={onCheck}>
              <FactCheckOutlinedIcon />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
      {vectorUpsert ? <VectorUpsertButton {...vectorUpsert} /> : null}
      <FlowSettingsMenu onOpen={onOpenSettings} canSaveAsTemplate={canSaveAsTemplate} file={file} />
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={onTogglePalette}
        data-testid="toggle-palette"
      >
        Add Nodes
      </Button>
      <Button
        variant="contained"
        startIcon={<SaveIcon />}
        onClick={onSave}
        disabled={saving}
        data-testid="save-flow"
      >
        Save
      </Button>
    </Stack>
  );
}
