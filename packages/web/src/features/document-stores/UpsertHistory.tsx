import type { DocumentStoreLoader, UpsertJob } from '@loomflow/core';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../ui/formatDate.ts';
import { formatSeconds, upsertProgress } from './upsert-progress.ts';

const STATUS_COLOURS: Readonly<
  Record<UpsertJob['status'], 'default' | 'info' | 'success' | 'error' | 'warning'>
> = {
  QUEUED: 'default',
  RUNNING: 'info',
  SUCCEEDED: 'success',
  FAILED: 'error',
  CANCELLED: 'warning',
};

export interface UpsertHistoryProps {
  readonly jobs: readonly UpsertJob[];
  readonly loaders: readonly DocumentStoreLoader[];
}

/** The store's past upserts, newest first: what each added, skipped, deleted and failed, and how long it took. */
export function UpsertHistory({ jobs, loaders }: UpsertHistoryProps) {
  if (jobs.length === 0) {
    return <Typography color="text.secondary">No upserts yet.</Typography>;
  }
  const loaderName = (id: string | null) =>
    id === null ? 'All loaders' : (loaders.find((loader) => loader.id === id)?.loaderName ?? id);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Upsert history">
          <TableHead>
            <TableRow>
              <TableCell>Started</TableCell>
              <TableCell>Loaders</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Added</TableCell>
              <TableCell align="right">Skipped</TableCell>
              <TableCell align="right">Deleted</TableCell>
              <TableCell align="right">Failed</TableCell>
              <TableCell align="right">Took</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <TableRow key={job.id} data-testid={`upsert-job-${job.id}`}>
                <TableCell>{formatDateTime(job.startedDate)}</TableCell>
                <TableCell>{loaderName(job.loaderId)}</TableCell>
                <TableCell>
                  <Chip size="small" label={job.status} color={STATUS_COLOURS[job.status]} />
                  {job.error ? (
                    <Typography variant="caption" color="error" component="div">
                      {job.error}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right">{job.embedded.toLocaleString()}</TableCell>
                <TableCell align="right">{job.skipped.toLocaleString()}</TableCell>
                <TableCell align="right">{job.deleted.toLocaleString()}</TableCell>
                <TableCell align="right">{job.failed.toLocaleString()}</TableCell>
                <TableCell align="right">
                  {job.finishedDate === null
                    ? '—'
                    : formatSeconds(upsertProgress(job, Date.parse(job.finishedDate)).elapsedSeconds)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
