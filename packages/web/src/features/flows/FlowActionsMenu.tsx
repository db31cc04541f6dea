import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

export interface FlowActions {
  readonly onRename?: () => void;
  readonly onDuplicate?: () => void;
  readonly onDelete?: () => void;
  readonly onSaveAsTemplate?: () => void;
}

/** The ⋮ menu of one flow: rename (and categories), duplicate, save as template, delete — each only when allowed. */
export function FlowActionsMenu({ name, actions }: { readonly name: string; readonly actions: FlowActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries = [
    { label: 'Rename', run: actions.onRename },
    { label: 'Duplicate', run: actions.onDuplicate },
    { label: 'Save As Template', run: actions.onSaveAsTemplate },
    { label: 'Delete', run: actions.onDelete },
  ].filter((entry) => entry.run !== undefined);
  if (entries.length === 0) return null;
  return (
    <>
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
