import { loginResponseSchema, logoutResponseSchema, registerResponseSchema } from '@loomflow/core';
import type {
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  RegisterRequest,
  RegisterResponse,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

/** Account and session calls (spec §7). Calls made before a session exists are `anonymous`. */
export const authApi = {
  login: (request: LoginRequest): Promise<LoginResponse> =>
    apiRequest('/auth/login', {
      method: 'POST',
      body: request,
      schema: loginResponseSchema,
      anonymous: true,
    }),

  /** Sign-up; with `organization`, the first-run setup that creates the organization and its owner. */
  register: (
    user: RegisterRequest['user'],
    organization?: RegisterRequest['organization'],
  ): Promise<RegisterResponse> =>
    apiRequest('/account/register', {
      method: 'POST',
      body: organization ? { user, organization } : { user },
      schema: registerResponseSchema,
      anonymous: true,
    }),

  verify: async (tempToken: string): Promise<void> => {
    await apiRequest('/account/verify', {
      method: 'POST',
      body: { user: { tempToken } },
      schema: ignoredBody,
      anonymous: true,
    });
  },

  resendVerification: async (email: string): Promise<void> => {
    await apiRequest('/account/resend-verification', {
      method: 'POST',
      body: { user: { email } },
      schema: ignoredBody,
      anonymous: true,
    });
  },

  forgotPassword: async (email: string): Promise<void> => {
    await apiRequest('/account/forgot-password', {
      method: 'POST',
      body: { user: { email } },
      schema: ignoredBody,
      anonymous: true,
    });
  },

  resetPassword: async (user: { email: string; tempToken: string; password: string }): Promise<void> => {
    await apiRequest('/account/reset-password', {
      method: 'POST',
      body: { user },
      schema: ignoredBody,
      anonymous: true,
    });
  },

  logout: (): Promise<LogoutResponse> =>
    apiRequest('/account/logout', { method: 'POST', schema: logoutResponseSchema }),
};
