import type { DocumentStoreLoader } from '@loomflow/core';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
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
import { nodeIconUrl } from '../../api/nodes.api.ts';
import { StoreStatusChip } from './StoreStatusChip.tsx';

export type LoaderAction = 'process' | 'chunks' | 'upsert' | 'delete';

export interface LoadersTableProps {
  readonly loaders: readonly DocumentStoreLoader[];
  /** Which actions the user may take. */
  readonly allowed: ReadonlySet<LoaderAction>;
  readonly onAction: (action: LoaderAction, loader: DocumentStoreLoader) => void;
}

const ACTIONS: readonly LoaderAction[] = ['process', 'chunks', 'upsert', 'delete'];

const ACTION_LABELS: Readonly<Record<LoaderAction, string>> = {
  process: 'Preview & Process',
  chunks: 'View & Edit Chunks',
  upsert: 'Upsert Chunks',
  delete: 'Delete',
};

function LoaderActions({
  loader,
  allowed,
  onAction,
}: Omit<LoadersTableProps, 'loaders'> & {
  readonly loader: DocumentStoreLoader;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = ACTIONS.filter((action) => allowed.has(action));
  return (
    <>
      <IconButton
        aria-label={`Actions of ${loader.loaderName}`}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {actions.map((action) => (
          <MenuItem
            key={action}
            disabled={(action === 'chunks' || action === 'upsert') && loader.totalChunks === 0}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
            onClick={() => {
              setAnchor(null);
              onAction(action, loader);
            }}
          >
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** A store's loaders: type, splitter, source files, chunks, characters and status, with their actions. */
export function LoadersTable({ loaders, allowed, onAction }: LoadersTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Document loaders">
          <TableHead>
            <TableRow>
              <TableCell>Loader</TableCell>
              <TableCell>Splitter</TableCell>
              <TableCell>Source</TableCell>
              <TableCell align="right">Chunks</TableCell>
              <TableCell align="right">Chars</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loaders.map((loader) => (
              <TableRow key={loader.id} data-testid={`loader-row-${loader.id}`}>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Avatar
                      src={nodeIconUrl(loader.loaderId)}
                      alt=""
                      variant="rounded"
                      sx={{ width: 28, height: 28 }}
                    />
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {loader.loaderName}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell>{loader.splitterName ?? 'None'}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', maxWidth: 320 }}>
                  {loader.files.length > 0 ? loader.files.map((file) => file.name).join(', ') : loader.source}
                </TableCell>
                <TableCell align="right">{loader.totalChunks.toLocaleString()}</TableCell>
                <TableCell align="right">{loader.totalChars.toLocaleString()}</TableCell>
                <TableCell>
                  <StoreStatusChip status={loader.status} />
                </TableCell>
                <TableCell align="right">
                  <LoaderActions loader={loader} allowed={allowed} onAction={onAction} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
