import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { ExecutionsPage } from './ExecutionsPage.tsx';
import { testAgentflow, testExecution as execution } from './test-fixtures.ts';

const FLOWS = [testAgentflow('flow-1', 'Support triage'), testAgentflow('flow-2', 'Weekly digest')];

function serve(handler: (request: RecordedRequest) => Response | undefined): RecordedRequest[] {
  return stubFetch((request) => {
    if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (request.path === '/chatflows') return jsonResponse(200, FLOWS);
    return handler(request) ?? errorResponse(404, 'Not found');
  });
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess(testLogin());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const listRequests = (log: RecordedRequest[]) =>
  log.filter((request) => request.method === 'GET' && request.path === '/executions');

describe('ExecutionsPage', () => {
  it('lists runs with flow, session, coloured state and duration', async () => {
    serve((request) =>
      request.path === '/executions'
        ? jsonResponse(200, {
            data: [
              execution('e1'),
              execution('e2', { state: 'ERROR', stoppedDate: '2026-03-04T10:01:05.000Z' }),
              execution('e3', { state: 'STOPPED' }),
            ],
            total: 3,
          })
        : undefined,
    );
    renderRoutes([{ path: '/executions', element: <ExecutionsPage /> }], '/executions');
    const rows = await screen.findAllByTestId('execution-row');
    expect(rows).toHaveLength(3);
    const first = within(rows[0] ?? document.body);
    expect(first.getByText('Support triage')).toBeTruthy();
    expect(first.getByText('session-e1')).toBeTruthy();
    expect(first.getByText('2.5 s')).toBeTruthy();
    expect(within(rows[1] ?? document.body).getByText('1 min 05 s')).toBeTruthy();
    const chip = (row: HTMLElement | undefined, state: string) =>
      within(row ?? document.body)
        .getByText(state)
        .closest('.MuiChip-root')?.className ?? '';
    expect(chip(rows[0], 'FINISHED')).toContain('MuiChip-colorSuccess');
    expect(chip(rows[1], 'ERROR')).toContain('MuiChip-colorError');
    expect(chip(rows[2], 'STOPPED')).toContain('MuiChip-colorWarning');
  });

  it('sends the filters and the page to the server', async () => {
    const log = serve((request) => {
      if (request.path !== '/executions') return undefined;
      const page = Number(request.query.get('page'));
      const onFirst = Array.from({ length: 12 }, (_, index) => execution(`p1-${String(index)}`));
      return jsonResponse(200, { data: page === 2 ? [execution('p2-0')] : onFirst, total: 13 });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/executions', element: <ExecutionsPage /> }], '/executions');
    expect(await screen.findAllByTestId('execution-row')).toHaveLength(12);
    expect(listRequests(log)[0]?.query.get('limit')).toBe('12');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('execution-row')).toHaveLength(1);
    });
    expect(listRequests(log).at(-1)?.query.get('page')).toBe('2');

    await user.click(screen.getByRole('combobox', { name: 'Flow' }));
    await user.click(await screen.findByRole('option', { name: 'Weekly digest' }));
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(screen.getByRole('option', { name: 'ERROR' }));
    await user.type(screen.getByLabelText('Session'), 's-9');
    await waitFor(() => {
      const last = listRequests(log).at(-1);
      expect(last?.query.get('sessionId')).toBe('s-9');
      expect(last?.query.get('agentflowId')).toBe('flow-2');
      expect(last?.query.get('state')).toBe('ERROR');
      // A filter change starts again from the first page.
      expect(last?.query.get('page')).toBe('1');
    });
  });

  it('deletes the selected runs after confirmation', async () => {
    let remaining = [execution('e1'), execution('e2'), execution('e3')];
    const log = serve((request) => {
      if (request.path === '/executions' && request.method === 'GET')
        return jsonResponse(200, { data: remaining, total: remaining.length });
      if (request.path === '/executions' && request.method === 'DELETE') {
        const body = request.body as { executionIds: string[] };
        remaining = remaining.filter((row) => !body.executionIds.includes(row.id));
        return jsonResponse(200, { success: true, deletedCount: body.executionIds.length });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/executions', element: <ExecutionsPage /> }], '/executions');
    await screen.findAllByTestId('execution-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select execution e1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select execution e3' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete 2 executions\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(log.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Delete selected (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('execution-row')).toHaveLength(1);
    });
    expect(log.find((request) => request.method === 'DELETE')?.body).toEqual({ executionIds: ['e1', 'e3'] });
    expect(await screen.findByText('2 executions deleted')).toBeTruthy();
  });

  it('shows an empty state, different when filters hide every run', async () => {
    serve((request) =>
      request.path === '/executions' ? jsonResponse(200, { data: [], total: 0 }) : undefined,
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/executions', element: <ExecutionsPage /> }], '/executions');
    expect(await screen.findByText('No executions yet')).toBeTruthy();
    await user.type(screen.getByLabelText('Session'), 'x');
    expect(await screen.findByText('No executions match these filters')).toBeTruthy();
  });

  it('hides selection from a member who may not delete', async () => {
    useAuthStore
      .getState()
      .loginSuccess(
        testLogin({ isOrganizationAdmin: false, role: 'custom', permissions: ['executions:view'] }),
      );
    serve((request) =>
      request.path === '/executions' ? jsonResponse(200, { data: [execution('e1')], total: 1 }) : undefined,
    );
    renderRoutes([{ path: '/executions', element: <ExecutionsPage /> }], '/executions');
    await screen.findAllByTestId('execution-row');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
