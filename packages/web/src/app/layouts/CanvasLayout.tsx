import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { SignedInShell } from './SignedInShell.tsx';

/** Spec §2 canvas layout: the flow editors take the whole window, without top bar or side menu. */
export function CanvasLayout() {
  return (
    <SignedInShell>
      <Box component="main" sx={{ height: '100vh', width: '100%', bgcolor: 'background.default' }}>
        <Outlet />
      </Box>
    </SignedInShell>
  );
}
