import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { OrgWorkspaceBreadcrumbs } from '../../features/shell/OrgWorkspaceBreadcrumbs.tsx';
import { StarCountBadge } from '../../features/shell/StarCountBadge.tsx';
import { WorkspaceSwitcher } from '../../features/shell/WorkspaceSwitcher.tsx';
import { useUiStore } from '../../stores/ui.store.ts';
import { LoomflowMark, LoomflowWordmark } from '../../ui/LoomflowLogo.tsx';
import { LOGO_WIDTH } from '../../constants/ui.constants.ts';
import { useLandingPath } from '../useLandingPath.ts';
import { DarkModeSwitch } from './DarkModeSwitch.tsx';
import { UpgradeSlot } from './UpgradeSlot.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * Top bar (spec §2): menu toggle, brand logo to the landing path, star-count badge (cloud, open source),
 * workspace switcher (enterprise), organization/workspace chips (cloud), Upgrade (cloud organization admins),
 * dark-mode switch and the user menu.
 */
export function TopBar() {
  const toggleMenu = useUiStore((state) => state.toggleMenu);
  const isMenuOpen = useUiStore((state) => state.isMenuOpen);
  const landing = useLandingPath();
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
      <Toolbar sx={{ gap: 1.5 }}>
        <IconButton
          edge="start"
          aria-label="Toggle menu"
          aria-expanded={isMenuOpen}
          aria-controls="side-menu"
          onClick={toggleMenu}
          data-testid="menu-toggle"
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={landing}
          color="inherit"
          underline="none"
          aria-label="Loomflow home"
          data-testid="brand-logo"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
        >
          <LoomflowMark size={28} />
          <LoomflowWordmark width={LOGO_WIDTH} />
        </Link>
        <StarCountBadge />
        <WorkspaceSwitcher />
        <OrgWorkspaceBreadcrumbs />
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <UpgradeSlot />
          <DarkModeSwitch />
          <UserMenu />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
