import {
  ssoConfigListSchema,
  ssoConfigSchema,
  ssoPublicProvidersSchema,
  ssoTestResultSchema,
} from '@loomflow/core';
import type {
  SsoConfig,
  SsoConfigUpdate,
  SsoPublicProvider,
  SsoTestRequest,
  SsoTestResult,
} from '@loomflow/core';
import { apiRequest } from '../../api/api-client.ts';

export const ssoApi = {
  /** `GET /sso-config`: every provider's settings (the secret only as "stored"). */
  list: (): Promise<SsoConfig[]> => apiRequest('/sso-config', { schema: ssoConfigListSchema }),

  save: (update: SsoConfigUpdate): Promise<SsoConfig> =>
    apiRequest('/sso-config', { method: 'PUT', body: update, schema: ssoConfigSchema }),

  test: (request: SsoTestRequest): Promise<SsoTestResult> =>
    apiRequest('/sso-config/test', { method: 'POST', body: request, schema: ssoTestResultSchema }),

  /** `GET /auth/sso-providers` (public): the enabled providers for the sign-in page. */
  enabledProviders: (): Promise<SsoPublicProvider[]> =>
    apiRequest('/auth/sso-providers', { schema: ssoPublicProvidersSchema, anonymous: true }),

  /** Where the browser goes to sign in with a provider. */
  loginUrl: (provider: string): string => `/api/v1/auth/sso/${encodeURIComponent(provider)}`,
};
