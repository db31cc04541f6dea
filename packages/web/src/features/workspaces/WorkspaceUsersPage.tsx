import { errorMessage } from '@loomflow/core';
import type { WorkspaceUser } from '@loomflow/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../ui/formatDate.ts';
import { notify } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { AddWorkspaceUserDialog } from './AddWorkspaceUserDialog.tsx';
import { useLinkWorkspaceUsers, useUnlinkWorkspaceUser, useWorkspaceDetail } from './useWorkspacesAdmin.ts';
import { workspacesAdminApi } from './workspaces-admin.api.ts';

/** `/workspace-users/{id}`: who works in a workspace and with which role. */
export function WorkspaceUsersPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useWorkspaceDetail(id);
  const roles = useQuery({ queryKey: ['role-choices'], queryFn: workspacesAdminApi.roles });
  const link = useLinkWorkspaceUsers();
  const unlink = useUnlinkWorkspaceUser();
  const confirm = useConfirm();
  const { can } = useAccess();
  const [adding, setAdding] = useState(false);
  const canAdd = can('workspace:add-user');
  const canRemove = can('workspace:unassign-user');

  const changeRole = async (member: WorkspaceUser, roleId: string) => {
    try {
      await link.mutateAsync({ workspaceId: id, request: { users: [{ userId: member.userId, roleId }] } });
      notify.success(`${member.user.name}'s role changed`);
    } catch (error: unknown) {
      notify.error(`Failed to change role: ${errorMessage(error)}`);
    }
  };

  const remove = async (member: WorkspaceUser) => {
    const confirmed = await confirm({
      title: 'Remove User',
      description: `Remove ${member.user.name} (${member.user.email}) from "${member.workspace.name}"? They stay in the organization; if this was their active workspace they move to another one.`,
      confirmButtonName: 'Remove',
      customBtnId: 'confirm-remove-workspace-user',
    });
    if (!confirmed) return;
    try {
      await unlink.mutateAsync({ workspaceId: id, userId: member.userId });
      notify.success(`${member.user.name} removed from the workspace`);
    } catch (error: unknown) {
      notify.error(`Failed to remove user: ${errorMessage(error)}`);
    }
  };

  if (detail.isPending) return <PageLoader label="Loading workspace users" />;
  if (detail.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void navigate('/workspaces')}>Back</Button>}>
        Could not load the workspace: {errorMessage(detail.error)}
      </Alert>
    );
  }
  const workspace = detail.data;
  const roleChoices = roles.data ?? [];

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <IconButton aria-label="Back to workspaces" onClick={() => void navigate('/workspaces')}>
          <ArrowBackIcon />
        </IconButton>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {workspace.name}
          </Typography>
          <Typography color="text.secondary">
            {workspace.users.length === 1 ? '1 user' : `${String(workspace.users.length)} users`} · their role
            decides what they can do in this workspace.
          </Typography>
        </Stack>
        {canAdd ? (
          <Button
            variant="contained"
            startIcon={<PersonAddOutlinedIcon />}
            onClick={() => {
              setAdding(true);
            }}
            data-testid="add-workspace-user-button"
          >
            Add User
          </Button>
        ) : null}
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Workspace users">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Last Login</TableCell>
              {canRemove ? <TableCell align="right">Actions</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {workspace.users.map((member) => (
              <TableRow key={member.userId} hover data-testid="workspace-user-row">
                <TableCell sx={{ fontWeight: 600 }}>{member.user.name}</TableCell>
                <TableCell>{member.user.email}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={member.user.status}
                    color={member.user.status === 'active' ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell>
                  {canAdd && roleChoices.length > 0 ? (
                    <TextField
                      select
                      size="small"
                      value={roleChoices.some((role) => role.id === member.roleId) ? member.roleId : ''}
                      onChange={(event) => void changeRole(member, event.target.value)}
                      slotProps={{ htmlInput: { 'aria-label': `Role of ${member.user.name}` } }}
                      disabled={link.isPending}
                    >
                      {roleChoices.map((role) => (
                        <MenuItem key={role.id} value={role.id}>
                          {role.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    member.role.name
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {member.lastLogin ? formatDateTime(member.lastLogin) : 'Never'}
                </TableCell>
                {canRemove ? (
                  <TableCell align="right">
                    <Tooltip title="Remove from workspace">
                      <IconButton
                        aria-label={`Remove ${member.user.name}`}
                        color="error"
                        onClick={() => void remove(member)}
                      >
                        <PersonRemoveOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {adding ? (
        <AddWorkspaceUserDialog
          workspace={workspace}
          roles={roleChoices}
          onClose={() => {
            setAdding(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
