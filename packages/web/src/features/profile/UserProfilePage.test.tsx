import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { OPEN_SOURCE_SETTINGS, TEST_TOKEN, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { serveShell, signIn } from '../../test-support/shell-server.ts';
import { UserProfilePage } from './UserProfilePage.tsx';

const AT = '2026-01-01T00:00:00.000Z';
const profile = (overrides: Record<string, unknown> = {}) => ({
  id: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  status: 'active',
  isSSO: false,
  createdDate: AT,
  updatedDate: AT,
  lastLogin: null,
  ...overrides,
});

function serveProfile(onPut: (request: RecordedRequest) => Response) {
  return serveShell(OPEN_SOURCE_SETTINGS, (request) => {
    if (request.path === '/user' && request.method === 'GET') return jsonResponse(200, profile());
    if (request.path === '/user' && request.method === 'PUT') return onPut(request);
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('UserProfilePage', () => {
  it('changes the name, and the auth state and stored user follow (spec §4)', async () => {
    const log = serveProfile(() => jsonResponse(200, profile({ name: 'Ada King', updatedDate: AT + 'x' })));
    signIn(testLogin());
    renderRoutes([{ path: '/user-profile', element: <UserProfilePage /> }], '/user-profile');
    const user = userEvent.setup();
    const details = await screen.findByRole('form', { name: 'Profile details' });
    const name = within(details).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(within(details).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(log.find((request) => request.method === 'PUT')?.body).toEqual({ id: 'user-1', name: 'Ada King' });
    expect(useAuthStore.getState().user?.name).toBe('Ada King');
    expect(localStorage.getItem('user')).toContain('Ada King');
    expect(JSON.stringify(localStorage)).not.toContain(TEST_TOKEN);
  });

  it('asks for the current password before changing the email', async () => {
    const log = serveProfile(() => jsonResponse(200, profile({ email: 'ada@new.example.com' })));
    signIn(testLogin());
    renderRoutes([{ path: '/user-profile', element: <UserProfilePage /> }], '/user-profile');
    const user = userEvent.setup();
    const details = await screen.findByRole('form', { name: 'Profile details' });
    const email = within(details).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@new.example.com');
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    expect(await within(details).findByText('Enter your current password')).toBeTruthy();
    expect(log.some((request) => request.method === 'PUT')).toBe(false);

    await user.type(within(details).getByLabelText('Current Password'), 'correct-horse-42');
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated');
    expect(log.find((request) => request.method === 'PUT')?.body).toEqual({
      id: 'user-1',
      name: 'Ada Lovelace',
      email: 'ada@new.example.com',
      oldPassword: 'correct-horse-42',
    });
    expect(useAuthStore.getState().user?.email).toBe('ada@new.example.com');
  });

  it('changes the password and shows the server refusal', async () => {
    let attempts = 0;
    const log = serveProfile(() => {
      attempts += 1;
      return attempts === 1
        ? errorResponse(400, 'Your current password is not correct: try again.')
        : jsonResponse(200, profile());
    });
    signIn(testLogin());
    renderRoutes([{ path: '/user-profile', element: <UserProfilePage /> }], '/user-profile');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current Password'), 'wrong-one-1');
    await user.type(within(form).getByLabelText('New Password'), 'brand-new-42');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'brand-new-42');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Your current password is not correct: try again.')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeTruthy();
    expect(log.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
      id: 'user-1',
      oldPassword: 'wrong-one-1',
      newPassword: 'brand-new-42',
    });
  });
});
