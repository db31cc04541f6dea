import type { Workspace, WorkspaceContents } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { WorkspacesPage } from './WorkspacesPage.tsx';

const workspace = (id: string, name: string, extra: Partial<Workspace> = {}): Workspace => ({
  id,
  name,
  description: null,
  organizationId: 'org-1',
  isDefault: false,
  userCount: 1,
  createdDate: '2026-03-04T10:00:00.000Z',
  updatedDate: '2026-03-04T10:00:00.000Z',
  ...extra,
});

const CONTENTS: WorkspaceContents = {
  chatflows: 3,
  agentflows: 0,
  assistants: 0,
  credentials: 1,
  variables: 0,
  tools: 0,
  apiKeys: 0,
  executions: 0,
  chatMessages: 0,
  users: 2,
};

function serveWorkspaces(initial: Workspace[]) {
  let workspaces = [...initial];
  const log = stubFetch((request: RecordedRequest) => {
    if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (request.path === '/workspace' && request.method === 'GET') return jsonResponse(200, workspaces);
    if (request.path === '/workspace' && request.method === 'PUT') {
      const body = request.body as { id: string; name: string };
      workspaces = workspaces.map((item) => (item.id === body.id ? { ...item, name: body.name } : item));
      return jsonResponse(
        200,
        workspaces.find((item) => item.id === body.id),
      );
    }
    if (request.path.startsWith('/workspace/contents/')) return jsonResponse(200, CONTENTS);
    if (request.path.startsWith('/workspace/') && request.method === 'DELETE') {
      const id = request.path.replace('/workspace/', '');
      workspaces = workspaces.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    }
    if (request.path.startsWith('/workspaceuser')) return jsonResponse(200, []);
    return errorResponse(404, 'Not found');
  });
  return log;
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess(
    testLogin({
      permissions: ['workspace:view', 'workspace:update', 'workspace:delete', 'workspace:create'],
      assignedWorkspaces: [
        { id: 'ws-1', name: 'Default Workspace' },
        { id: 'ws-2', name: 'Research' },
      ],
      activeWorkspaceId: 'ws-2',
      activeWorkspace: 'Research',
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const routes = [{ path: '/workspaces', element: <WorkspacesPage /> }];
const ALL = [
  workspace('ws-1', 'Default Workspace', { isDefault: true, userCount: 4 }),
  workspace('ws-2', 'Research'),
  workspace('ws-3', 'Sales', { userCount: 2 }),
];

describe('WorkspacesPage', () => {
  it('refuses to delete the Default Workspace and the active one, saying why', async () => {
    serveWorkspaces(ALL);
    renderRoutes(routes, '/workspaces');
    const defaultRow = await screen.findByRole('row', { name: /Default Workspace/ });
    expect(within(defaultRow).getByText('4')).toBeTruthy();
    const deleteDefault = within(defaultRow).getByRole('button', { name: 'Delete Default Workspace' });
    expect(deleteDefault).toHaveProperty('disabled', true);
    expect(within(defaultRow).getByLabelText('The Default Workspace cannot be deleted.')).toBeTruthy();
    const activeRow = screen.getByRole('row', { name: /Research/ });
    expect(within(activeRow).getByRole('button', { name: 'Delete Research' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      within(activeRow).getByLabelText(
        'You cannot delete the workspace you are working in: switch to another workspace first.',
      ),
    ).toBeTruthy();
  });

  it('lists what a workspace holds and deletes it only once its name is typed', async () => {
    const log = serveWorkspaces(ALL);
    const user = userEvent.setup();
    renderRoutes(routes, '/workspaces');
    const row = await screen.findByRole('row', { name: /Sales/ });
    await user.click(within(row).getByRole('button', { name: 'Delete Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Workspace' });
    const contents = await within(dialog).findByTestId('workspace-contents');
    expect(contents.textContent).toContain('3 chatflows, 1 credential');
    expect(contents.textContent).toContain('2 people lose access');
    const confirm = within(dialog).getByTestId('confirm-delete-workspace');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByTestId('confirm-workspace-name'), 'Sale');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByTestId('confirm-workspace-name'), 's');
    await user.click(confirm);
    await waitFor(() => {
      expect(screen.queryByRole('row', { name: /Sales/ })).toBeNull();
    });
    expect(log.some((request) => request.method === 'DELETE' && request.path === '/workspace/ws-3')).toBe(
      true,
    );
  });

  it('renames a workspace and the top bar name follows when it is the active one', async () => {
    serveWorkspaces(ALL);
    const user = userEvent.setup();
    renderRoutes(routes, '/workspaces');
    const row = await screen.findByRole('row', { name: /Research/ });
    await user.click(within(row).getByRole('button', { name: 'Edit Research' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Workspace' });
    const name = within(dialog).getByLabelText('Workspace Name');
    await user.clear(name);
    await user.type(name, 'Research Lab');
    await user.click(within(dialog).getByTestId('save-workspace'));
    await screen.findByRole('row', { name: /Research Lab/ });
    const state = useAuthStore.getState().user;
    expect(state?.activeWorkspace).toBe('Research Lab');
    expect(state?.assignedWorkspaces).toContainEqual({ id: 'ws-2', name: 'Research Lab' });
  });
});
