import { loginResponseSchema, publicUserSchema } from '@loomflow/core';
import type { LoginResponse, PublicUser, UpdateProfileRequest } from '@loomflow/core';
import { apiRequest } from './api-client.ts';

export const userApi = {
  /** `GET /user?id`. */
  get: (id: string): Promise<PublicUser> =>
    apiRequest(`/user?id=${encodeURIComponent(id)}`, { schema: publicUserSchema }),

  /** `PUT /user`: one's own name, email and password (the current password confirms email or password). */
  update: (request: UpdateProfileRequest): Promise<PublicUser> =>
    apiRequest('/user', { method: 'PUT', body: request, schema: publicUserSchema }),

  /**
   * `GET /auth/sso-success?token`: exchanges the one-time token the identity provider's callback put in the
   * address for the session's auth data (LoginResponse), like Flowise's SSO success page.
   */
  ssoSuccess: (token: string): Promise<LoginResponse> =>
    apiRequest(`/auth/sso-success?token=${encodeURIComponent(token)}`, {
      schema: loginResponseSchema,
      anonymous: true,
    }),
};
