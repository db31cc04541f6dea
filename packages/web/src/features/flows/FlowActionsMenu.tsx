import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { useJsonFilePicker } from '../../ui/useJsonFilePicker.tsx';
import type { ChosenFile } from '../../ui/useJsonFilePicker.tsx';

export interface FlowActions {
  readonly onRename?: () => void;
  readonly onDuplicate?: () => void;
  readonly onDelete?: () => void;
  readonly onSaveAsTemplate?: () => void;
  /** Downloads the flow as a JSON file (sanitised). */
  readonly onExport?: () => void;
  /** Opens the flow's canvas with a chosen Flowise or Loomflow file loaded, unsaved. */
  readonly onLoad?: (file: ChosenFile) => void;
}

/**
 * The ⋮ menu of one flow: rename (and categories), duplicate, export, load, save as template, delete — each only
 * when allowed.
 */
export function FlowActionsMenu({ name, actions }: { readonly name: string; readonly actions: FlowActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const picker = useJsonFilePicker(
    `Flow file to load into ${name}`,
    (file) => {
      actions.onLoad?.(file);
    },
    notify.error,
  );
  const entries = [
    { label: 'Rename', run: actions.onRename },
    { label: 'Duplicate', run: actions.onDuplicate },
    { label: 'Export', run: actions.onExport },
    { label: 'Load', run: actions.onLoad ? picker.open : undefined },
    { label: 'Save As Template', run: actions.onSaveAsTemplate },
    { label: 'Delete', run: actions.onDelete },
  ].filter((entry) => entry.run !== undefined);
  if (entries.length === 0) return null;
  return (
    <>
      {actions.onLoad ? picker.input : null}
      <IconButton
        size="small"
        aria-label={`Actions for ${name}`}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        onClick={(event) => {
          event.stopPropagation();
        }}
      >
        {entries.map((entry) => (
          <MenuItem
            key={entry.label}
            onClick={() => {
              setAnchor(null);
              entry.run?.();
            }}
          >
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
