import type { Credential, CredentialType } from '@loomflow/core';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
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
import { formatDateTime } from '../../ui/formatDate.ts';
import { CredentialTypeIcon } from './CredentialTypeIcon.tsx';

export interface CredentialsTableProps {
  readonly credentials: readonly Credential[];
  readonly types: ReadonlyMap<string, CredentialType>;
  readonly canUpdate: boolean;
  readonly canDelete: boolean;
  readonly onEdit: (credential: Credential) => void;
  readonly onDelete: (credential: Credential) => void;
}

/** Credentials by name and type, with dates; no data is ever listed. */
export function CredentialsTable(props: CredentialsTableProps) {
  const { credentials, types, canUpdate, canDelete } = props;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Credentials">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Last Updated</TableCell>
            <TableCell>Created</TableCell>
            {canUpdate || canDelete ? <TableCell align="right">Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {credentials.map((credential) => {
            const type = types.get(credential.credentialName);
            return (
              <TableRow key={credential.id} hover data-testid="credential-row">
                <TableCell sx={{ fontWeight: 600 }}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <CredentialTypeIcon type={type} size={28} />
                    <span>{credential.name}</span>
                  </Stack>
                </TableCell>
                <TableCell>{type?.label ?? credential.credentialName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(credential.updatedDate)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(credential.createdDate)}</TableCell>
                {canUpdate || canDelete ? (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {canUpdate ? (
                      <Tooltip title="Edit">
                        <IconButton
                          aria-label="Edit credential"
                          onClick={() => {
                            props.onEdit(credential);
                          }}
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                    {canDelete ? (
                      <Tooltip title="Delete">
                        <IconButton
                          aria-label="Delete credential"
                          color="error"
                          onClick={() => {
                            props.onDelete(credential);
                          }}
                        >
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
