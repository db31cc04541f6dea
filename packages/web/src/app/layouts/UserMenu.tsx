import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLogout } from '../../features/auth/useLogout.ts';
import { useAuthStore } from '../../stores/auth.store.ts';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((part) => part.length > 0)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/** The user's name with a menu holding Logout (spec §2 top bar). */
export function UserMenu() {
  const user = useAuthStore((state) => state.user);
  const { logout, isLoggingOut } = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user?.name ?? 'Account';

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'user-menu' : undefined}
        data-testid="user-menu-button"
        startIcon={
          <Avatar sx={{ width: 30, height: 30, fontSize: 12, fontWeight: 600 }}>{initials(name)}</Avatar>
        }
        sx={{ ml: 1, fontWeight: 500 }}
      >
        <Typography component="span" noWrap sx={{ maxWidth: 160, display: { xs: 'none', sm: 'block' } }}>
          {name}
        </Typography>
      </Button>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          disabled
          sx={{ flexDirection: 'column', alignItems: 'flex-start', opacity: '1 !important' }}
        >
          <Typography variant="subtitle2">{name}</Typography>
          {user ? (
            <Typography variant="caption" color="text.secondary">
              {user.email}
            </Typography>
          ) : null}
        </MenuItem>
        <Divider />
        <MenuItem
          disabled={isLoggingOut}
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
