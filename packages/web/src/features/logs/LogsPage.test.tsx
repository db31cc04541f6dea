import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, TEST_LOGIN } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { LogsPage } from './LogsPage.tsx';

const entry = (level: string, message: string) => ({
  time: '2026-03-04T10:00:00.000Z',
  level,
  message,
  raw: JSON.stringify({ level, msg: message }),
});

beforeEach(() => {
  useAuthStore.getState().loginSuccess(TEST_LOGIN);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('LogsPage', () => {
  it('shows the lines of the chosen level, and pages to older ones', async () => {
    const log = stubFetch((request: RecordedRequest) => {
      if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
      if (request.path === '/logs') {
        const level = request.query.get('level');
        const page = request.query.get('page');
        if (level === 'error')
          return jsonResponse(200, { data: [entry('error', 'disk full')], hasMore: false });
        if (page === '2') return jsonResponse(200, { data: [entry('info', 'older line')], hasMore: false });
        return jsonResponse(200, { data: [entry('info', 'server started')], hasMore: true });
      }
      return errorResponse(404, 'Not found');
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/logs', element: <LogsPage /> }], '/logs');
    expect(await screen.findByText('server started')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('older line')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Lowest level' }));
    await user.click(screen.getByRole('option', { name: 'error' }));
    expect(await screen.findByText('disk full')).toBeTruthy();
    await waitFor(() => {
      expect(log.some((request) => request.path === '/logs' && request.query.get('level') === 'error')).toBe(
        true,
      );
    });
    expect(log.find((request) => request.query.get('level') === 'error')?.query.get('page')).toBe('1');
  });
});
