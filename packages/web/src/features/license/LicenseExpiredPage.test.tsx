import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, memberLogin, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { serveShell, signIn } from '../../test-support/shell-server.ts';
import { LicenseExpiredPage } from './LicenseExpiredPage.tsx';

const EXPIRED = {
  ...ENTERPRISE_SETTINGS,
  license: { status: 'expired' as const, message: 'The license of Acme expired on 2025-01-01.' },
};
const routes = [
  { path: '/license-expired', element: <LicenseExpiredPage /> },
  { path: '/', element: <p>Landing</p> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('LicenseExpiredPage', () => {
  it('lets an organization admin upload a license file and install it', async () => {
    let installed = false;
    const log = serveShell(EXPIRED, (request) => {
      if (request.path === '/settings') return jsonResponse(200, installed ? ENTERPRISE_SETTINGS : EXPIRED);
      if (request.path === '/license') {
        installed = true;
        return jsonResponse(200, { status: 'valid', message: 'Licensed to Acme until 2030-01-01.' });
      }
      return undefined;
    });
    signIn(testLogin());
    const app = renderRoutes(routes, '/license-expired');
    expect(await screen.findByText('Your license has expired')).toBeTruthy();
    expect(screen.getByText('The license of Acme expired on 2025-01-01.')).toBeTruthy();

    const file = new File(['LF1.payload.signature\n'], 'acme.lic', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('license-file-input'), { target: { files: [file] } });
    await vi.waitFor(() => {
      expect(screen.getByLabelText('License')).toHaveProperty('value', 'LF1.payload.signature');
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Install License' }));

    await vi.waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/');
    });
    expect(log.find((request) => request.path === '/license')?.body).toEqual({
      license: 'LF1.payload.signature',
    });
    expect(await screen.findByText('Licensed to Acme until 2030-01-01.')).toBeTruthy();
  });

  it('shows why a license is refused', async () => {
    serveShell(EXPIRED, (request) =>
      request.path === '/license'
        ? errorResponse(400, 'The license is not valid: bad signature.')
        : undefined,
    );
    signIn(testLogin());
    renderRoutes(routes, '/license-expired');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('License'), 'LF1.forged');
    await user.click(screen.getByRole('button', { name: 'Install License' }));
    expect(await screen.findByText('The license is not valid: bad signature.')).toBeTruthy();
  });

  it('tells a member to ask an organization admin, and a visitor to sign in', async () => {
    serveShell(EXPIRED);
    signIn(memberLogin(['apikeys:view']));
    renderRoutes(routes, '/license-expired');
    expect(await screen.findByText(/Only an organization admin can install a license/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install License' })).toBeNull();
    cleanup();
    useAuthStore.getState().clearAuth();
    renderRoutes(routes, '/license-expired');
    expect(await screen.findByRole('link', { name: 'Sign in as an organization admin' })).toBeTruthy();
  });
});
