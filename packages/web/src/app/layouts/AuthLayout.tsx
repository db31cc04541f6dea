import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Outlet } from 'react-router';
import { LoomflowLogo } from '../../ui/LoomflowLogo.tsx';

/** Centered card for the sign-in, sign-up and account-recovery pages. */
export function AuthLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ mb: 3 }}>
        <LoomflowLogo size={36} />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Outlet />
      </Paper>
    </Box>
  );
}
