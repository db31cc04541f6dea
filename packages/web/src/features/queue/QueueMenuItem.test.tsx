import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from '../../app/layouts/MainLayout.tsx';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, memberLogin, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { serveShell, signIn } from '../../test-support/shell-server.ts';
import { setViewportWidth } from '../../test-support/viewport.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const layout = [{ element: <MainLayout />, children: [{ path: '/home', element: <p>Home screen</p> }] }];

describe('the Queue menu item', () => {
  it('is in Others when the server runs in queue mode', async () => {
    setViewportWidth(1440);
    serveShell({ ...ENTERPRISE_SETTINGS, QUEUE_MODE: true });
    signIn(testLogin());
    renderRoutes(layout, '/home');
    const item = await screen.findByTestId('menu-item-queue');
    expect(item.getAttribute('href')).toBe('/queue');
    expect(screen.getByTestId('menu-group-others').contains(item)).toBe(true);
  });

  it('is not there in in-process mode', async () => {
    setViewportWidth(1440);
    serveShell(ENTERPRISE_SETTINGS);
    signIn(testLogin());
    renderRoutes(layout, '/home');
    await screen.findByTestId('menu-item-logs');
    expect(screen.queryByTestId('menu-item-queue')).toBeNull();
  });

  it('is not offered to someone who may not see the logs', async () => {
    setViewportWidth(1440);
    serveShell({ ...ENTERPRISE_SETTINGS, QUEUE_MODE: true });
    signIn(memberLogin(['chatflows:view']));
    renderRoutes(layout, '/home');
    await screen.findByTestId('menu-item-chatflows');
    expect(screen.queryByTestId('menu-item-queue')).toBeNull();
  });
});
