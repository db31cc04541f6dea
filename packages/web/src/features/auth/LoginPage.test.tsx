import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { OPEN_SOURCE_SETTINGS, TEST_LOGIN, TEST_TOKEN } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { FetchHandler } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { LoginPage } from './LoginPage.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <p>Register screen</p> },
  { path: '/', element: <p>Signed-in screen</p> },
];

function serve(login: FetchHandler, settings = OPEN_SOURCE_SETTINGS) {
  return stubFetch((request) =>
    request.path === '/settings' ? jsonResponse(200, settings) : login(request),
  );
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('LoginPage', () => {
  it.each([
    [401, 'Incorrect Password'],
    [401, 'Unknown Username or Password'],
    [403, 'Inactive User'],
  ])('shows the server message of a %i answer inline: %s', async (status, message) => {
    const log = serve(() => errorResponse(status, message));
    const app = renderRoutes(routes, '/login');

    await signIn('ada@example.com', 'wrong-password1');

    const alert = await screen.findByTestId('login-error');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByText(message)).toBeTruthy();
    const loginCall = log.find((request) => request.path === '/auth/login');
    expect(loginCall?.body).toEqual({ email: 'ada@example.com', password: 'wrong-password1' });
    expect(app.router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('signs in, keeps the token in memory only and goes to the landing page', async () => {
    serve(() => jsonResponse(200, TEST_LOGIN));
    const app = renderRoutes(routes, '/login');

    await signIn('ada@example.com', 'correct-horse1');

    expect(await screen.findByText('Signed-in screen')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/');
    expect(useAuthStore.getState().token).toBe(TEST_TOKEN);
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.join('\n')).not.toContain(TEST_TOKEN);
  });

  it('checks the email before calling the server', async () => {
    const log = serve(() => jsonResponse(200, TEST_LOGIN));
    renderRoutes(routes, '/login');

    await signIn('not-an-email', 'whatever1');

    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(log.some((request) => request.path === '/auth/login')).toBe(false);
  });

  it('offers to create the owner account when nobody has registered yet', async () => {
    serve(() => errorResponse(500, 'unused'), { ...OPEN_SOURCE_SETTINGS, hasUsers: false });
    renderRoutes(routes, '/login');

    const offer = await screen.findByTestId('first-user-setup');
    await userEvent.setup().click(within(offer).getByRole('link', { name: 'Create owner account' }));
    expect(await screen.findByText('Register screen')).toBeTruthy();
  });

  it('explains a session ended by a canceled subscription (spec §8)', async () => {
    serve(() => jsonResponse(200, TEST_LOGIN));
    renderRoutes(routes, '/login?error=subscription_canceled');
    expect((await screen.findByTestId('sign-in-notice')).textContent).toContain('subscription was canceled');
  });

  it('sends a first run to the organization setup', async () => {
    serve(() => jsonResponse(200, TEST_LOGIN), {
      ...OPEN_SOURCE_SETTINGS,
      hasUsers: false,
      needsSetup: true,
    });
    const app = renderRoutes([...routes, { path: '/organization-setup', element: <p>Setup</p> }], '/login');
    expect(await screen.findByText('Setup')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/organization-setup');
  });
});
