import { AUTH_MESSAGES } from '@loomflow/core';
import { LOGIN_PATHS, PATHS } from '../app/paths.ts';
import { useAuthStore } from '../stores/auth.store.ts';
import { notify } from '../ui/notify.ts';
import type { ApiError } from './api-error.ts';
import { clearReadableCookies } from './cookies.ts';
import { readBody, readError, send } from './http-transport.ts';
import type { HttpMethod } from './http-transport.ts';
import type { ResponseSchema } from './response-schema.ts';
import { followRedirect, sessionNavigator } from './session-navigator.ts';
import { refreshSession } from './token-refresh.ts';

export interface RequestOptions<T> {
  readonly method?: HttpMethod;
  readonly body?: unknown;
  /** Core's zod schema of the successful answer. */
  readonly schema: ResponseSchema<T>;
  /**
   * Calls made without a session (login, register, verify, password reset): a 401 or 403 there is an answer
   * for the form, not an ended session, so no refresh, no clearing and no redirect.
   */
  readonly anonymous?: boolean;
}

/** Ends the local session (spec §4/§8): clears stored auth and cookies, goes to login unless already there. */
export function endSession(): void {
  useAuthStore.getState().clearAuth();
  clearReadableCookies();
  const nav = sessionNavigator();
  if (!LOGIN_PATHS.includes(nav.currentPath())) nav.navigate(PATHS.login);
}

function isExpiredToken(error: ApiError): boolean {
  return error.status === 401 && error.retry && error.message === AUTH_MESSAGES.tokenExpired;
}

/** Spec §8 for an answer that is not a renewable expiry: 401 ends the session, 403 shows /unauthorized. */
function handleFailure(error: ApiError): ApiError {
  if (error.status === 401) {
    if (error.redirectTo) {
      useAuthStore.getState().clearAuth();
      notify.error(error.message);
      followRedirect(error.redirectTo);
    } else {
      endSession();
    }
  } else if (error.status === 403) {
    sessionNavigator().navigate(PATHS.unauthorized);
  }
  return error;
}

async function renewAndRetry<T>(path: string, options: RequestOptions<T>): Promise<T> {
  try {
    await refreshSession();
  } catch (refreshError: unknown) {
    endSession();
    throw refreshError;
  }
  const retried = await send(path, { method: options.method ?? 'GET', body: options.body });
  if (retried.ok) return readBody(retried, options.schema);
  throw handleFailure(await readError(retried));
}

/**
 * Calls `/api/v1{path}` and returns the answer parsed by its schema. Failures reject with an ApiError carrying
 * the status and the server's message. An expired access token is renewed once (one refresh shared by all
 * concurrent calls) and the call retried.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const response = await send(path, { method: options.method ?? 'GET', body: options.body });
  if (response.ok) return readBody(response, options.schema);
  const error = await readError(response);
  if (options.anonymous) throw error;
  if (isExpiredToken(error)) return renewAndRetry(path, options);
  throw handleFailure(error);
}
