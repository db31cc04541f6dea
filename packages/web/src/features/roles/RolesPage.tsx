import { errorMessage } from '@loomflow/core';
import type { Role } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { DeleteRoleDialog } from './DeleteRoleDialog.tsx';
import { RoleDialog } from './RoleDialog.tsx';
import { useRoles } from './useRoles.ts';

type OpenDialog =
  | { readonly kind: 'create' }
  | { readonly kind: 'edit'; readonly role: Role }
  | { readonly kind: 'delete'; readonly role: Role };

/** `/roles`: the built-in roles (read-only) and the organization's custom roles. */
export function RolesPage() {
  const roles = useRoles();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => {
    setDialog(null);
  };
  const all = roles.data ?? [];
  const query = search.trim().toLowerCase();
  const visible = all.filter(
    (role) =>
      role.name.toLowerCase().includes(query) || (role.description ?? '').toLowerCase().includes(query),
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Roles"
        subtitle="What people may see and do in the workspaces of the organization."
        search={search}
        onSearch={setSearch}
        searchLabel="Search roles"
        action={{
          label: 'Add Role',
          onClick: () => {
            setDialog({ kind: 'create' });
          },
          testId: 'add-role-button',
        }}
      />
      {roles.isPending ? (
        <PageLoader label="Loading roles" />
      ) : roles.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void roles.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load roles: {errorMessage(roles.error)}
        </Alert>
      ) : visible.length === 0 ? (
        <Typography color="text.secondary">No roles match &ldquo;{search.trim()}&rdquo;.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Roles">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Description</TableCell>
                <TableCell>Permissions</TableCell>
                <TableCell>Users</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.map((role) => (
                <TableRow key={role.id} data-testid={`role-row-${role.name}`}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography sx={{ fontWeight: 600 }}>{role.name}</Typography>
                      {role.builtIn ? <Chip size="small" label="Built-in" /> : null}
                    </Stack>
                  </TableCell>
                  <TableCell>{role.description ?? ''}</TableCell>
                  <TableCell>{role.permissions.length}</TableCell>
                  <TableCell>{role.userCount}</TableCell>
                  <TableCell align="right">
                    {role.builtIn ? (
                      <Button
                        size="small"
                        onClick={() => {
                          setDialog({ kind: 'edit', role });
                        }}
                      >
                        View
                      </Button>
                    ) : (
                      <>
                        <Button
                          size="small"
                          onClick={() => {
                            setDialog({ kind: 'edit', role });
                          }}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => {
                            setDialog({ kind: 'delete', role });
                          }}
                        >
                          Delete
                        </Button>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialog?.kind === 'create' ? <RoleDialog onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <RoleDialog role={dialog.role} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? <DeleteRoleDialog role={dialog.role} roles={all} onClose={close} /> : null}
    </Stack>
  );
}
