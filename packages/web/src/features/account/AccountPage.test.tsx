import type { BasicAuthSettings, Organization } from '@loomflow/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { OPEN_SOURCE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { AccountPage } from './AccountPage.tsx';

function serveAccount(callerIsOwner: boolean) {
  let organization: Organization = {
    id: 'org-1',
    name: 'Acme',
    callerIsOwner,
    createdDate: '2026-03-04T10:00:00.000Z',
    updatedDate: '2026-03-04T10:00:00.000Z',
  };
  let basicAuth: BasicAuthSettings = { enabled: false, username: null };
  return stubFetch((request: RecordedRequest) => {
    if (request.path === '/settings') return jsonResponse(200, OPEN_SOURCE_SETTINGS);
    if (request.path === '/organization' && request.method === 'GET') return jsonResponse(200, organization);
    if (request.path === '/organization' && request.method === 'PUT') {
      organization = { ...organization, name: (request.body as { name: string }).name };
      return jsonResponse(200, organization);
    }
    if (request.path === '/account/basic-auth' && request.method === 'GET')
      return jsonResponse(200, basicAuth);
    if (request.path === '/account/basic-auth' && request.method === 'POST') {
      const body = request.body as { enabled: boolean; username?: string };
      basicAuth = { enabled: body.enabled, username: body.username ?? null };
      return jsonResponse(200, basicAuth);
    }
    return errorResponse(404, 'Not found');
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const routes = [{ path: '/account', element: <AccountPage /> }];

describe('AccountPage (open source)', () => {
  it('lets the owner rename the organization and turn on basic authentication', async () => {
    useAuthStore.getState().loginSuccess(testLogin());
    const log = serveAccount(true);
    const user = userEvent.setup();
    renderRoutes(routes, '/account');
    const name = await screen.findByLabelText('Organization Name');
    await waitFor(() => {
      expect(name).toHaveProperty('value', 'Acme');
    });
    await user.clear(name);
    await user.type(name, 'Acme Labs');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] ?? name);
    await waitFor(() => {
      expect(log.some((request) => request.method === 'PUT' && request.path === '/organization')).toBe(true);
    });

    await user.click(await screen.findByLabelText('Require basic authentication'));
    await user.type(screen.getByLabelText('Username'), 'gate');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1] ?? name);
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), '-enough-1');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1] ?? name);
    await waitFor(() => {
      const sent = log.find((request) => request.method === 'POST' && request.path === '/account/basic-auth');
      expect(sent?.body).toEqual({ enabled: true, username: 'gate', password: 'short-enough-1' });
    });
  });

  it('shows a member the name read-only and no basic authentication', async () => {
    useAuthStore.getState().loginSuccess(testLogin({ isOrganizationAdmin: false }));
    serveAccount(false);
    renderRoutes(routes, '/account');
    expect(await screen.findByText('Only the owner of the organization can rename it.')).toBeTruthy();
    expect(screen.getByLabelText('Organization Name')).toHaveProperty('disabled', true);
    expect(screen.queryByText('Basic Authentication')).toBeNull();
  });
});
