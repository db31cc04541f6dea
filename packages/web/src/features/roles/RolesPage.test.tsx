import { ALL_PERMISSIONS } from '@loomflow/core';
import type { Role } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { ENTERPRISE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { groupRolePermissions, rolePermissionLabel, togglePermission } from './role-permission-groups.ts';
import { RolesPage } from './RolesPage.tsx';

function role(overrides: Partial<Role>): Role {
  return {
    id: 'role-x',
    organizationId: 'org-1',
    name: 'x',
    description: null,
    permissions: ['tools:view'],
    builtIn: false,
    userCount: 0,
    createdDate: '2026-01-01T00:00:00.000Z',
    updatedDate: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const BUILT_IN = role({
  id: 'builtin-viewer',
  organizationId: null,
  name: 'viewer',
  builtIn: true,
  permissions: ['chatflows:view'],
});
const AUDITORS = role({ id: 'role-auditors', name: 'Auditors', userCount: 2 });

function serveRoles(initial: Role[], refusals: { create?: [number, string] } = {}) {
  let roles = [...initial];
  const log = stubFetch((request: RecordedRequest) => {
    if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (request.path !== '/role') return errorResponse(404, 'Not found');
    if (request.method === 'GET') return jsonResponse(200, roles);
    if (request.method === 'POST') {
      if (refusals.create) return errorResponse(...refusals.create);
      const body = request.body as { name: string; permissions: string[] };
      const created = role({ id: 'role-new', name: body.name, permissions: body.permissions });
      roles = [...roles, created];
      return jsonResponse(201, created);
    }
    if (request.method === 'DELETE') {
      const id = request.query.get('id');
      const target = roles.find((candidate) => candidate.id === id);
      if (target && target.userCount > 0 && !request.query.get('reassignToRoleId'))
        return errorResponse(409, `Role ${target.name} is assigned to 2 users.`);
      roles = roles.filter((candidate) => candidate.id !== id);
      return new Response(null, { status: 204 });
    }
    return errorResponse(400, 'Unexpected');
  });
  return log;
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess(testLogin());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const routes = [{ path: '/roles', element: <RolesPage /> }];

describe('role permission groups', () => {
  it('groups every permission of core by area, view first, with readable labels', () => {
    const groups = groupRolePermissions();
    expect(groups.flatMap((group) => group.options.map((option) => option.value)).sort()).toEqual(
      [...ALL_PERMISSIONS].sort(),
    );
    const tools = groups.find((group) => group.area === 'tools');
    expect(tools?.label).toBe('Tools');
    expect(tools?.options.map((option) => option.label)).toEqual(['View', 'Create', 'Update', 'Delete']);
    const workspaces = groups.find((group) => group.area === 'workspace');
    expect(workspaces?.label).toBe('Workspaces');
    expect(workspaces?.options.map((option) => option.label)).toContain('Add users');
    expect(groups.find((group) => group.area === 'documentStores')?.label).toBe('Document Stores');
    expect(groups.find((group) => group.area === 'apikeys')?.label).toBe('API Keys');
    expect(rolePermissionLabel('loginActivity:view')).toBe('Login Activity: View');
  });

  it('brings View along with an action and takes the actions away with View', () => {
    expect(togglePermission([], 'tools:create', true)).toEqual(['tools:view', 'tools:create']);
    expect(togglePermission(['tools:view', 'tools:create', 'chatflows:view'], 'tools:view', false)).toEqual([
      'chatflows:view',
    ]);
    expect(togglePermission(['users:manage'], 'users:manage', false)).toEqual([]);
  });
});

describe('RolesPage', () => {
  it('shows built-in roles read-only: no edit or delete, disabled permissions', async () => {
    serveRoles([BUILT_IN, AUDITORS]);
    const user = userEvent.setup();
    renderRoutes(routes, '/roles');
    const row = await screen.findByTestId('role-row-viewer');
    expect(within(row).getByText('Built-in')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot be changed or deleted/)).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'chatflows:view' }).checked).toBe(
      true,
    );
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'chatflows:view' }).disabled).toBe(
      true,
    );
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('creates a role from the grouped editor and shows a refusal in the dialog', async () => {
    const log = serveRoles([BUILT_IN], {
      create: [409, 'A role named Builders already exists: choose another name.'],
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/roles');
    await user.click(await screen.findByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^name/i), 'Builders');
    const toolsArea = within(dialog).getByRole('group', { name: 'Tools' });
    await user.click(within(toolsArea).getByRole('checkbox', { name: 'tools:update' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('A role named Builders already exists: choose another name.'),
    ).toBeTruthy();
    const sent = log.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      name: 'Builders',
      description: null,
      permissions: ['tools:view', 'tools:update'],
    });
  });

  it('asks for another role before deleting one in use, and deletes an unused one directly', async () => {
    const log = serveRoles([BUILT_IN, AUDITORS, role({ id: 'role-free', name: 'Unused' })]);
    const user = userEvent.setup();
    renderRoutes(routes, '/roles');
    const row = await screen.findByTestId('role-row-Auditors');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Role' });
    expect(within(dialog).getByText(/assigned to 2 users/)).toBeTruthy();
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Reassign and delete' });
    expect(submit.disabled).toBe(true);
    await user.click(within(dialog).getByLabelText('Reassign users to'));
    await user.click(await screen.findByRole('option', { name: 'viewer' }));
    await user.click(submit);
    await waitFor(() => {
      expect(screen.queryByTestId('role-row-Auditors')).toBeNull();
    });
    const deleted = log.find((request) => request.method === 'DELETE');
    expect(deleted?.query.get('reassignToRoleId')).toBe('builtin-viewer');

    await user.click(within(screen.getByTestId('role-row-Unused')).getByRole('button', { name: 'Delete' }));
    const plain = await screen.findByRole('dialog', { name: 'Delete Role' });
    await user.click(within(plain).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByTestId('role-row-Unused')).toBeNull();
    });
  });
});
