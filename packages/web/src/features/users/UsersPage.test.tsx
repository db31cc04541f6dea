import type { OrganizationMember, Role } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { ENTERPRISE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { UsersPage } from './UsersPage.tsx';

function member(overrides: Partial<OrganizationMember>): OrganizationMember {
  return {
    userId: 'user-x',
    name: 'X',
    email: 'x@example.com',
    status: 'active',
    lastLogin: '2026-03-04T10:00:00.000Z',
    isOwner: false,
    role: { id: 'builtin-member', name: 'member' },
    workspaces: [{ id: 'ws-1', name: 'Default Workspace', roleName: 'member' }],
    createdDate: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const OWNER = member({ userId: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com', isOwner: true });
const GRACE = member({ userId: 'user-2', name: 'Grace', email: 'grace@example.com' });
const PENDING = member({
  userId: 'user-3',
  name: 'pending',
  email: 'pending@example.com',
  status: 'invited',
  lastLogin: null,
});
const OWN_LINK = {
  workspaceId: 'ws-1',
  userId: 'user-1',
  roleId: 'builtin-owner',
  lastLogin: null,
  createdDate: '',
  updatedDate: '',
  workspace: { id: 'ws-1', name: 'Default Workspace', organizationId: 'org-1' },
  user: { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com', status: 'active' },
  role: { id: 'builtin-owner', name: 'owner' },
};
const ROLES: Role[] = [
  {
    id: 'builtin-member',
    organizationId: null,
    name: 'member',
    description: null,
    permissions: [],
    builtIn: true,
    userCount: 1,
    createdDate: '',
    updatedDate: '',
  },
  {
    id: 'role-no-tools',
    organizationId: 'org-1',
    name: 'No tools',
    description: null,
    permissions: ['variables:view'],
    builtIn: false,
    userCount: 0,
    createdDate: '',
    updatedDate: '',
  },
];

function serveUsers(options: { refuse?: [number, string] } = {}) {
  return stubFetch((request: RecordedRequest) => {
    if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (request.path === '/role') return jsonResponse(200, ROLES);
    if (request.path === '/workspace') return jsonResponse(200, []);
    // The shell's workspace availability check: the signed-in user still belongs to their workspace.
    if (request.path === '/workspaceuser') return jsonResponse(200, [OWN_LINK]);
    if (request.path === '/organizationuser/members') {
      const search = request.query.get('search') ?? '';
      const rows = [OWNER, GRACE, PENDING].filter((row) => row.email.includes(search));
      return jsonResponse(200, { data: rows, total: rows.length });
    }
    if (options.refuse) return errorResponse(...options.refuse);
    if (request.path === '/organizationuser/resend-invite')
      return jsonResponse(200, { message: 'Invitation sent again to pending@example.com' });
    if (request.path === '/account/invite')
      return jsonResponse(200, { message: 'Invitation sent to new@example.com' });
    if (request.path === '/organizationuser' && request.method === 'PUT') {
      const body = request.body as { userId: string };
      return jsonResponse(200, {
        organizationId: 'org-1',
        userId: body.userId,
        roleId: 'builtin-member',
        isOwner: false,
        isOrganizationAdmin: false,
        createdDate: '',
        updatedDate: '',
        user: {
          id: body.userId,
          name: 'Grace',
          email: 'grace@example.com',
          status: 'inactive',
          lastLogin: null,
        },
        organization: { id: 'org-1', name: 'Org' },
        role: { id: 'builtin-member', name: 'member' },
      });
    }
    return new Response(null, { status: 204 });
  });
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

const routes = [{ path: '/users', element: <UsersPage /> }];

async function openActions(email: string) {
  const user = userEvent.setup();
  const row = await screen.findByTestId(`user-row-${email}`);
  await user.click(within(row).getByRole('button', { name: `Actions for ${email}` }));
  return user;
}

describe('UsersPage', () => {
  it('lists people with status, role, workspaces and last login; the owner and oneself have no actions', async () => {
    serveUsers();
    renderRoutes(routes, '/users');
    const owner = await screen.findByTestId('user-row-ada@example.com');
    expect(within(owner).getByText('Owner')).toBeTruthy();
    expect(within(owner).queryByRole('button', { name: /Actions for/ })).toBeNull();
    const pending = screen.getByTestId('user-row-pending@example.com');
    expect(within(pending).getByText('Invite pending')).toBeTruthy();
    expect(within(pending).getByText('Never')).toBeTruthy();
    expect(
      within(screen.getByTestId('user-row-grace@example.com')).getByText('Default Workspace'),
    ).toBeTruthy();
  });

  it('deactivates after a confirm, and offers resend/revoke for a pending invite', async () => {
    const log = serveUsers();
    renderRoutes(routes, '/users');
    let user = await openActions('grace@example.com');
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate User' });
    expect(within(confirm).getByText(/signed out at once/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => {
      expect(log.find((request) => request.method === 'PUT')?.body).toEqual({
        organizationId: 'org-1',
        userId: 'user-2',
        status: 'inactive',
      });
    });

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    user = await openActions('pending@example.com');
    expect(screen.queryByRole('menuitem', { name: 'Deactivate' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Resend invite' }));
    expect(await screen.findByText('Invitation sent again to pending@example.com')).toBeTruthy();
  });

  it('shows the server’s refusal when an action is refused', async () => {
    serveUsers({ refuse: [403, 'Only an organization admin can change or remove another admin.'] });
    renderRoutes(routes, '/users');
    const user = await openActions('grace@example.com');
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from organization' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove User' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(
      await screen.findByText('Only an organization admin can change or remove another admin.'),
    ).toBeTruthy();
    expect(screen.getByTestId('user-row-grace@example.com')).toBeTruthy();
  });

  it('changes a role and invites by email with a role and workspace', async () => {
    const log = serveUsers();
    renderRoutes(routes, '/users');
    const user = await openActions('grace@example.com');
    await user.click(await screen.findByRole('menuitem', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Role' });
    await user.click(within(dialog).getByLabelText('Role'));
    await user.click(await screen.findByRole('option', { name: 'No tools' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(log.find((request) => request.method === 'PUT')?.body).toEqual({
        organizationId: 'org-1',
        userId: 'user-2',
        roleId: 'role-no-tools',
      });
    });

    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite User' });
    await user.type(within(invite).getByLabelText(/^email/i), 'new@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invitation sent to new@example.com')).toBeTruthy();
    expect(log.find((request) => request.path === '/account/invite')?.body).toEqual({
      user: { email: 'new@example.com' },
      roleId: 'builtin-member',
      workspaceId: 'ws-1',
    });
  });
});
