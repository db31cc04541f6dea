import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useUiStore } from '../../stores/ui.store.ts';
import { SideDrawer } from './SideDrawer.tsx';
import { SignedInShell } from './SignedInShell.tsx';
import { TopBar } from './TopBar.tsx';

/** The signed-in frame: top bar, side menu (open at lg and up, closed below) and the current screen. */
export function MainLayout() {
  const theme = useTheme();
  const isLarge = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const setMenuOpen = useUiStore((state) => state.setMenuOpen);

  useEffect(() => {
    setMenuOpen(isLarge);
  }, [isLarge, setMenuOpen]);

  return (
    <SignedInShell>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <TopBar />
        <SideDrawer isLarge={isLarge} />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 3 }, pb: 4 }}>
          <Toolbar />
          <Box sx={{ pt: 3 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </SignedInShell>
  );
}
