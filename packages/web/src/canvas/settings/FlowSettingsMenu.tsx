import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { useJsonFilePicker } from '../../ui/useJsonFilePicker.tsx';
import type { ChosenFile } from '../../ui/useJsonFilePicker.tsx';
import { FLOW_ACTIONS, isFlowAction, useFlowActions } from './flow-actions.ts';
import { FLOW_SETTINGS_TABS, isFlowSettingsTab } from './FlowSettingsDialog.tsx';
import type { FlowSettingsTab } from './FlowSettingsDialog.tsx';

const UNSAVED = 'Save the flow first to change its settings';

/** Single-flow Export (a JSON download) and Load (a Flowise or Loomflow JSON file) of the canvas. */
export interface FlowFileActions {
  readonly onExport: () => void;
  readonly onLoad: (file: ChosenFile) => void;
}

/**
 * The canvas header's settings menu: the flow settings by tab, then the flow's chat dialogs (messages, leads,
 * sharing, embedding), then Export and Load of the flow's file. The actions come from the editor
 * (`FlowActionsContext`). Settings and chat dialogs wait for the first save; Export and Load never do.
 */
export function FlowSettingsMenu({
  onOpen,
  canSaveAsTemplate = false,
  file,
}: {
  readonly onOpen: ((tab: FlowSettingsTab) => void) | null;
  /** Offers "Save As Template" (templates:flowexport) once the flow is saved. */
  readonly canSaveAsTemplate?: boolean;
  readonly file?: FlowFileActions;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const onAction = useFlowActions();
  const picker = useJsonFilePicker(
    'Flow file to load',
    (chosen) => {
      file?.onLoad(chosen);
    },
    notify.error,
  );
  return (
    <>
      {picker.input}
      <Tooltip title={onOpen || file ? 'Flow settings' : UNSAVED}>
        <span>
          <IconButton
            aria-label="Flow settings"
            disabled={onOpen === null && file === undefined}
            onClick={(event) => {
              setAnchor(event.currentTarget);
            }}
          >
            <SettingsOutlinedIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        <ListSubheader>Settings</ListSubheader>
        {Object.entries(FLOW_SETTINGS_TABS).map(([key, { label }]) => (
          <MenuItem
            key={key}
            disabled={onOpen === null}
            title={onOpen === null ? UNSAVED : undefined}
            onClick={() => {
              setAnchor(null);
              if (isFlowSettingsTab(key)) onOpen?.(key);
            }}
          >
            {label}
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader>Chat</ListSubheader>
        {Object.entries(FLOW_ACTIONS).map(([key, label]) => (
          <MenuItem
            key={key}
            disabled={onAction === null}
            title={onAction === null ? UNSAVED : undefined}
            onClick={() => {
              setAnchor(null);
              if (isFlowAction(key)) onAction?.(key);
            }}
          >
            {label}
          </MenuItem>
        ))}
        {canSaveAsTemplate && onAction ? <Divider /> : null}
        {canSaveAsTemplate && onAction ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onAction('saveAsTemplate');
            }}
          >
            Save As Template
          </MenuItem>
        ) : null}
        {file ? <Divider /> : null}
        {file ? <ListSubheader>Flow file</ListSubheader> : null}
        {file ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              file.onExport();
            }}
          >
            Export
          </MenuItem>
        ) : null}
        {file ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              picker.open();
            }}
          >
            Load
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
