import type { SettingsResponse } from '@loomflow/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { CLOUD_SETTINGS, OPEN_SOURCE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { RUNTIME_VARIABLE_HINT, VariableDialog } from './VariableDialog.tsx';

function openDialog(settings: SettingsResponse) {
  useAuthStore.getState().loginSuccess(testLogin());
  const requests = stubFetch((request) =>
    request.path === '/settings' ? jsonResponse(200, settings) : errorResponse(404, 'Not found'),
  );
  renderRoutes([{ path: '/variables', element: <VariableDialog onClose={() => undefined} /> }], '/variables');
  return requests;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('VariableDialog', () => {
  it('offers runtime variables with the RUNTIME_VARIABLES_ALLOW hint on open source', async () => {
    const requests = openDialog(OPEN_SOURCE_SETTINGS);
    const user = userEvent.setup();
    await waitFor(() => {
      expect(requests.some((request) => request.path === '/settings')).toBe(true);
    });
    await user.click(await screen.findByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Runtime' }));
    expect(await screen.findByText(RUNTIME_VARIABLE_HINT)).toBeTruthy();
    expect(RUNTIME_VARIABLE_HINT).toContain('RUNTIME_VARIABLES_ALLOW');
  });

  it('offers static variables only on Loomflow Cloud', async () => {
    const requests = openDialog(CLOUD_SETTINGS);
    const user = userEvent.setup();
    await waitFor(() => {
      expect(requests.some((request) => request.path === '/settings')).toBe(true);
    });
    // Settings answered: the platform is known before the menu opens.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.click(await screen.findByRole('combobox', { name: 'Type' }));
    expect(await screen.findByRole('option', { name: 'Static' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Runtime' })).toBeNull();
  });
});
