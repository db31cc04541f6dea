import { AUTH_MESSAGES, authUserSchema, sessionRefreshResponseSchema } from '@loomflow/core';
import { useAuthStore } from '../stores/auth.store.ts';
import { ApiError } from './api-error.ts';
import { readBody, readError, send } from './http-transport.ts';

export const REFRESH_PATH = '/auth/refreshToken';

let inFlight: Promise<void> | null = null;

async function runRefresh(): Promise<void> {
  const response = await send(REFRESH_PATH, { method: 'POST' });
  if (!response.ok) throw await readError(response);
  let body: unknown;
  try {
    body = await readBody(response, sessionRefreshResponseSchema.loose());
  } catch {
    throw new ApiError(401, AUTH_MESSAGES.refreshTokenExpired);
  }
  // The answer is the signed-in user as of now: role and permission changes reach the menu and guards.
  const user = authUserSchema.safeParse(body);
  if (user.success) useAuthStore.getState().refreshUser(user.data);
}

/**
 * Renews the access token. Concurrent callers share one in-flight request, so a burst of expired calls
 * triggers a single refresh. Rejects with an ApiError when the session cannot be renewed.
 */
export function refreshSession(): Promise<void> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
