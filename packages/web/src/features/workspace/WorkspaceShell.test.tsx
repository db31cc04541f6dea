import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../api/page-load.ts';
import { TopBar } from '../../app/layouts/TopBar.tsx';
import { useAuthStore } from '../../stores/auth.store.ts';
import { useWorkspaceSwitchStore } from '../../stores/workspace-switch.store.ts';
import { CLOUD_SETTINGS, ENTERPRISE_SETTINGS, memberLogin, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { serveShell, signIn } from '../../test-support/shell-server.ts';

vi.mock('../../api/page-load.ts', () => ({ loadPage: vi.fn() }));

const AT = '2026-01-01T00:00:00.000Z';
const WORKSPACES = [
  { id: 'ws-1', name: 'Default Workspace' },
  { id: 'ws-2', name: 'Zeta' },
  { id: 'ws-3', name: 'Alpha' },
];

function link(workspace: { id: string; name: string }) {
  return {
    workspaceId: workspace.id,
    userId: 'user-1',
    roleId: 'role-1',
    lastLogin: null,
    createdDate: AT,
    updatedDate: AT,
    workspace: { ...workspace, organizationId: 'org-1' },
    user: { id: 'user-1', name: 'Ada', email: 'ada@example.com', status: 'active' },
    role: { id: 'role-1', name: 'member' },
  };
}

function myWorkspaces(list: readonly { id: string; name: string }[]) {
  return (request: { path: string }) =>
    request.path === '/workspaceuser' ? jsonResponse(200, list.map(link)) : undefined;
}

function renderShell() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return renderRoutes([{ path: '/', element: <TopBar /> }], '/');
}

beforeEach(() => {
  vi.mocked(loadPage).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
  useWorkspaceSwitchStore.getState().reset();
  localStorage.clear();
});

describe('workspace switch (spec §4)', () => {
  it('shows the overlay, replaces the auth data with the answer, then loads / afresh', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const log = serveShell(ENTERPRISE_SETTINGS, async (request) => {
      if (request.path === '/workspace/switch') {
        await answered;
        return jsonResponse(
          200,
          memberLogin(['apikeys:view'], {
            activeWorkspaceId: 'ws-3',
            activeWorkspace: 'Alpha',
            assignedWorkspaces: WORKSPACES,
            token: 'new-token',
          }),
        );
      }
      return myWorkspaces(WORKSPACES)(request);
    });
    signIn(memberLogin(['apikeys:view'], { assignedWorkspaces: WORKSPACES }));
    renderShell();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('workspace-switcher'));
    await user.click(await screen.findByRole('menuitem', { name: 'Alpha' }));

    expect(await screen.findByText('Switching workspace…')).toBeTruthy();
    release();
    await vi.waitFor(() => {
      expect(loadPage).toHaveBeenCalledWith('/');
    });
    const switchCall = log.find((request) => request.path === '/workspace/switch');
    expect(switchCall?.method).toBe('POST');
    expect(useAuthStore.getState().user?.activeWorkspaceId).toBe('ws-3');
    expect(useAuthStore.getState().token).toBe('new-token');
    expect(JSON.stringify(localStorage)).not.toContain('new-token');
  });

  it('opens the blocking switch-error dialog with Logout, with the enterprise advice', async () => {
    serveShell(ENTERPRISE_SETTINGS, (request) =>
      request.path === '/workspace/switch'
        ? errorResponse(403, 'You are not assigned to the workspace Alpha')
        : myWorkspaces(WORKSPACES)(request),
    );
    signIn(memberLogin(['apikeys:view'], { assignedWorkspaces: WORKSPACES }));
    const app = renderShell();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('workspace-switcher'));
    await user.click(await screen.findByRole('menuitem', { name: 'Alpha' }));

    const dialog = await screen.findByRole('dialog', { name: 'Failed to switch workspace' });
    expect(within(dialog).getByText('Please contact your administrator for assistance.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Logout']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Failed to switch workspace' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/');
    expect(loadPage).not.toHaveBeenCalled();
  });
});

describe('Workspace Unavailable (spec §4)', () => {
  it('after 500 ms offers the remaining workspaces, sorted, and switches to the chosen one', async () => {
    const log = serveShell(ENTERPRISE_SETTINGS, (request) =>
      request.path === '/workspace/switch'
        ? jsonResponse(200, memberLogin(['apikeys:view'], { activeWorkspaceId: 'ws-3' }))
        : myWorkspaces([WORKSPACES[1]!, WORKSPACES[2]!])(request),
    );
    signIn(memberLogin(['apikeys:view'], { assignedWorkspaces: WORKSPACES }));
    renderShell();

    const dialog = await screen.findByRole('dialog', { name: 'Workspace Unavailable' }, { timeout: 3000 });
    const query = log.find((request) => request.path === '/workspaceuser');
    expect(query).toBeTruthy();
    const choices = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(choices).toEqual(['Alpha', 'Zeta']);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Alpha' }));
    await vi.waitFor(() => {
      expect(loadPage).toHaveBeenCalledWith('/');
    });
  });

  it('offers only Logout when no workspace is left', async () => {
    serveShell(CLOUD_SETTINGS, (request) =>
      request.path === '/organizationuser' ? jsonResponse(200, []) : myWorkspaces([])(request),
    );
    signIn(memberLogin(['apikeys:view']));
    renderShell();
    const dialog = await screen.findByRole('dialog', { name: 'Workspace Unavailable' }, { timeout: 3000 });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Logout']);
  });

  it('stays closed while the active workspace is still assigned', async () => {
    serveShell(ENTERPRISE_SETTINGS, myWorkspaces(WORKSPACES));
    signIn(testLogin({ isOrganizationAdmin: false, assignedWorkspaces: WORKSPACES }));
    renderShell();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('dialog', { name: 'Workspace Unavailable' })).toBeNull();
    expect(useAuthStore.getState().user?.assignedWorkspaces).toEqual(WORKSPACES);
  });
});

describe('cloud organization switch (spec §4)', () => {
  it("loads the organization's workspaces and switches to the first, sorted", async () => {
    const organizations = [
      { id: 'org-1', name: 'Acme' },
      { id: 'org-2', name: 'Beta' },
    ].map((organization) => ({
      organizationId: organization.id,
      userId: 'user-1',
      roleId: 'owner',
      isOwner: true,
      isOrganizationAdmin: true,
      createdDate: AT,
      updatedDate: AT,
      user: { id: 'user-1', name: 'Ada', email: 'ada@example.com', status: 'active', lastLogin: null },
      organization,
      role: { id: 'owner', name: 'owner' },
    }));
    const betaWorkspaces = [
      { id: 'b-2', name: 'Zulu' },
      { id: 'b-1', name: 'Bravo' },
    ];
    const log = serveShell(CLOUD_SETTINGS, (request) => {
      if (request.path === '/organizationuser') return jsonResponse(200, organizations);
      if (request.path === '/workspace/switch')
        return jsonResponse(200, testLogin({ activeWorkspaceId: 'b-1' }));
      if (request.path === '/workspaceuser') {
        return jsonResponse(
          200,
          (request.query.get('organizationId') === 'org-2' ? betaWorkspaces : WORKSPACES).map(link),
        );
      }
      return undefined;
    });
    signIn(memberLogin(['apikeys:view'], { assignedWorkspaces: WORKSPACES }));
    renderShell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Acme' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Beta' }));
    await vi.waitFor(() => {
      expect(loadPage).toHaveBeenCalledWith('/');
    });
    const switchCall = log.find((request) => request.path === '/workspace/switch');
    expect(switchCall?.query.get('id')).toBe('b-1');
  });
});
