import type { LoginActivity } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { LoginActivityPage } from './LoginActivityPage.tsx';

const entry = (id: string, extra: Partial<LoginActivity>): LoginActivity => ({
  id,
  userId: 'user-2',
  email: 'bob@example.com',
  userName: 'Bob',
  activity: 'login',
  method: 'password',
  outcome: 'success',
  message: null,
  ipAddress: '10.0.0.1',
  userAgent: 'Chrome',
  createdDate: '2026-03-04T10:00:00.000Z',
  ...extra,
});

const ENTRIES = [
  entry('a', {}),
  entry('b', { outcome: 'failure', message: 'Incorrect Password' }),
  entry('c', { email: 'nobody@example.com', userId: null, userName: null, outcome: 'failure' }),
];

function serveActivity() {
  return stubFetch((request: RecordedRequest) => {
    if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (request.path === '/loginactivity' && request.method === 'GET') {
      const outcome = request.query.get('outcome');
      const data = ENTRIES.filter((item) => outcome === null || item.outcome === outcome);
      return jsonResponse(200, { data, total: data.length, page: 1, limit: 25 });
    }
    if (request.path === '/loginactivity' && request.method === 'DELETE')
      return jsonResponse(200, { deleted: 3 });
    return errorResponse(404, 'Not found');
  });
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess(testLogin({ permissions: ['loginActivity:view'] }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const routes = [{ path: '/login-activity', element: <LoginActivityPage /> }];

describe('LoginActivityPage', () => {
  it('lists events with their outcome and filters by outcome', async () => {
    const log = serveActivity();
    const user = userEvent.setup();
    renderRoutes(routes, '/login-activity');
    expect(await screen.findAllByTestId('login-activity-row')).toHaveLength(3);
    expect(screen.getByText('Failed: Incorrect Password')).toBeTruthy();
    expect(screen.getByText('Unknown account')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('login-activity-row')).toHaveLength(2);
    });
    expect(log.some((request) => request.query.get('outcome') === 'failure')).toBe(true);
  });

  it('purges before a chosen day after asking', async () => {
    const log = serveActivity();
    const user = userEvent.setup();
    renderRoutes(routes, '/login-activity');
    await user.click(await screen.findByRole('button', { name: 'Purge Old Entries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purge Login Activity' });
    const purge = within(dialog).getByRole('button', { name: 'Purge' });
    expect(purge).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Delete entries before'), '2026-01-31');
    await user.click(purge);
    await waitFor(() => {
      const sent = log.find((request) => request.method === 'DELETE');
      expect(sent?.query.get('before')).toBe(new Date(2026, 0, 31).toISOString());
    });
  });
});
