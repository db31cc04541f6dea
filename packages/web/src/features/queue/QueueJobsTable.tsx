import type { QueueJob, QueueJobState } from '@loomflow/core';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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

const STATE_COLORS: Record<QueueJobState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  waiting: 'default',
  delayed: 'warning',
  active: 'info',
  completed: 'success',
  failed: 'error',
};

/** `1.2 s`, `340 ms`, or a dash before a worker took the job. */
export function formatDuration(durationMs: number | null): string {
  if (durationMs === null) return '—';
  return durationMs < 1000 ? `${String(Math.round(durationMs))} ms` : `${(durationMs / 1000).toFixed(1)} s`;
}

function FlowCell({ job }: { readonly job: QueueJob }) {
  if (!job.flowId) return <Typography variant="body2">—</Typography>;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {job.flowName ?? (job.ownOrganization ? 'Deleted flow' : 'Another organization')}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {job.flowId}
      </Typography>
    </>
  );
}

/** One queue's latest jobs, newest first; finished jobs of the caller's organization can be removed. */
export function QueueJobsTable({
  queueName,
  jobs,
  removing,
  onRemove,
}: {
  readonly queueName: string;
  readonly jobs: readonly QueueJob[];
  /** The job being removed now (its button waits). */
  readonly removing: string | null;
  readonly onRemove: (job: QueueJob) => void;
}) {
  if (jobs.length === 0)
    return (
      <Typography color="text.secondary" data-testid={`queue-empty-${queueName}`}>
        No jobs in this queue yet (finished jobs are kept for the retention shown above).
      </Typography>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={`Jobs of ${queueName}`} size="small">
        <TableHead>
          <TableRow>
            <TableCell>Added</TableCell>
            <TableCell>Job</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Flow</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Attempts</TableCell>
            <TableCell>Duration</TableCell>
            <TableCell>Worker</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => {
            const finished = job.state === 'completed' || job.state === 'failed';
            const detail = job.failedReason ?? (job.outcome ? `Run ended ${job.outcome}` : '');
            return (
              <TableRow key={job.id} hover data-testid="queue-job-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.createdAt)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{job.id}</TableCell>
                <TableCell>{job.kind}</TableCell>
                <TableCell>
                  <FlowCell job={job} />
                </TableCell>
                <TableCell>
                  <Tooltip title={detail}>
                    <Chip size="small" color={STATE_COLORS[job.state]} label={job.state} />
                  </Tooltip>
                  {job.failedReason ? (
                    <Typography variant="caption" color="error" component="div">
                      {job.failedReason}
                    </Typography>
                  ) : null}
                  {job.outcome && job.outcome !== 'FINISHED' ? (
                    <Typography variant="caption" color="text.secondary" component="div">
                      Run ended {job.outcome}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{job.attemptsMade}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(job.durationMs)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{job.processedBy ?? '—'}</TableCell>
                <TableCell>
                  {finished && job.ownOrganization ? (
                    <Button
                      size="small"
                      color="error"
                      disabled={removing === job.id}
                      onClick={() => {
                        onRemove(job);
                      }}
                    >
                      {removing === job.id ? 'Removing...' : 'Remove'}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
