import type { LoginResponse, SettingsResponse } from '@loomflow/core';
import { useAuthStore } from '../stores/auth.store.ts';
import { errorResponse, jsonResponse, stubFetch } from './fetch-stub.ts';
import type { RecordedRequest } from './fetch-stub.ts';

/** Answers a request, or undefined to leave it to the defaults. */
export type ShellHandler = (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>;

/**
 * A fake API for shell tests: settings of the given kind, the version, an empty API-key list, and whatever
 * `extra` answers; anything else is a 404. Public services (repository, releases) fail unless `extra` answers.
 */
export function serveShell(settings: SettingsResponse, extra?: ShellHandler): RecordedRequest[] {
  return stubFetch(async (request) => {
    const answer = await extra?.(request);
    if (answer) return answer;
    if (request.path === '/settings') return jsonResponse(200, settings);
    if (request.path === '/version') return jsonResponse(200, { version: '1.2.3' });
    if (request.path === '/apikey') return jsonResponse(200, []);
    if (request.path.startsWith('/repos/')) throw new TypeError('Failed to fetch');
    return errorResponse(404, `Nothing at ${request.path}`);
  });
}

/** Signs a user in (state and local storage, as after a login). */
export function signIn(login: LoginResponse): void {
  useAuthStore.getState().loginSuccess(login);
}
