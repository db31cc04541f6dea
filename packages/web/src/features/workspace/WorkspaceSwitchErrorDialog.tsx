import { workspaceSwitchErrorLines } from '@loomflow/core';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useWorkspaceSwitchStore } from '../../stores/workspace-switch.store.ts';
import { useAccess } from '../auth/useAccess.ts';
import { useLogout } from '../auth/useLogout.ts';

/** Spec §4/§8: a failed switch leaves the session in doubt, so the dialog blocks and offers Logout. */
export function WorkspaceSwitchErrorDialog() {
  const failed = useWorkspaceSwitchStore((state) => state.status === 'failed');
  const reset = useWorkspaceSwitchStore((state) => state.reset);
  const { platform } = useAccess();
  const { logout, isLoggingOut } = useLogout();
  const [title = '', ...details] = workspaceSwitchErrorLines(platform);
  return (
    <Dialog
      open={failed}
      maxWidth="xs"
      aria-labelledby="workspace-switch-error-title"
      data-testid="workspace-switch-error-dialog"
    >
      <DialogTitle id="workspace-switch-error-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {details.length > 0
            ? details.join(' ')
            : 'The workspace could not be opened. Log out and sign in again to continue.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          startIcon={<LogoutIcon />}
          loading={isLoggingOut}
          onClick={() => {
            void logout().finally(reset);
          }}
        >
          Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
}
