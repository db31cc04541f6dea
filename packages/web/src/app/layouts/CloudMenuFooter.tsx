import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useLogout } from '../../features/auth/useLogout.ts';
import { PUBLIC_SERVICES } from '../../constants/public-services.ts';

/** Spec §2: on cloud the side menu ends with a Documentation link and Logout. */
export function CloudMenuFooter({ onChoice }: { readonly onChoice: () => void }) {
  const { logout, isLoggingOut } = useLogout();
  const documentation = PUBLIC_SERVICES.documentationUrl;
  return (
    <>
      <Divider />
      <List sx={{ px: 1 }} data-testid="menu-group-cloud-footer">
        {documentation ? (
          <ListItemButton
            component="a"
            href={documentation}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onChoice}
            sx={{ borderRadius: 2, mb: 0.5 }}
            data-testid="menu-item-documentation"
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <MenuBookOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Documentation" />
          </ListItemButton>
        ) : null}
        <ListItemButton
          disabled={isLoggingOut}
          onClick={() => {
            onChoice();
            void logout();
          }}
          sx={{ borderRadius: 2 }}
          data-testid="menu-item-logout"
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
      </List>
    </>
  );
}
