import type { OutboundAccessChange } from '@loomflow/core';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '../../ui/formatDate.ts';
import { ActorCell } from './ActorCell.tsx';

/** The audit log: the latest additions and removals, newest first. */
export function OutboundAccessChanges({ changes }: { readonly changes: readonly OutboundAccessChange[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Recent changes" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Change</TableCell>
            <TableCell>Entry</TableCell>
            <TableCell>By</TableCell>
            <TableCell>IP Address</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.id} hover data-testid="outbound-access-change">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(change.createdDate)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={change.action === 'added' ? 'success' : 'default'}
                  label={change.action === 'added' ? 'Added' : 'Removed'}
                />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{change.entry}</TableCell>
              <TableCell>
                <ActorCell actor={change.by} />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{change.ipAddress ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
