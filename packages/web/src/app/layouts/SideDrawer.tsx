import { MENU_ITEMS_ERROR } from '@loomflow/core';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { useAccess } from '../../features/auth/useAccess.ts';
import { useUiStore } from '../../stores/ui.store.ts';
import { DRAWER_WIDTH } from '../../constants/ui.constants.ts';
import { useSettings } from '../../features/settings/useSettings.ts';
import { MENU_GROUPS, menuForSettings, sideMenu } from '../menu.ts';
import type { MenuGroup } from '../menu.ts';
import { CloudMenuFooter } from './CloudMenuFooter.tsx';

/** A misconfigured menu entry: 'Menu Items Error' in its place, the reason in the console. */
function MenuItemsError({ problem }: { readonly problem: string }) {
  useEffect(() => {
    console.error(`Menu misconfigured: ${problem}`);
  }, [problem]);
  return (
    <ListItem data-testid="menu-items-error">
      <Typography variant="subtitle2" color="error" sx={{ width: '100%', textAlign: 'center' }}>
        {MENU_ITEMS_ERROR}
      </Typography>
    </ListItem>
  );
}

/**
 * Side menu (spec §2): items the user may see, grouped; empty groups hidden; a misconfigured item shows
 * 'Menu Items Error'; cloud adds Documentation and Logout at the bottom. At large widths it sits beside the
 * content; below the lg breakpoint it overlays it and closes after a choice.
 */
export function SideDrawer({
  isLarge,
  menu = MENU_GROUPS,
}: {
  readonly isLarge: boolean;
  /** The menu definition (tests pass their own). */
  readonly menu?: readonly MenuGroup[];
}) {
  const isMenuOpen = useUiStore((state) => state.isMenuOpen);
  const setMenuOpen = useUiStore((state) => state.setMenuOpen);
  const { subject, platform } = useAccess();
  const { pathname } = useLocation();
  const settings = useSettings().data;
  const groups = sideMenu(subject, menuForSettings(menu, settings));
  const afterChoice = () => {
    if (!isLarge) setMenuOpen(false);
  };

  const content = (
    <>
      <Toolbar />
      <nav aria-label="Main menu" style={{ flexGrow: 1 }}>
        {groups.map(({ group, entries }) => (
          <List
            key={group.id}
            data-testid={`menu-group-${group.id}`}
            subheader={group.title ? <ListSubheader component="div">{group.title}</ListSubheader> : undefined}
            sx={{ px: 1 }}
          >
            {entries.map((entry) => {
              if (entry.kind === 'error') return <MenuItemsError key={entry.id} problem={entry.problem} />;
              const { item } = entry;
              const Icon = item.icon;
              return (
                <ListItemButton
                  key={item.id}
                  component={RouterLink}
                  to={item.url}
                  selected={matchPath({ path: item.url, end: false }, pathname) !== null}
                  onClick={afterChoice}
                  sx={{ borderRadius: 2, mb: 0.5 }}
                  data-testid={`menu-item-${item.id}`}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={item.title} />
                </ListItemButton>
              );
            })}
          </List>
        ))}
      </nav>
      {platform === 'cloud' ? <CloudMenuFooter onChoice={afterChoice} /> : null}
    </>
  );

  const paperStyle = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;
  if (isLarge) {
    return (
      <Drawer
        id="side-menu"
        variant="persistent"
        open={isMenuOpen}
        data-testid="side-menu"
        data-open={isMenuOpen}
        sx={{
          width: isMenuOpen ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          transition: (theme) => theme.transitions.create('width'),
          '& .MuiDrawer-paper': paperStyle,
        }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      id="side-menu"
      variant="temporary"
      open={isMenuOpen}
      data-testid="side-menu"
      data-open={isMenuOpen}
      onClose={() => {
        setMenuOpen(false);
      }}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': paperStyle }}
    >
      {content}
    </Drawer>
  );
}
