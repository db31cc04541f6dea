import type { UpsertJob } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatRate, formatSeconds, upsertProgress } from './upsert-progress.ts';
import { isActive } from './useUpsertJobs.ts';

export interface UpsertProgressPanelProps {
  readonly job: UpsertJob;
  readonly onCancel?: () => void;
  readonly cancelling?: boolean;
}

/** `now` that moves every second while the job runs (rate and ETA follow the clock between polls). */
function useClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [running]);
  return now;
}

function JobResult({ job }: { readonly job: UpsertJob }) {
  const counts = `${job.embedded.toLocaleString()} added · ${job.skipped.toLocaleString()} skipped (unchanged) · ${job.deleted.toLocaleString()} deleted · ${job.failed.toLocaleString()} failed`;
  if (job.status === 'SUCCEEDED') {
    return (
      <Alert severity="success" data-testid="upsert-result">
        Upsert finished: {counts}
      </Alert>
    );
  }
  const cancelled = job.status === 'CANCELLED';
  // The server's message is one sentence ("Upsert failed after 0 of 6 chunks: <cause>. The vectors from before
  // stay in use."); the counts follow on their own line.
  const sentence =
    job.error ??
    `${cancelled ? 'Upsert cancelled' : 'Upsert failed: no reason given'}. The vectors from before stay in use.`;
  return (
    <Alert severity={cancelled ? 'warning' : 'error'} data-testid="upsert-result">
      <Typography variant="body2">{sentence}</Typography>
      <Typography variant="body2" color="text.secondary" data-testid="upsert-result-counts">
        {counts}
      </Typography>
    </Alert>
  );
}

/** A running upsert's progress bar (chunks embedded of total, rate, ETA) with Cancel, or a finished one's result. */
export function UpsertProgressPanel({ job, onCancel, cancelling }: UpsertProgressPanelProps) {
  const running = isActive(job);
  const now = useClock(running);
  if (!running) return <JobResult job={job} />;
  const progress = upsertProgress(job, Math.max(now, Date.parse(job.startedDate)));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Upsert progress">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
            {job.status === 'QUEUED' ? 'Upsert queued…' : 'Upserting…'}
          </Typography>
          {onCancel ? (
            <Button color="error" variant="outlined" size="small" onClick={onCancel} loading={cancelling}>
              Cancel
            </Button>
          ) : null}
        </Stack>
        <LinearProgress
          variant={job.total === 0 ? 'indeterminate' : 'determinate'}
          value={progress.percent}
          aria-label="Upsert progress"
          data-testid="upsert-progress"
        />
        <Typography variant="body2" data-testid="upsert-counts">
          {progress.done.toLocaleString()} / {progress.total.toLocaleString()} chunks ({progress.percent}%) ·{' '}
          {job.embedded.toLocaleString()} embedded · {job.skipped.toLocaleString()} unchanged
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {progress.rate === undefined ? 'Measuring rate…' : formatRate(progress.rate)} ·{' '}
          {progress.etaSeconds === undefined ? 'ETA unknown' : `ETA ${formatSeconds(progress.etaSeconds)}`} ·
          elapsed {formatSeconds(progress.elapsedSeconds)}
        </Typography>
      </Stack>
    </Paper>
  );
}
