import type { AuthUser, LoginResponse } from '@loomflow/core';
import { create } from 'zustand';
import { SIGNED_OUT, clearPersistedAuth, loadPersistedAuth, savePersistedAuth } from './auth.storage.ts';
import type { PersistedAuth } from './auth.storage.ts';

/** Auth state of spec §3. Only the PersistedAuth part reaches local storage; the token lives in memory. */
export interface AuthState extends PersistedAuth {
  readonly token: string | null;
  /** Stores a successful login (spec §4); also used when a workspace switch or plan change replaces it. */
  readonly loginSuccess: (response: LoginResponse) => void;
  /** A token refresh answers the user as the server sees them now: new permissions and roles apply at once. */
  readonly refreshUser: (user: AuthUser) => void;
  /** Logout or a failed refresh: forget the user in memory and in local storage. */
  readonly clearAuth: () => void;
  /** A profile update changes name and email. */
  readonly updateProfile: (changes: { readonly name?: string; readonly email?: string }) => void;
  /** A workspace rename updates the matching assigned workspace (and the active one's name). */
  readonly renameWorkspace: (workspaceId: string, name: string) => void;
  /** The user's workspaces as the server lists them now (the Workspace Unavailable check reads them). */
  readonly setAssignedWorkspaces: (workspaces: readonly { id: string; name: string }[]) => void;
}

function persistedPart(state: PersistedAuth): PersistedAuth {
  const { user, isAuthenticated, isGlobal, isSSO, permissions, features } = state;
  return { user, isAuthenticated, isGlobal, isSSO, permissions, features };
}

function withUser(state: AuthState, user: AuthUser): Partial<AuthState> {
  const next: PersistedAuth = { ...persistedPart(state), user };
  savePersistedAuth(next);
  return { user };
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  ...loadPersistedAuth(),
  token: null,

  loginSuccess: (response) => {
    const { token, features, ...user } = response;
    const next: PersistedAuth = {
      user,
      isAuthenticated: true,
      isGlobal: user.isOrganizationAdmin,
      isSSO: user.isSSO,
      permissions: user.permissions,
      features,
    };
    savePersistedAuth(next);
    set({ ...next, token });
  },

  refreshUser: (user) => {
    const state = get();
    if (!state.isAuthenticated) return;
    const next: PersistedAuth = {
      ...persistedPart(state),
      user,
      isGlobal: user.isOrganizationAdmin,
      isSSO: user.isSSO,
      permissions: user.permissions,
    };
    savePersistedAuth(next);
    set(next);
  },

  clearAuth: () => {
    clearPersistedAuth();
    set({ ...SIGNED_OUT, token: null });
  },

  updateProfile: (changes) => {
    const state = get();
    if (!state.user) return;
    const { name = state.user.name, email = state.user.email } = changes;
    set(withUser(state, { ...state.user, name, email }));
  },

  renameWorkspace: (workspaceId, name) => {
    const state = get();
    if (!state.user) return;
    const assignedWorkspaces = state.user.assignedWorkspaces.map((workspace) =>
      workspace.id === workspaceId ? { ...workspace, name } : workspace,
    );
    const activeWorkspace = state.user.activeWorkspaceId === workspaceId ? name : state.user.activeWorkspace;
    set(withUser(state, { ...state.user, assignedWorkspaces, activeWorkspace }));
  },

  setAssignedWorkspaces: (workspaces) => {
    const state = get();
    if (!state.user) return;
    const assignedWorkspaces = workspaces.map(({ id, name }) => ({ id, name }));
    set(withUser(state, { ...state.user, assignedWorkspaces }));
  },
}));
