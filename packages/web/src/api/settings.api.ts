import { settingsResponseSchema, versionResponseSchema } from '@loomflow/core';
import type { SettingsResponse, VersionResponse } from '@loomflow/core';
import { apiRequest } from './api-client.ts';

export const settingsApi = {
  /** Public: the login page reads it before anyone is signed in. */
  settings: (): Promise<SettingsResponse> =>
    apiRequest('/settings', { schema: settingsResponseSchema, anonymous: true }),
  version: (): Promise<VersionResponse> => apiRequest('/version', { schema: versionResponseSchema }),
};
