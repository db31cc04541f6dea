import { showsWorkspaceSwitcher, sortWorkspaces } from '@loomflow/core';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useAuthStore } from '../../stores/auth.store.ts';
import { useAccess } from '../auth/useAccess.ts';
import { useWorkspaceSwitch } from '../workspace/useWorkspaceSwitch.ts';

/**
 * Spec §2/§5 enterprise workspace switcher: shown only with feat:workspaces on and more than one workspace;
 * names sorted alphabetically with symbol-leading ones last.
 */
export function WorkspaceSwitcher() {
  const { platform } = useAccess();
  const user = useAuthStore((state) => state.user);
  const features = useAuthStore((state) => state.features);
  const { switchWorkspace } = useWorkspaceSwitch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user || !showsWorkspaceSwitcher(platform, features, user.assignedWorkspaces)) return null;
  const workspaces = sortWorkspaces(user.assignedWorkspaces);

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        startIcon={<WorkspacesOutlinedIcon fontSize="small" />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'workspace-switcher-menu' : undefined}
        aria-label={`Workspace: ${user.activeWorkspace}`}
        data-testid="workspace-switcher"
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{ borderColor: 'divider', maxWidth: 240 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.activeWorkspace}
        </span>
      </Button>
      <Menu
        id="workspace-switcher-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        slotProps={{ list: { subheader: <ListSubheader>Workspaces</ListSubheader> } }}
      >
        {workspaces.map((workspace) => {
          const active = workspace.id === user.activeWorkspaceId;
          return (
            <MenuItem
              key={workspace.id}
              selected={active}
              onClick={() => {
                setAnchor(null);
                if (!active) void switchWorkspace(workspace.id);
              }}
            >
              <ListItemIcon>{active ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText primary={workspace.name} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
