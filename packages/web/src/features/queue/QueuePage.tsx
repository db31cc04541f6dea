import { errorMessage } from '@loomflow/core';
import type { QueueJobCounts, QueueOverview, QueueSummary } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { formatDateTime } from '../../ui/formatDate.ts';
import { QueueJobsTable } from './QueueJobsTable.tsx';
import { QUEUE_REFRESH_MS, useQueueOverview, useRemoveQueueJob } from './useQueueOverview.ts';

const COUNT_LABELS: readonly (readonly [keyof QueueJobCounts, string])[] = [
  ['waiting', 'Waiting'],
  ['active', 'Active'],
  ['delayed', 'Delayed'],
  ['completed', 'Completed'],
  ['failed', 'Failed'],
];

function retentionText(retention: QueueOverview['retention']): string {
  const age =
    retention.ageSeconds < 0 ? 'without an age limit' : `for ${String(retention.ageSeconds)} seconds`;
  const count = retention.count < 0 ? 'no count limit' : `at most ${String(retention.count)} per queue`;
  return `Finished jobs are kept ${age}, ${count} (REMOVE_ON_AGE, REMOVE_ON_COUNT).`;
}

function Count({ label, value }: { readonly label: string; readonly value: number }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 110 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

function QueueSection({
  queue,
  removing,
  onRemove,
}: {
  readonly queue: QueueSummary;
  readonly removing: string | null;
  readonly onRemove: Parameters<typeof QueueJobsTable>[0]['onRemove'];
}) {
  return (
    <Stack spacing={1.5} component="section" aria-label={`Queue ${queue.name}`}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
        <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace' }}>
          {queue.name}
        </Typography>
        <Typography color={queue.workers === 0 ? 'error' : 'text.secondary'}>
          {queue.workers === 0
            ? 'No worker connected: its jobs wait (start `loomflow worker` with MODE=queue)'
            : `${String(queue.workers)} worker${queue.workers === 1 ? '' : 's'} connected`}
        </Typography>
      </Stack>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ flexWrap: 'wrap' }}
        data-testid={`queue-counts-${queue.name}`}
      >
        {COUNT_LABELS.map(([key, label]) => (
          <Count key={key} label={label} value={queue.counts[key]} />
        ))}
      </Stack>
      <QueueJobsTable queueName={queue.name} jobs={queue.jobs} removing={removing} onRemove={onRemove} />
    </Stack>
  );
}

/** `/queue` (queue mode, admins): each queue's counts, connected workers and latest jobs, refreshed every 5 s. */
export function QueuePage() {
  const overview = useQueueOverview();
  const remove = useRemoveQueueJob();
  const removing = remove.isPending ? remove.variables.id : null;

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          Queue
        </Typography>
        <Typography color="text.secondary">
          Jobs the servers hand to workers (predictions, document store upserts, evaluations). Refreshed every{' '}
          {QUEUE_REFRESH_MS / 1000} seconds.
        </Typography>
      </Stack>
      {remove.isError ? (
        <Alert
          severity="error"
          onClose={() => {
            remove.reset();
          }}
        >
          Could not remove the job: {errorMessage(remove.error)}
        </Alert>
      ) : null}
      {overview.isPending ? (
        <PageLoader label="Loading the queue" />
      ) : overview.isError && !overview.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void overview.refetch()}>
              Retry
            </Button>
          }
        >
          Could not read the queue: {errorMessage(overview.error)}
        </Alert>
      ) : (
        <>
          {overview.isError ? (
            <Alert severity="warning">
              The last refresh failed ({errorMessage(overview.error)}): showing what was read at{' '}
              {formatDateTime(overview.data.generatedAt)}.
            </Alert>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {retentionText(overview.data.retention)} Updated {formatDateTime(overview.data.generatedAt)}.
          </Typography>
          {overview.data.queues.map((queue) => (
            <QueueSection
              key={queue.name}
              queue={queue}
              removing={removing}
              onRemove={(job) => {
                remove.mutate(job);
              }}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
