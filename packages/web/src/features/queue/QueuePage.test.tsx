import type { QueueJob, QueueOverview } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, TEST_LOGIN } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { QueuePage } from './QueuePage.tsx';
import { QUEUE_REFRESH_MS } from './useQueueOverview.ts';

const QUEUE_SETTINGS = { ...ENTERPRISE_SETTINGS, QUEUE_MODE: true };

function job(overrides: Partial<QueueJob>): QueueJob {
  return {
    id: 'job-1',
    kind: 'prediction',
    state: 'completed',
    ownOrganization: true,
    flowId: 'flow-1',
    flowName: 'Support bot',
    attemptsMade: 1,
    createdAt: '2026-03-04T10:00:00.000Z',
    startedAt: '2026-03-04T10:00:00.100Z',
    finishedAt: '2026-03-04T10:00:01.300Z',
    durationMs: 1200,
    outcome: 'FINISHED',
    failedReason: null,
    processedBy: 'worker-host:4242',
    ...overrides,
  };
}

function overview(
  jobs: QueueJob[],
  counts: Partial<QueueOverview['queues'][number]['counts']> = {},
): QueueOverview {
  const empty = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };
  return {
    queues: [
      { name: 'loomflow-queue', counts: { ...empty, ...counts }, workers: 2, jobs },
      { name: 'loomflow-queue-upserts', counts: empty, workers: 0, jobs: [] },
    ],
    retention: { ageSeconds: 86400, count: 1000 },
    generatedAt: '2026-03-04T10:00:05.000Z',
  };
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess(TEST_LOGIN);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('QueuePage', () => {
  it('shows the counts, workers and jobs of each queue, with failures and empty queues named', async () => {
    stubFetch((request: RecordedRequest) => {
      if (request.path === '/settings') return jsonResponse(200, QUEUE_SETTINGS);
      if (request.path === '/queue/overview')
        return jsonResponse(
          200,
          overview(
            [
              job({
                id: 'job-2',
                state: 'failed',
                outcome: null,
                failedReason: 'Chatflow flow-9 not found',
                flowId: 'flow-9',
                flowName: null,
                finishedAt: '2026-03-04T10:00:02.000Z',
                durationMs: 340,
              }),
              job({ id: 'job-3', state: 'active', ownOrganization: false, flowName: null, finishedAt: null }),
              job({}),
            ],
            { completed: 12, failed: 1, active: 1 },
          ),
        );
      return errorResponse(404, 'Not found');
    });
    renderRoutes([{ path: '/queue', element: <QueuePage /> }], '/queue');
    const predictions = await screen.findByRole('region', { name: 'Queue loomflow-queue' });
    const counts = within(predictions).getByTestId('queue-counts-loomflow-queue');
    expect(within(counts).getByText('Completed').nextSibling?.textContent).toBe('12');
    expect(within(counts).getByText('Failed').nextSibling?.textContent).toBe('1');
    expect(within(predictions).getByText('2 workers connected')).toBeTruthy();
    const rows = within(predictions).getAllByTestId('queue-job-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('failed')).toBeTruthy();
    expect(within(rows[0]!).getByText('Chatflow flow-9 not found')).toBeTruthy();
    expect(within(rows[0]!).getByText('Deleted flow')).toBeTruthy();
    expect(within(rows[0]!).getByText('340 ms')).toBeTruthy();
    expect(within(rows[1]!).getByText('Another organization')).toBeTruthy();
    // Waiting or running jobs and other organizations' jobs have no Remove button.
    expect(within(rows[1]!).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(rows[2]!).getByText('Support bot')).toBeTruthy();
    expect(within(rows[2]!).getByText('1.2 s')).toBeTruthy();
    expect(within(rows[2]!).getByText('worker-host:4242')).toBeTruthy();
    const upserts = screen.getByRole('region', { name: 'Queue loomflow-queue-upserts' });
    expect(within(upserts).getByText(/No worker connected/)).toBeTruthy();
    expect(within(upserts).getByText(/No jobs in this queue yet/)).toBeTruthy();
    expect(screen.getByText(/Finished jobs are kept for 86400 seconds, at most 1000 per queue/)).toBeTruthy();
  });

  it('reads the queue again every few seconds by itself', async () => {
    let reads = 0;
    stubFetch((request: RecordedRequest) => {
      if (request.path === '/settings') return jsonResponse(200, QUEUE_SETTINGS);
      if (request.path === '/queue/overview') {
        reads += 1;
        return jsonResponse(
          200,
          overview(reads === 1 ? [] : [job({ id: 'job-new' })], { completed: reads - 1 }),
        );
      }
      return errorResponse(404, 'Not found');
    });
    renderRoutes([{ path: '/queue', element: <QueuePage /> }], '/queue');
    expect(await screen.findByTestId('queue-empty-loomflow-queue')).toBeTruthy();
    expect(await screen.findByText('job-new', {}, { timeout: QUEUE_REFRESH_MS + 3000 })).toBeTruthy();
    expect(reads).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it('removes a finished job and shows the list read again', async () => {
    let removed = false;
    const log = stubFetch((request: RecordedRequest) => {
      if (request.path === '/settings') return jsonResponse(200, QUEUE_SETTINGS);
      if (request.path === '/queue/overview')
        return jsonResponse(200, overview(removed ? [] : [job({ id: 'job-done' })]));
      if (request.method === 'DELETE' && request.path === '/queue/jobs/job-done') {
        removed = true;
        return jsonResponse(200, { id: 'job-done', removed: true });
      }
      return errorResponse(404, 'Not found');
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/queue', element: <QueuePage /> }], '/queue');
    const row = await screen.findByTestId('queue-job-row');
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByTestId('queue-empty-loomflow-queue')).toBeTruthy();
    expect(log.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it("shows the server's reason when a removal is refused", async () => {
    stubFetch((request: RecordedRequest) => {
      if (request.path === '/settings') return jsonResponse(200, QUEUE_SETTINGS);
      if (request.path === '/queue/overview') return jsonResponse(200, overview([job({ id: 'job-done' })]));
      if (request.method === 'DELETE')
        return errorResponse(
          409,
          'Job job-done is active: only finished (completed or failed) jobs can be removed',
        );
      return errorResponse(404, 'Not found');
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/queue', element: <QueuePage /> }], '/queue');
    const row = await screen.findByTestId('queue-job-row');
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/Could not remove the job: Job job-done is active/)).toBeTruthy();
  });

  it("shows the server's reason when the queue cannot be read (Redis away), with a retry", async () => {
    let up = false;
    stubFetch((request: RecordedRequest) => {
      if (request.path === '/settings') return jsonResponse(200, QUEUE_SETTINGS);
      if (request.path === '/queue/overview')
        return up
          ? jsonResponse(200, overview([job({})]))
          : errorResponse(503, 'Queue unavailable: Connection is closed. (reading the queues)');
      return errorResponse(404, 'Not found');
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/queue', element: <QueuePage /> }], '/queue');
    expect(
      await screen.findByText(/Could not read the queue: Queue unavailable: Connection is closed/),
    ).toBeTruthy();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(screen.getByText('Support bot')).toBeTruthy();
    });
  });
});
