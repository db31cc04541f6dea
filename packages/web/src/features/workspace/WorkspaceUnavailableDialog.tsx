import { alternativeWorkspaces } from '@loomflow/core';
import LogoutIcon from '@mui/icons-material/Logout';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useAuthStore } from '../../stores/auth.store.ts';
import { useLogout } from '../auth/useLogout.ts';
import { useWorkspaceSwitch } from './useWorkspaceSwitch.ts';

/**
 * Spec §4: blocking (no onClose: neither Escape nor a backdrop click closes it) while the active workspace is no longer the user's. Offers the
 * other workspaces, sorted; with none left, only Logout.
 */
export function WorkspaceUnavailableDialog({ open }: { readonly open: boolean }) {
  const user = useAuthStore((state) => state.user);
  const { switchWorkspace } = useWorkspaceSwitch();
  const { logout, isLoggingOut } = useLogout();
  const choices = user ? alternativeWorkspaces(user.activeWorkspaceId, user.assignedWorkspaces) : [];
  const hasChoices = choices.length > 0;
  return (
    <Dialog
      open={open}
      aria-labelledby="workspace-unavailable-title"
      data-testid="workspace-unavailable-dialog"
    >
      <DialogTitle id="workspace-unavailable-title">Workspace Unavailable</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {hasChoices
            ? `The workspace ${user?.activeWorkspace ? `"${user.activeWorkspace}" ` : ''}is no longer available to you. Choose another workspace to continue.`
            : 'You are no longer assigned to any workspace. Ask an administrator of your organization to add you to one, then sign in again.'}
        </DialogContentText>
        {hasChoices ? (
          <List aria-label="Available workspaces" sx={{ mt: 1 }}>
            {choices.map((workspace) => (
              <ListItemButton
                key={workspace.id}
                onClick={() => {
                  void switchWorkspace(workspace.id);
                }}
                sx={{ borderRadius: 2 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <WorkspacesOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={workspace.name} />
              </ListItemButton>
            ))}
          </List>
        ) : null}
      </DialogContent>
      {hasChoices ? null : (
        <DialogActions>
          <Button
            variant="contained"
            startIcon={<LogoutIcon />}
            loading={isLoggingOut}
            onClick={() => {
              void logout();
            }}
          >
            Logout
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
