import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { useUiStore } from '../../stores/ui.store.ts';
import { LoomflowLogo } from '../../ui/LoomflowLogo.tsx';
import { LANDING_PATH } from '../paths.ts';
import { DarkModeSwitch } from './DarkModeSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Top bar (spec §2): menu toggle, brand logo to the landing path, dark-mode switch, user menu. */
export function TopBar() {
  const toggleMenu = useUiStore((state) => state.toggleMenu);
  const isMenuOpen = useUiStore((state) => state.isMenuOpen);
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          aria-label="Toggle menu"
          aria-expanded={isMenuOpen}
          aria-controls="side-menu"
          onClick={toggleMenu}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={LANDING_PATH}
          color="inherit"
          underline="none"
          aria-label="Loomflow home"
          data-testid="brand-logo"
          sx={{ display: 'inline-flex', alignItems: 'center' }}
        >
          <LoomflowLogo />
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <DarkModeSwitch />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
