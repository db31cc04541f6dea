import type { OutboundAccessEntry } from '@loomflow/core';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../ui/formatDate.ts';
import { ActorCell } from './ActorCell.tsx';

export interface OutboundAccessTableProps {
  readonly entries: readonly OutboundAccessEntry[];
  readonly onRemove: (entry: OutboundAccessEntry) => void;
  /** The entry being removed (its button waits). */
  readonly removingId?: string | undefined;
}

/** The allowed hosts, oldest first, with who added each and a remove button. */
export function OutboundAccessTable({ entries, onRemove, removingId }: OutboundAccessTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Allowed hosts" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Entry</TableCell>
            <TableCell>Note</TableCell>
            <TableCell>Added by</TableCell>
            <TableCell>Added at</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover data-testid="outbound-access-row">
              <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{entry.entry}</TableCell>
              <TableCell>
                {entry.note ?? (
                  <Typography variant="body2" color="text.secondary">
                    —
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <ActorCell actor={entry.addedBy} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdDate)}</TableCell>
              <TableCell align="right">
                <Tooltip title="Remove">
                  <span>
                    <IconButton
                      aria-label={`Remove ${entry.entry}`}
                      color="error"
                      disabled={removingId === entry.id}
                      onClick={() => {
                        onRemove(entry);
                      }}
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
