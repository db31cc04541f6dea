import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { OPEN_SOURCE_SETTINGS, TEST_LOGIN } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { serveShell } from '../../test-support/shell-server.ts';
import { OrganizationSetupPage } from './OrganizationSetupPage.tsx';

const FIRST_RUN = { ...OPEN_SOURCE_SETTINGS, hasUsers: false, needsSetup: true };
const routes = [
  { path: '/organization-setup', element: <OrganizationSetupPage /> },
  { path: '/', element: <p>Landing</p> },
];

async function fillIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Organization Name'), 'Acme Research');
  await user.type(screen.getByLabelText('Name'), 'Ada Owner');
  await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
  await user.type(screen.getByLabelText('Password'), 'correct-horse-42');
  await user.type(screen.getByLabelText('Confirm Password'), 'correct-horse-42');
  await user.click(screen.getByRole('button', { name: 'Create Organization' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('OrganizationSetupPage', () => {
  it('creates the organization with its owner, signs the owner in and goes to the landing path', async () => {
    let setUp = false;
    const log = serveShell(FIRST_RUN, (request) => {
      if (request.path === '/settings') return jsonResponse(200, setUp ? OPEN_SOURCE_SETTINGS : FIRST_RUN);
      if (request.path === '/account/register') {
        setUp = true;
        return jsonResponse(201, {
          id: 'user-1',
          email: 'ada@example.com',
          name: 'Ada Owner',
          status: 'active',
          verificationRequired: false,
        });
      }
      if (request.path === '/auth/login') return jsonResponse(200, TEST_LOGIN);
      return undefined;
    });
    const app = renderRoutes(routes, '/organization-setup');
    await fillIn();

    await vi.waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/');
    });
    expect(log.find((request) => request.path === '/account/register')?.body).toEqual({
      user: { name: 'Ada Owner', email: 'ada@example.com', credential: 'correct-horse-42' },
      organization: { name: 'Acme Research' },
    });
    expect(log.find((request) => request.path === '/auth/login')?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct-horse-42',
    });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('shows the server refusal', async () => {
    serveShell(FIRST_RUN, (request) =>
      request.path === '/account/register'
        ? errorResponse(403, 'Registration is by invitation only')
        : undefined,
    );
    renderRoutes(routes, '/organization-setup');
    await fillIn();
    expect(await screen.findByText('Registration is by invitation only')).toBeTruthy();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('checks the fields first', async () => {
    const log = serveShell(FIRST_RUN);
    renderRoutes(routes, '/organization-setup');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('Organization name is required')).toBeTruthy();
    expect(log.some((request) => request.path === '/account/register')).toBe(false);
  });

  it('leaves for the landing path once the instance is set up', async () => {
    serveShell(OPEN_SOURCE_SETTINGS);
    const app = renderRoutes(routes, '/organization-setup');
    await vi.waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/');
    });
  });
});
