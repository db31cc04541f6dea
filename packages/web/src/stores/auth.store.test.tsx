import { afterEach, describe, expect, it } from 'vitest';
import { TEST_LOGIN, TEST_TOKEN } from '../test-support/fixtures.ts';
import { AUTH_STORAGE_KEYS, loadPersistedAuth } from './auth.storage.ts';
import { useAuthStore } from './auth.store.ts';

function everythingStored(): string {
  const entries: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key !== null) entries.push(`${key}=${localStorage.getItem(key) ?? ''}`);
  }
  return entries.join('\n');
}

afterEach(() => {
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('auth store', () => {
  it('keeps the token in memory and never writes it to local storage', () => {
    useAuthStore.getState().loginSuccess(TEST_LOGIN);

    const state = useAuthStore.getState();
    expect(state.token).toBe(TEST_TOKEN);
    expect(state.isAuthenticated).toBe(true);
    expect(state.user).not.toHaveProperty('token');
    expect(everythingStored()).not.toContain(TEST_TOKEN);
    expect(everythingStored()).not.toContain('"token"');
  });

  it('stores user, isAuthenticated, isGlobal, isSSO, permissions and features under their keys', () => {
    useAuthStore.getState().loginSuccess(TEST_LOGIN);

    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      id: 'user-1',
      name: 'Ada Lovelace',
    });
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(localStorage.getItem('isGlobal')).toBe('true');
    expect(localStorage.getItem('isSSO')).toBe('false');
    expect(JSON.parse(localStorage.getItem('permissions') ?? '[]')).toEqual([
      'apikeys:view',
      'apikeys:create',
    ]);
    expect(JSON.parse(localStorage.getItem('features') ?? '{}')).toEqual({ 'feat:users': 'true' });
  });

  it('restores a stored session without a token', () => {
    useAuthStore.getState().loginSuccess(TEST_LOGIN);
    const restored = loadPersistedAuth();
    expect(restored.isAuthenticated).toBe(true);
    expect(restored.user?.email).toBe('ada@example.com');
    expect(restored).not.toHaveProperty('token');
  });

  it('treats a tampered stored user as signed out', () => {
    localStorage.setItem('user', '{"id":1}');
    localStorage.setItem('isAuthenticated', 'true');
    expect(loadPersistedAuth().isAuthenticated).toBe(false);
  });

  it('clears every auth key on logout', () => {
    useAuthStore.getState().loginSuccess(TEST_LOGIN);
    localStorage.setItem('isDarkMode', 'true');

    useAuthStore.getState().clearAuth();

    for (const key of AUTH_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('isDarkMode')).toBe('true');
    const state = useAuthStore.getState();
    expect(state).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      permissions: [],
      features: {},
    });
  });

  it('applies profile updates and workspace renames to the stored user', () => {
    useAuthStore.getState().loginSuccess(TEST_LOGIN);
    useAuthStore.getState().updateProfile({ name: 'Ada King' });
    useAuthStore.getState().renameWorkspace('ws-1', 'Research');

    const user = useAuthStore.getState().user;
    expect(user?.name).toBe('Ada King');
    expect(user?.email).toBe('ada@example.com');
    expect(user?.activeWorkspace).toBe('Research');
    expect(user?.assignedWorkspaces).toEqual([{ id: 'ws-1', name: 'Research' }]);
    expect(loadPersistedAuth().user?.name).toBe('Ada King');
    expect(everythingStored()).not.toContain(TEST_TOKEN);
  });
});
