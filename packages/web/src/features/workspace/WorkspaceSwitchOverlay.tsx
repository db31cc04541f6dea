import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWorkspaceSwitchStore } from '../../stores/workspace-switch.store.ts';

/** Spec §4: the loading overlay while a workspace switch runs (it ends in a page load). */
export function WorkspaceSwitchOverlay() {
  const switching = useWorkspaceSwitchStore((state) => state.status === 'switching');
  return (
    <Backdrop
      open={switching}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}
      data-testid="workspace-switch-overlay"
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
        <CircularProgress color="inherit" />
        <Typography>Switching workspace…</Typography>
      </Stack>
    </Backdrop>
  );
}
