import type { DocumentStore } from '@loomflow/core';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { storePaths } from './store-paths.ts';
import { StoreStatusChip } from './StoreStatusChip.tsx';

export interface DocumentStoresTableProps {
  readonly stores: readonly DocumentStore[];
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly onEdit: (store: DocumentStore) => void;
  readonly onDelete: (store: DocumentStore) => void;
}

/** One row per store: name and description, status, loaders, chunks and characters. */
export function DocumentStoresTable({
  stores,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: DocumentStoresTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Document stores">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Loaders</TableCell>
              <TableCell align="right">Chunks</TableCell>
              <TableCell align="right">Characters</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stores.map((store) => (
              <TableRow key={store.id} data-testid={`store-row-${store.id}`}>
                <TableCell>
                  <Link component={RouterLink} to={storePaths.store(store.id)} sx={{ fontWeight: 600 }}>
                    {store.name}
                  </Link>
                  {store.description ? (
                    <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 420 }}>
                      {store.description}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  <StoreStatusChip status={store.status} />
                </TableCell>
                <TableCell align="right">{store.loaders.length.toLocaleString()}</TableCell>
                <TableCell align="right">{store.totalChunks.toLocaleString()}</TableCell>
                <TableCell align="right">{store.totalChars.toLocaleString()}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {canEdit ? (
                    <Tooltip title="Rename or describe">
                      <IconButton
                        aria-label={`Edit ${store.name}`}
                        onClick={() => {
                          onEdit(store);
                        }}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                  {canDelete ? (
                    <Tooltip title="Delete">
                      <IconButton
                        color="error"
                        aria-label={`Delete ${store.name}`}
                        onClick={() => {
                          onDelete(store);
                        }}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
