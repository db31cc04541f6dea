import { authUserSchema } from '@loomflow/core';
import type { AuthUser, Features } from '@loomflow/core';
import { readStoredJson, removeStored, writeStored } from './browser-storage.ts';

/** The auth keys kept in local storage (spec §4). The token is deliberately not one of them. */
export const AUTH_STORAGE_KEYS = [
  'user',
  'isAuthenticated',
  'isGlobal',
  'isSSO',
  'permissions',
  'features',
] as const;

export interface PersistedAuth {
  readonly user: AuthUser | null;
  readonly isAuthenticated: boolean;
  readonly isGlobal: boolean;
  readonly isSSO: boolean;
  readonly permissions: readonly string[];
  readonly features: Features;
}

export const SIGNED_OUT: PersistedAuth = {
  user: null,
  isAuthenticated: false,
  isGlobal: false,
  isSSO: false,
  permissions: [],
  features: {},
};

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function toFeatures(value: unknown): Features {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const features: Record<string, string | boolean> = {};
  for (const [flag, flagValue] of Object.entries(value)) {
    if (typeof flagValue === 'string' || typeof flagValue === 'boolean') features[flag] = flagValue;
  }
  return features;
}

/** What a previous session left in local storage; anything malformed counts as signed out. */
export function loadPersistedAuth(): PersistedAuth {
  const user = authUserSchema.safeParse(readStoredJson('user'));
  if (!user.success || readStoredJson('isAuthenticated') !== true) return SIGNED_OUT;
  const permissions = readStoredJson('permissions');
  return {
    user: user.data,
    isAuthenticated: true,
    isGlobal: readStoredJson('isGlobal') === true,
    isSSO: readStoredJson('isSSO') === true,
    permissions: isStringList(permissions) ? permissions : [],
    features: toFeatures(readStoredJson('features')),
  };
}

export function savePersistedAuth(auth: PersistedAuth): void {
  writeStored('user', JSON.stringify(auth.user));
  writeStored('isAuthenticated', JSON.stringify(auth.isAuthenticated));
  writeStored('isGlobal', JSON.stringify(auth.isGlobal));
  writeStored('isSSO', JSON.stringify(auth.isSSO));
  writeStored('permissions', JSON.stringify(auth.permissions));
  writeStored('features', JSON.stringify(auth.features));
}

export function clearPersistedAuth(): void {
  for (const key of AUTH_STORAGE_KEYS) removeStored(key);
}
