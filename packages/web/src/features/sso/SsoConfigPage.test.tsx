import type { SsoConfig } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, TEST_LOGIN } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { SsoConfigPage } from './SsoConfigPage.tsx';

const config = (
  provider: SsoConfig['provider'],
  label: string,
  overrides: Partial<SsoConfig> = {},
): SsoConfig => ({
  provider,
  label,
  configured: false,
  enabled: false,
  clientId: '',
  hasClientSecret: false,
  issuer: '',
  tenantId: '',
  allowSignUp: false,
  redirectUri: `http://localhost/api/v1/auth/sso/${provider}/callback`,
  updatedDate: null,
  ...overrides,
});

function serve() {
  let oidc = config('oidc', 'OpenID Connect', {
    configured: true,
    clientId: 'app-1',
    hasClientSecret: true,
    issuer: 'https://id.example.com',
    updatedDate: '2026-01-01T00:00:00.000Z',
  });
  return stubFetch((request: RecordedRequest) => {
    if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (request.path === '/sso-config' && request.method === 'GET')
      return jsonResponse(200, [config('azure', 'Microsoft Entra ID'), config('google', 'Google'), oidc]);
    if (request.path === '/sso-config' && request.method === 'PUT') {
      const body = request.body as { enabled: boolean };
      oidc = { ...oidc, enabled: body.enabled, updatedDate: '2026-01-02T00:00:00.000Z' };
      return jsonResponse(200, oidc);
    }
    if (request.path === '/sso-config/test')
      return jsonResponse(200, {
        ok: false,
        issuer: 'https://id.example.com',
        message: 'Could not reach the issuer',
      });
    return errorResponse(404, 'Not found');
  });
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess(TEST_LOGIN);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('SsoConfigPage', () => {
  it('enables a provider keeping its stored secret, and shows the connection test result', async () => {
    const log = serve();
    const user = userEvent.setup();
    renderRoutes([{ path: '/sso-config', element: <SsoConfigPage /> }], '/sso-config');
    const card = await screen.findByTestId('sso-provider-oidc');
    expect(within(card).getByText(/A secret is stored/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Test Connection' }));
    expect(await within(card).findByText('Could not reach the issuer')).toBeTruthy();
    await user.click(within(card).getByRole('switch', { name: 'Enable OpenID Connect' }));
    await user.click(within(card).getByTestId('sso-oidc-save'));
    await waitFor(() => {
      expect(log.some((request) => request.method === 'PUT')).toBe(true);
    });
    const put = log.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      provider: 'oidc',
      enabled: true,
      clientId: 'app-1',
      allowSignUp: false,
      issuer: 'https://id.example.com',
    });
    expect(await within(await screen.findByTestId('sso-provider-oidc')).findByText('Enabled')).toBeTruthy();
  });
});
