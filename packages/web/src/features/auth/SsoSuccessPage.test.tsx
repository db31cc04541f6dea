import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { OPEN_SOURCE_SETTINGS, TEST_LOGIN, TEST_TOKEN } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { serveShell } from '../../test-support/shell-server.ts';
import { SsoSuccessPage } from './SsoSuccessPage.tsx';

const routes = [
  { path: '/sso-success', element: <SsoSuccessPage /> },
  { path: '/', element: <p>Landing</p> },
  { path: '/login', element: <p>Sign in</p> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('SsoSuccessPage', () => {
  it('exchanges the token for the session, stores it like a login and goes to the landing path', async () => {
    const log = serveShell(OPEN_SOURCE_SETTINGS, (request) =>
      request.path === '/auth/sso-success' ? jsonResponse(200, { ...TEST_LOGIN, isSSO: true }) : undefined,
    );
    const app = renderRoutes(routes, '/sso-success?token=one-time');
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/');
    expect(log.some((request) => request.path === '/auth/sso-success')).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isSSO: true, token: TEST_TOKEN });
    expect(JSON.stringify(localStorage)).not.toContain(TEST_TOKEN);
  });

  it('goes back to sign in with the reason when the token is refused or missing', async () => {
    serveShell(OPEN_SOURCE_SETTINGS, (request) =>
      request.path === '/auth/sso-success' ? errorResponse(401, 'This sign-in link has expired') : undefined,
    );
    renderRoutes(routes, '/sso-success?token=stale');
    expect(await screen.findByText('Sign in')).toBeTruthy();
    expect(await screen.findByText('Single sign-on failed: This sign-in link has expired')).toBeTruthy();
    cleanup();
    renderRoutes(routes, '/sso-success');
    expect(await screen.findByText(/carried no token/)).toBeTruthy();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
