import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { useAccess } from '../../features/auth/useAccess.ts';
import { useUiStore } from '../../stores/ui.store.ts';
import { DRAWER_WIDTH } from '../../ui/ui.constants.ts';
import { MENU_GROUPS, visibleMenuGroups } from '../menu.ts';

/**
 * Side menu (spec §2): items the user may see, grouped; empty groups hidden. At large widths it sits beside
 * the content; below the lg breakpoint it overlays it and closes after a choice.
 */
export function SideDrawer({ isLarge }: { readonly isLarge: boolean }) {
  const isMenuOpen = useUiStore((state) => state.isMenuOpen);
  const setMenuOpen = useUiStore((state) => state.setMenuOpen);
  const { subject } = useAccess();
  const { pathname } = useLocation();
  const groups = visibleMenuGroups(MENU_GROUPS, subject);

  const content = (
    <>
      <Toolbar />
      <nav aria-label="Main menu">
        {groups.map((group) => (
          <List
            key={group.id}
            subheader={group.title ? <ListSubheader component="div">{group.title}</ListSubheader> : undefined}
            sx={{ px: 1 }}
          >
            {group.items.map((item) => {
              const Icon = item.icon;
              return (
                <ListItemButton
                  key={item.id}
                  component={RouterLink}
                  to={item.url}
                  selected={matchPath({ path: item.url, end: false }, pathname) !== null}
                  onClick={() => {
                    if (!isLarge) setMenuOpen(false);
                  }}
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
    </>
  );

  const paperStyle = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;
  if (isLarge) {
    return (
      <Drawer
        id="side-menu"
        variant="persistent"
        open={isMenuOpen}
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
