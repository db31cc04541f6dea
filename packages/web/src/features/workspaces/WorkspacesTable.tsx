import type { Workspace } from '@loomflow/core';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../ui/formatDate.ts';

export const DEFAULT_NOT_DELETABLE = 'The Default Workspace cannot be deleted.';
export const ACTIVE_NOT_DELETABLE =
  'You cannot delete the workspace you are working in: switch to another workspace first.';

export interface WorkspacesTableProps {
  readonly workspaces: readonly Workspace[];
  readonly activeWorkspaceId: string;
  readonly canUpdate: boolean;
  readonly canDelete: boolean;
  readonly onUsers: (workspace: Workspace) => void;
  readonly onEdit: (workspace: Workspace) => void;
  readonly onDelete: (workspace: Workspace) => void;
}

/** Why a workspace cannot be deleted, or undefined when it can. */
export function deleteRefusal(workspace: Workspace, activeWorkspaceId: string): string | undefined {
  if (workspace.isDefault) return DEFAULT_NOT_DELETABLE;
  if (workspace.id === activeWorkspaceId) return ACTIVE_NOT_DELETABLE;
  return undefined;
}

export function WorkspacesTable(props: WorkspacesTableProps) {
  const { workspaces, activeWorkspaceId, canUpdate, canDelete, onUsers, onEdit, onDelete } = props;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Workspaces">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Users</TableCell>
            <TableCell>Last Updated</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {workspaces.map((workspace) => {
            const refusal = deleteRefusal(workspace, activeWorkspaceId);
            return (
              <TableRow key={workspace.id} hover data-testid="workspace-row">
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600 }}>{workspace.name}</Typography>
                    {workspace.isDefault ? <Chip size="small" label="Default" /> : null}
                    {workspace.id === activeWorkspaceId ? (
                      <Chip size="small" color="primary" label="Active" />
                    ) : null}
                  </Stack>
                </TableCell>
                <TableCell sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {workspace.description ?? ''}
                </TableCell>
                <TableCell align="right">{workspace.userCount.toLocaleString()}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(workspace.updatedDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Users">
                    <IconButton
                      aria-label={`Users of ${workspace.name}`}
                      onClick={() => {
                        onUsers(workspace);
                      }}
                    >
                      <GroupOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {canUpdate ? (
                    <Tooltip title="Edit">
                      <IconButton
                        aria-label={`Edit ${workspace.name}`}
                        onClick={() => {
                          onEdit(workspace);
                        }}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                  {canDelete ? (
                    <Tooltip title={refusal ?? 'Delete'}>
                      <span>
                        <IconButton
                          aria-label={`Delete ${workspace.name}`}
                          color="error"
                          disabled={refusal !== undefined}
                          onClick={() => {
                            onDelete(workspace);
                          }}
                        >
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
