import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccess } from '../../features/auth/useAccess.ts';
import { useLogout } from '../../features/auth/useLogout.ts';
import { useAuthStore } from '../../stores/auth.store.ts';
import { avatarColors } from '../../ui/avatar-colors.ts';
import { PATHS } from '../../constants/paths.ts';
import { DATA_TRANSFER_ITEMS, showsUpdateProfile } from './user-menu-items.ts';
import type { DataTransferItem } from './user-menu-items.ts';

const VersionDialog = lazy(async () => ({
  default: (await import('../../features/shell/VersionDialog.tsx')).VersionDialog,
}));

/** Export and Import with their dialogs (only those whose dialog exists). */
const TRANSFERS = DATA_TRANSFER_ITEMS.flatMap((item) => {
  const load = item.dialog;
  if (!load) return [];
  return [{ ...item, Dialog: lazy(async () => ({ default: await load() })) }];
});

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((part) => part.length > 0)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

type OpenDialog = 'version' | DataTransferItem['id'] | null;

/** The user's name with a menu (spec §2): Export, Import, Version, Update Profile, Logout. */
export function UserMenu() {
  const user = useAuthStore((state) => state.user);
  const isSSO = useAuthStore((state) => state.isSSO);
  const { isAuthenticated, platform, can } = useAccess();
  const { logout, isLoggingOut } = useLogout();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  /** Counts openings, so choosing Import again gives a fresh dialog (and file picker) even if one lingers. */
  const [openings, setOpenings] = useState(0);
  const name = user?.name ?? 'Account';
  const avatar = avatarColors(name, useTheme().palette.mode);
  const close = () => {
    setAnchor(null);
  };

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
          <Avatar
            data-testid="user-avatar"
            sx={{
              width: 30,
              height: 30,
              fontSize: 12,
              fontWeight: 600,
              bgcolor: avatar.background,
              color: avatar.color,
            }}
          >
            {initials(name)}
          </Avatar>
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
        onClose={close}
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
        {TRANSFERS.filter((item) => can(item.permission)).map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => {
              close();
              setDialog(item.id);
              setOpenings((count) => count + 1);
            }}
          >
            <ListItemIcon>
              {item.id === 'export' ? (
                <FileDownloadOutlinedIcon fontSize="small" />
              ) : (
                <FileUploadOutlinedIcon fontSize="small" />
              )}
            </ListItemIcon>
            {item.label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            setDialog('version');
          }}
        >
          <ListItemIcon>
            <InfoOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Version
        </MenuItem>
        {showsUpdateProfile({ isAuthenticated, isSSO, platform }) ? (
          <MenuItem
            onClick={() => {
              close();
              void navigate(PATHS.userProfile);
            }}
          >
            <ListItemIcon>
              <ManageAccountsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Update Profile
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem
          disabled={isLoggingOut}
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'version' ? (
          <VersionDialog
            open
            onClose={() => {
              setDialog(null);
            }}
          />
        ) : null}
        {TRANSFERS.map((item) =>
          dialog === item.id ? (
            <item.Dialog
              key={`${item.id}-${String(openings)}`}
              open
              onClose={() => {
                setDialog(null);
              }}
            />
          ) : null,
        )}
      </Suspense>
    </>
  );
}
