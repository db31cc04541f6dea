import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import {
  CLOUD_SETTINGS,
  ENTERPRISE_SETTINGS,
  OPEN_SOURCE_SETTINGS,
  memberLogin,
  testLogin,
} from '../../test-support/fixtures.ts';
import { jsonResponse } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { serveShell, signIn } from '../../test-support/shell-server.ts';
import { setViewportWidth } from '../../test-support/viewport.ts';
import type { MenuGroup } from '../menu.ts';
import { MainLayout } from './MainLayout.tsx';
import { SideDrawer } from './SideDrawer.tsx';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const layout = [{ element: <MainLayout />, children: [{ path: '/home', element: <p>Home screen</p> }] }];

describe('MainLayout side menu', () => {
  it('is open at 1440 px (lg and up)', async () => {
    setViewportWidth(1440);
    serveShell(OPEN_SOURCE_SETTINGS);
    signIn(testLogin());
    renderRoutes(layout, '/home');
    await screen.findByText('Home screen');
    await vi.waitFor(() => {
      expect(screen.getByTestId('side-menu').getAttribute('data-open')).toBe('true');
    });
  });

  it('is closed at 1024 px (below lg) and opens with the toggle', async () => {
    setViewportWidth(1024);
    serveShell(OPEN_SOURCE_SETTINGS);
    signIn(testLogin());
    renderRoutes(layout, '/home');
    await screen.findByText('Home screen');
    expect(screen.getByTestId('side-menu').getAttribute('data-open')).toBe('false');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle menu' }));
    expect(screen.getByTestId('side-menu').getAttribute('data-open')).toBe('true');
  });

  it('shows a partial role only what it may open, without empty groups', async () => {
    setViewportWidth(1440);
    serveShell(ENTERPRISE_SETTINGS);
    signIn(memberLogin(['apikeys:view', 'workspace:export']));
    renderRoutes(layout, '/home');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await vi.waitFor(() => {
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['API Keys']);
    });
    expect(screen.queryByTestId('menu-group-management')).toBeNull();
    expect(screen.queryByTestId('menu-group-cloud-footer')).toBeNull();
  });

  it('adds Documentation and Logout at the bottom on cloud', async () => {
    setViewportWidth(1440);
    serveShell(CLOUD_SETTINGS, (request) =>
      request.path === '/organizationuser' ||
      request.path === '/workspaceuser' ||
      request.path === '/workspace'
        ? jsonResponse(200, [])
        : undefined,
    );
    signIn(testLogin({ features: { 'feat:account': 'true' } }));
    renderRoutes(layout, '/home');
    const footer = await screen.findByTestId('menu-group-cloud-footer');
    expect(within(footer).getByText('Documentation')).toBeTruthy();
    expect(within(footer).getByText('Logout')).toBeTruthy();
  });
});

describe('SideDrawer', () => {
  it("shows 'Menu Items Error' for a misconfigured item", async () => {
    serveShell(OPEN_SOURCE_SETTINGS);
    signIn(testLogin());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: MenuGroup[] = [
      {
        id: 'main',
        items: [
          { id: 'typo', title: 'Typo', url: '/apikey', icon: HubOutlinedIcon, permission: 'apikey:view' },
        ],
      },
    ];
    renderRoutes([{ path: '/x', element: <SideDrawer isLarge menu={broken} /> }], '/x');
    expect(await screen.findByText('Menu Items Error')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('unknown permission "apikey:view"'));
  });
});
