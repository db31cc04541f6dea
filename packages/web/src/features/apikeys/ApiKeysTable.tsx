import type { ApiKey } from '@loomflow/core';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { formatDate, formatLastUsed } from './apikey-format.ts';
import { PermissionChips } from './PermissionChips.tsx';

export interface ApiKeysTableProps {
  readonly keys: readonly ApiKey[];
  readonly canUpdate: boolean;
  readonly canDelete: boolean;
  readonly onRename: (key: ApiKey) => void;
  readonly onEditPermissions: (key: ApiKey) => void;
  readonly onDelete: (key: ApiKey) => void;
}

/** The keys of the workspace: name, masked key, permissions, created and last-used dates, row actions. */
export function ApiKeysTable(props: ApiKeysTableProps) {
  const { keys, canUpdate, canDelete } = props;
  const hasActions = canUpdate || canDelete;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="API keys" data-testid="api-keys-table">
        <TableHead>
          <TableRow>
            <TableCell>Key Name</TableCell>
            <TableCell>API Key</TableCell>
            <TableCell>Permissions</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Last Used</TableCell>
            {hasActions ? <TableCell align="right">Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key.id} hover data-testid="api-key-row" data-key-name={key.keyName}>
              <TableCell sx={{ fontWeight: 600 }} data-testid="api-key-name">
                {key.keyName}
              </TableCell>
              <TableCell>
                <Box
                  component="code"
                  data-testid="api-key-masked"
                  sx={{
                    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                    fontSize: 13,
                  }}
                >
                  {key.apiKey}
                </Box>
              </TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                <PermissionChips permissions={key.permissions} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(key.createdDate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLastUsed(key.lastUsedDate)}</TableCell>
              {hasActions ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {canUpdate ? (
                    <>
                      <Tooltip title="Rename">
                        <IconButton
                          aria-label="Rename key"
                          onClick={() => {
                            props.onRename(key);
                          }}
                        >
                          <DriveFileRenameOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Edit permissions">
                        <IconButton
                          aria-label="Edit permissions"
                          onClick={() => {
                            props.onEditPermissions(key);
                          }}
                        >
                          <TuneIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </>
                  ) : null}
                  {canDelete ? (
                    <Tooltip title="Delete">
                      <IconButton
                        aria-label="Delete key"
                        color="error"
                        onClick={() => {
                          props.onDelete(key);
                        }}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
