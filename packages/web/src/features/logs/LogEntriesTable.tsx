import type { LogLevelName, ServerLogEntry } from '@loomflow/core';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { formatDateTime } from '../../ui/formatDate.ts';

const LEVEL_COLORS: Readonly<Record<LogLevelName, 'default' | 'info' | 'warning' | 'error'>> = {
  trace: 'default',
  debug: 'default',
  info: 'info',
  warn: 'warning',
  error: 'error',
  fatal: 'error',
};

/** Log lines: time, level and message; the whole JSON line shows on hover. */
export function LogEntriesTable({ entries }: { readonly entries: readonly ServerLogEntry[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Log lines">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 200 }}>Time</TableCell>
            <TableCell sx={{ width: 90 }}>Level</TableCell>
            <TableCell>Message</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry, index) => (
            <TableRow key={`${entry.time}-${String(index)}`}>
              <TableCell>{formatDateTime(entry.time)}</TableCell>
              <TableCell>
                <Chip size="small" label={entry.level} color={LEVEL_COLORS[entry.level]} />
              </TableCell>
              <Tooltip title={<pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{entry.raw}</pre>}>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
                  {entry.message || entry.raw}
                </TableCell>
              </Tooltip>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
