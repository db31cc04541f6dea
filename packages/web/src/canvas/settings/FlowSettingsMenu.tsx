import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { FLOW_SETTINGS_TABS, isFlowSettingsTab } from './FlowSettingsDialog.tsx';
import type { FlowSettingsTab } from './FlowSettingsDialog.tsx';

/** The canvas header's settings menu: each entry opens the flow settings at its tab. */
export function FlowSettingsMenu({ onOpen }: { readonly onOpen: ((tab: FlowSettingsTab) => void) | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={onOpen ? 'Flow settings' : 'Save the flow first to change its settings'}>
        <span>
          <IconButton
            aria-label="Flow settings"
            disabled={onOpen === null}
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
        {Object.entries(FLOW_SETTINGS_TABS).map(([key, { label }]) => (
          <MenuItem
            key={key}
            onClick={() => {
              setAnchor(null);
              if (isFlowSettingsTab(key)) onOpen?.(key);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
