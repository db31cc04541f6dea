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
import type { ShellHandler } from '../../test-support/shell-server.ts';
import { TopBar } from './TopBar.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const WORKSPACES = [
  { id: 'ws-1', name: 'Default Workspace' },
  { id: 'ws-2', name: '#ops' },
  { id: 'ws-3', name: 'alpha' },
];

const repository: ShellHandler = (request) =>
  request.path === '/repos/loomflow/loomflow' ? jsonResponse(200, { stargazers_count: 12_345 }) : undefined;

function organizationLink(id: string, name: string) {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    organizationId: id,
    userId: 'user-1',
    roleId: 'owner',
    isOwner: true,
    isOrganizationAdmin: true,
    createdDate: at,
    updatedDate: at,
    user: { id: 'user-1', name: 'Ada', email: 'ada@example.com', status: 'active', lastLogin: null },
    organization: { id, name },
    role: { id: 'owner', name: 'owner' },
  };
}

function renderTopBar() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return renderRoutes([{ path: '/', element: <TopBar /> }], '/');
}

describe('TopBar star-count badge', () => {
  it('shows the repository star count on open source', async () => {
    serveShell(OPEN_SOURCE_SETTINGS, repository);
    signIn(testLogin());
    renderTopBar();
    expect((await screen.findByTestId('star-count-badge')).textContent).toContain('12.3k');
  });

  it('stays hidden when the repository service cannot be reached', async () => {
    const log = serveShell(OPEN_SOURCE_SETTINGS);
    signIn(testLogin());
    renderTopBar();
    await vi.waitFor(() => {
      expect(log.some((request) => request.path.startsWith('/repos/'))).toBe(true);
    });
    await screen.findByTestId('user-menu-button');
    expect(screen.queryByTestId('star-count-badge')).toBeNull();
  });

  it('is not shown on enterprise', async () => {
    const log = serveShell(ENTERPRISE_SETTINGS, repository);
    signIn(testLogin());
    renderTopBar();
    await screen.findByTestId('workspace-switcher').catch(() => undefined);
    expect(screen.queryByTestId('star-count-badge')).toBeNull();
    expect(log.some((request) => request.path.startsWith('/repos/'))).toBe(false);
  });
});

describe('TopBar workspace switcher (enterprise)', () => {
  it('lists the workspaces sorted, symbol-leading names last', async () => {
    serveShell(ENTERPRISE_SETTINGS);
    signIn(testLogin({ assignedWorkspaces: WORKSPACES }));
    renderTopBar();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('workspace-switcher'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['alpha', 'Default Workspace', '#ops']);
  });

  it.each([
    ['one workspace', ENTERPRISE_SETTINGS, testLogin()],
    ['feat:workspaces off', ENTERPRISE_SETTINGS, testLogin({ assignedWorkspaces: WORKSPACES, features: {} })],
    ['open source', OPEN_SOURCE_SETTINGS, testLogin({ assignedWorkspaces: WORKSPACES })],
  ])('is hidden with %s', async (_case, settings, login) => {
    serveShell(settings);
    signIn(login);
    renderTopBar();
    await screen.findByTestId('user-menu-button');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('workspace-switcher')).toBeNull();
  });
});

describe('TopBar cloud chips', () => {
  it('shows the organization and workspace as chips', async () => {
    serveShell(CLOUD_SETTINGS, (request) =>
      request.path === '/organizationuser'
        ? jsonResponse(200, [organizationLink('org-1', 'Acme'), organizationLink('org-2', 'Beta')])
        : undefined,
    );
    signIn(testLogin());
    renderTopBar();
    expect(await screen.findByRole('button', { name: 'Acme' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Default Workspace' })).toBeTruthy();
  });
});

describe('TopBar user menu', () => {
  async function openUserMenu() {
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu-button'));
    return { user, menu: await screen.findByRole('menu') };
  }

  it('offers Export, Import, Version, Update Profile and Logout', async () => {
    serveShell(ENTERPRISE_SETTINGS);
    signIn(testLogin());
    renderTopBar();
    const { menu } = await openUserMenu();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.slice(1)).toEqual(['Export', 'Import', 'Version', 'Update Profile', 'Logout']);
  });

  it.each([
    ['cloud', CLOUD_SETTINGS, testLogin()],
    ['an SSO account', ENTERPRISE_SETTINGS, memberLogin(['apikeys:view'], { isSSO: true })],
  ])('hides Update Profile on %s', async (_case, settings, login) => {
    serveShell(settings, (request) =>
      request.path === '/organizationuser' ? jsonResponse(200, []) : undefined,
    );
    signIn(login);
    renderTopBar();
    const { menu } = await openUserMenu();
    expect(within(menu).queryByText('Update Profile')).toBeNull();
  });

  it('goes to /user-profile from Update Profile', async () => {
    serveShell(OPEN_SOURCE_SETTINGS);
    signIn(testLogin());
    const app = renderRoutes(
      [
        { path: '/', element: <TopBar /> },
        { path: '/user-profile', element: <p>Profile screen</p> },
      ],
      '/',
    );
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByText('Update Profile'));
    expect(app.router.state.location.pathname).toBe('/user-profile');
  });

  it('titles the Version dialog with the server version and shows the latest release', async () => {
    serveShell(OPEN_SOURCE_SETTINGS, (request) =>
      request.path === '/repos/loomflow/loomflow/releases/latest'
        ? jsonResponse(200, {
            name: 'Loomflow 1.3.0',
            html_url: 'https://example.com/releases/1.3.0',
            published_at: '2026-05-01T10:00:00Z',
          })
        : undefined,
    );
    signIn(testLogin());
    renderTopBar();
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByText('Version'));
    const dialog = await screen.findByRole('dialog', { name: 'Loomflow v1.2.3' });
    expect(within(dialog).getByTestId('current-version').textContent).toBe('1.2.3');
    const link = await within(dialog).findByRole('link', { name: 'Loomflow 1.3.0' });
    expect(link.getAttribute('href')).toBe('https://example.com/releases/1.3.0');
    expect(within(dialog).getByText('Published')).toBeTruthy();
  });

  it('shows only the server version when the release service is offline, logging the failure', async () => {
    serveShell(OPEN_SOURCE_SETTINGS);
    signIn(testLogin());
    renderTopBar();
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByText('Version'));
    const dialog = await screen.findByRole('dialog', { name: 'Loomflow v1.2.3' });
    await vi.waitFor(() => {
      expect(console.error).toHaveBeenCalledWith('Could not load the latest release', expect.anything());
    });
    expect(within(dialog).queryByText('Latest release')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
