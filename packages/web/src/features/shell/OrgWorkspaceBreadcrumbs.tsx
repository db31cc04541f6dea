import { sortWorkspaces } from '@loomflow/core';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { workspaceApi } from '../../api/workspace.api.ts';
import { useAuthStore } from '../../stores/auth.store.ts';
import { useAccess } from '../auth/useAccess.ts';
import { useWorkspaceSwitch } from '../workspace/useWorkspaceSwitch.ts';

interface Choice {
  readonly id: string;
  readonly name: string;
}

function ChipMenu(props: {
  readonly id: string;
  readonly label: string;
  readonly icon: ReactElement;
  readonly choices: readonly Choice[];
  readonly activeId: string;
  readonly onChoose: (id: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Chip
        icon={props.icon}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {props.label}
            <ExpandMoreIcon fontSize="small" aria-hidden />
          </Box>
        }
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        aria-label={props.label}
        aria-haspopup="menu"
        aria-controls={anchor ? props.id : undefined}
        data-testid={props.id}
        variant="outlined"
        sx={{ maxWidth: 220 }}
      />
      <Menu
        id={props.id}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {props.choices.map((choice) => (
          <MenuItem
            key={choice.id}
            selected={choice.id === props.activeId}
            onClick={() => {
              setAnchor(null);
              if (choice.id !== props.activeId) props.onChoose(choice.id);
            }}
          >
            <ListItemIcon>
              {choice.id === props.activeId ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText primary={choice.name} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * Spec §2 cloud top bar: organization and workspace chips. Picking an organization loads its workspaces and
 * switches to the first (spec §4); picking a workspace switches to it.
 */
export function OrgWorkspaceBreadcrumbs() {
  const { platform } = useAccess();
  const user = useAuthStore((state) => state.user);
  const { switchWorkspace, switchOrganization } = useWorkspaceSwitch();
  const isCloud = platform === 'cloud' && user !== null;
  const organizations = useQuery({
    queryKey: ['my-organizations', user?.id],
    queryFn: () => workspaceApi.organizationsOf(user?.id ?? ''),
    enabled: isCloud,
  });
  if (!isCloud) return null;

  const choices = sortWorkspaces((organizations.data ?? []).map((link) => link.organization));
  const organizationName =
    choices.find((organization) => organization.id === user.activeOrganizationId)?.name ?? 'Organization';
  return (
    <Breadcrumbs aria-label="Organization and workspace" sx={{ display: { xs: 'none', md: 'flex' } }}>
      <ChipMenu
        id="organization-chip"
        label={organizationName}
        icon={<BusinessOutlinedIcon fontSize="small" />}
        choices={choices}
        activeId={user.activeOrganizationId}
        onChoose={(id) => void switchOrganization(id)}
      />
      <ChipMenu
        id="workspace-chip"
        label={user.activeWorkspace}
        icon={<WorkspacesOutlinedIcon fontSize="small" />}
        choices={sortWorkspaces(user.assignedWorkspaces)}
        activeId={user.activeWorkspaceId}
        onChoose={(id) => void switchWorkspace(id)}
      />
    </Breadcrumbs>
  );
}
