import type { OrganizationMember } from '@loomflow/core';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../ui/formatDate.ts';

export type MemberAction =
  | 'change-role'
  | 'deactivate'
  | 'reactivate'
  | 'remove'
  | 'resend-invite'
  | 'revoke-invite'
  | 'transfer-ownership';

const ACTION_LABELS: Record<MemberAction, string> = {
  'change-role': 'Change role',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  remove: 'Remove from organization',
  'resend-invite': 'Resend invite',
  'revoke-invite': 'Revoke invite',
  'transfer-ownership': 'Transfer ownership',
};

/** What can be done to a row: nothing to the owner or oneself; invitations are resent or revoked. */
export function actionsFor(member: OrganizationMember, selfId: string, selfIsOwner: boolean): MemberAction[] {
  if (member.isOwner || member.userId === selfId) return [];
  if (member.status === 'invited' || member.status === 'unverified')
    return ['resend-invite', 'revoke-invite'];
  if (member.status === 'inactive') return ['reactivate', 'remove'];
  return ['change-role', 'deactivate', 'remove', ...(selfIsOwner ? (['transfer-ownership'] as const) : [])];
}

const STATUS_COLORS = {
  active: 'success',
  inactive: 'default',
  invited: 'info',
  unverified: 'warning',
} as const;

export interface UsersTableProps {
  readonly members: readonly OrganizationMember[];
  readonly total: number;
  readonly page: number;
  readonly limit: number;
  readonly onPage: (page: number) => void;
  readonly onLimit: (limit: number) => void;
  readonly selfId: string;
  readonly selfIsOwner: boolean;
  readonly onAction: (member: OrganizationMember, action: MemberAction) => void;
}

export function UsersTable(props: UsersTableProps) {
  const { members, total, page, limit, selfId, selfIsOwner, onAction } = props;
  const [menu, setMenu] = useState<{ anchor: HTMLElement; member: OrganizationMember } | null>(null);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Workspaces</TableCell>
              <TableCell>Last login</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((member) => {
              const actions = actionsFor(member, selfId, selfIsOwner);
              return (
                <TableRow key={member.userId} data-testid={`user-row-${member.email}`}>
                  <TableCell>
                    {member.name}
                    {member.isOwner ? <Chip size="small" label="Owner" sx={{ ml: 1 }} /> : null}
                    {member.userId === selfId ? <Chip size="small" label="You" sx={{ ml: 1 }} /> : null}
                  </TableCell>
                  <TableCell>{member.email}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={member.status === 'invited' ? 'Invite pending' : member.status}
                      color={STATUS_COLORS[member.status]}
                    />
                  </TableCell>
                  <TableCell>{member.role.name}</TableCell>
                  <TableCell>
                    {member.workspaces.map((workspace) => workspace.name).join(', ') || (
                      <Typography color="text.secondary">None</Typography>
                    )}
                  </TableCell>
                  <TableCell>{member.lastLogin ? formatDateTime(member.lastLogin) : 'Never'}</TableCell>
                  <TableCell align="right">
                    {actions.length > 0 ? (
                      <IconButton
                        aria-label={`Actions for ${member.email}`}
                        onClick={(event) => {
                          setMenu({ anchor: event.currentTarget, member });
                        }}
                      >
                        <MoreVertIcon />
                      </IconButton>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={limit}
        rowsPerPageOptions={[10, 20, 50, 100]}
        onPageChange={(_event, next) => {
          props.onPage(next + 1);
        }}
        onRowsPerPageChange={(event) => {
          props.onLimit(Number(event.target.value));
        }}
      />
      <Menu
        open={menu !== null}
        anchorEl={menu?.anchor}
        onClose={() => {
          setMenu(null);
        }}
      >
        {menu
          ? actionsFor(menu.member, selfId, selfIsOwner).map((action) => (
              <MenuItem
                key={action}
                onClick={() => {
                  setMenu(null);
                  onAction(menu.member, action);
                }}
              >
                {ACTION_LABELS[action]}
              </MenuItem>
            ))
          : null}
      </Menu>
    </Paper>
  );
}
