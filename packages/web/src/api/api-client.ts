import { AUTH_MESSAGES, authRedirectTarget } from '@loomflow/core';
import { LOGIN_PATHS, PATHS } from '../constants/paths.ts';
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
  /** The caller shows a 403 itself (e.g. in a dialog) instead of the app going to /unauthorized. */
  readonly handlesForbidden?: boolean;
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

/**
 * Spec §8 for an answer that is not a renewable expiry. A 401 always clears the stored credentials; one carrying
 * `redirectTo` and an error value shows the server's message and follows the redirect (`subscription_canceled`
 * with an `error` query parameter); any other 401 goes to /login unless already there. 403 shows /unauthorized,
 * or the in-app page the answer's `redirectTo` names.
 */
function handleFailure(error: ApiError, handlesForbidden = false): ApiError {
  if (error.status === 401) {
    if (error.redirectTo && error.errorCode) {
      useAuthStore.getState().clearAuth();
      clearReadableCookies();
      notify.error(error.message);
      followRedirect(authRedirectTarget(error.redirectTo, error.errorCode));
    } else {
      endSession();
    }
  } else if (error.status === 403 && !handlesForbidden) {
    // The server may name a better page for the refusal (an enterprise install without a valid license
    // answers `redirectTo: '/license-expired'`); in-app targets only.
    const { redirectTo } = error;
    const inApp = redirectTo !== undefined && redirectTo.startsWith('/') && !redirectTo.startsWith('//');
    sessionNavigator().navigate(inApp ? redirectTo : PATHS.unauthorized);
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
  throw handleFailure(await readError(retried), options.handlesForbidden);
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
  throw handleFailure(error, options.handlesForbidden);
}
