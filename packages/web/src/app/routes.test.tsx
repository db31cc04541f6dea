import { decideRoute } from '@loomflow/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth.store.ts';
import {
  ENTERPRISE_FEATURES,
  ENTERPRISE_SETTINGS,
  OPEN_SOURCE_SETTINGS,
  memberLogin,
  testLogin,
} from '../test-support/fixtures.ts';
import { renderRoutes } from '../test-support/render-app.tsx';
import { serveShell, signIn } from '../test-support/shell-server.ts';
import { APP_ROUTES } from './route-table.ts';
import { appRoutes } from './routes.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

async function landOn(initialPath: string, expected: string) {
  const app = renderRoutes(appRoutes, initialPath);
  await vi.waitFor(() => {
    expect(app.router.state.location.pathname).toBe(expected);
  });
  return app;
}

describe('route guards (spec §2, §6)', () => {
  it.each(['/', '/apikey', '/chatflows', '/canvas/flow-1', '/v2/agentcanvas', '/users', '/no-such-page'])(
    'sends a signed-out visit to %s to /login',
    async (path) => {
      serveShell(OPEN_SOURCE_SETTINGS);
      await landOn(path, '/login');
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    },
  );

  it.each(['/datasets', '/evaluations', '/users', '/roles', '/workspaces', '/account', '/files', '/logs'])(
    'open source sends the feature-flagged route %s to /unauthorized',
    async (path) => {
      serveShell(OPEN_SOURCE_SETTINGS);
      signIn(testLogin({ features: {}, isOrganizationAdmin: false, permissions: [] }));
      await landOn(path, '/unauthorized');
    },
  );

  it('open source ignores permissions: a user without any opens /apikey', async () => {
    serveShell(OPEN_SOURCE_SETTINGS);
    signIn(testLogin({ features: {}, isOrganizationAdmin: false, permissions: [] }));
    await landOn('/apikey', '/apikey');
    expect(await screen.findByRole('heading', { name: 'API Keys' })).toBeTruthy();
  });

  it('enterprise refuses a route whose permission the role lacks', async () => {
    serveShell(ENTERPRISE_SETTINGS);
    signIn(memberLogin(['chatflows:view']));
    await landOn('/apikey', '/unauthorized');
  });

  it('enterprise refuses a flagged route without the permission, even with the flag on', async () => {
    serveShell(ENTERPRISE_SETTINGS);
    signIn(memberLogin(['apikeys:view']));
    await landOn('/users', '/unauthorized');
  });

  it('enterprise refuses a flagged route when the flag is off, even for a global user', async () => {
    serveShell(ENTERPRISE_SETTINGS);
    signIn(testLogin({ features: { 'feat:users': 'false' } }));
    await landOn('/users', '/unauthorized');
  });

  // Routes whose screens belong to later issues: the guard applies, then the visit lands on `/`.
  const member = memberLogin(['apikeys:view', 'users:manage', 'templates:marketplace']);
  const unbuilt = APP_ROUTES.filter(
    (route) =>
      route.screen === undefined &&
      (route.layout === 'main' || route.layout === 'canvas') &&
      decideRoute(
        {
          platform: 'enterprise',
          isGlobal: false,
          permissions: member.permissions,
          features: member.features,
        },
        true,
        route.guard,
      ) === 'allow',
  ).map((route) => route.path.replace(/:[a-zA-Z]+/g, 'x'));

  it.skipIf(unbuilt.length === 0).each(unbuilt)(
    'lets a passing visit to %s, whose screen is not built yet, land on the landing path',
    async (path) => {
      serveShell(ENTERPRISE_SETTINGS);
      signIn(member);
      await landOn(path, '/apikey');
    },
  );

  it('sends / and unknown paths to the landing path', async () => {
    serveShell(ENTERPRISE_SETTINGS);
    signIn(memberLogin(['apikeys:view']));
    await landOn('/', '/apikey');
    cleanup();
    await landOn('/no-such-page', '/apikey');
  });

  it('lands a member with no screen to open on the profile page', async () => {
    serveShell(ENTERPRISE_SETTINGS, (request) =>
      request.path === '/user'
        ? new Response(JSON.stringify({ message: 'not stubbed' }), { status: 418 })
        : undefined,
    );
    // Account settings need only their feature: switched off here, nothing is left but the profile.
    signIn(
      memberLogin(['workspace:export'], { features: { ...ENTERPRISE_FEATURES, 'feat:account': 'false' } }),
    );
    await landOn('/', '/user-profile');
  });

  it('sends an enterprise install without a valid license to /license-expired', async () => {
    serveShell({
      ...ENTERPRISE_SETTINGS,
      license: { status: 'expired', message: 'The license of Test Corp expired on 2024-01-01.' },
    });
    signIn(testLogin());
    await landOn('/apikey', '/license-expired');
    expect(await screen.findByText('Your license has expired')).toBeTruthy();
    expect(screen.getByText('The license of Test Corp expired on 2024-01-01.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Install License' })).toBeTruthy();
  });

  it('sends a first run to /organization-setup', async () => {
    serveShell({ ...OPEN_SOURCE_SETTINGS, hasUsers: false, needsSetup: true });
    await landOn('/', '/organization-setup');
    expect(await screen.findByRole('heading', { name: 'Set up your organization' })).toBeTruthy();
  });
});
