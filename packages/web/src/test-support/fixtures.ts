import { featuresForPlatform } from '@loomflow/core';
import type { ApiKey, AuthUser, LoginResponse, SettingsResponse } from '@loomflow/core';

export const TEST_USER: AuthUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  status: 'active',
  role: 'owner',
  isSSO: false,
  activeOrganizationId: 'org-1',
  activeOrganizationSubscriptionId: '',
  activeOrganizationCustomerId: '',
  activeOrganizationProductId: '',
  activeWorkspaceId: 'ws-1',
  activeWorkspace: 'Default Workspace',
  lastLogin: null,
  isOrganizationAdmin: true,
  assignedWorkspaces: [{ id: 'ws-1', name: 'Default Workspace' }],
  permissions: ['apikeys:view', 'apikeys:create'],
};

export const TEST_TOKEN = 'access-token-that-must-never-be-stored';

export const TEST_LOGIN: LoginResponse = {
  ...TEST_USER,
  token: TEST_TOKEN,
  features: { 'feat:users': 'true' },
};

export const OPEN_SOURCE_SETTINGS: SettingsResponse = {
  PLATFORM_TYPE: 'open source',
  hasUsers: true,
  needsSetup: false,
  emailEnabled: true,
  openRegistration: true,
};

export function testApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'key-1',
    keyName: 'Website chatbot',
    apiKey: 'lf_ab12…9xyz',
    permissions: ['chatflows:view'],
    workspaceId: 'ws-1',
    lastUsedDate: null,
    createdDate: '2026-03-04T10:00:00.000Z',
    updatedDate: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export const ENTERPRISE_SETTINGS: SettingsResponse = {
  ...OPEN_SOURCE_SETTINGS,
  PLATFORM_TYPE: 'enterprise',
  openRegistration: false,
  license: { status: 'valid', message: 'Licensed to Test Corp until 2030-01-01.' },
};

export const CLOUD_SETTINGS: SettingsResponse = { ...OPEN_SOURCE_SETTINGS, PLATFORM_TYPE: 'cloud' };

/** Every feature flag an enterprise deployment turns on. */
export const ENTERPRISE_FEATURES: LoginResponse['features'] = featuresForPlatform('enterprise');

/** A login answer; by default an organization admin of the enterprise kind. */
export function testLogin(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return { ...TEST_LOGIN, features: ENTERPRISE_FEATURES, ...overrides };
}

/** A member whose role holds only these permissions. */
export function memberLogin(permissions: string[], overrides: Partial<LoginResponse> = {}): LoginResponse {
  return testLogin({ isOrganizationAdmin: false, role: 'custom', permissions, ...overrides });
}
