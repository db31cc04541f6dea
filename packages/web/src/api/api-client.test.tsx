import { apiKeyListSchema } from '@loomflow/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth.store.ts';
import { TEST_LOGIN, TEST_USER, testApiKey } from '../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../test-support/fetch-stub.ts';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { setSessionNavigator } from './session-navigator.ts';

const expired = () => errorResponse(401, 'Token Expired', { retry: true });

let currentPath = '/apikey';
const navigate = vi.fn((path: string) => {
  currentPath = path;
});

function listKeys() {
  return apiRequest('/apikey', { schema: apiKeyListSchema });
}

function count(log: RecordedRequest[], method: string, path: string): number {
  return log.filter((request) => request.method === method && request.path === path).length;
}

beforeEach(() => {
  currentPath = '/apikey';
  navigate.mockClear();
  setSessionNavigator({ navigate, currentPath: () => currentPath });
  document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
  useAuthStore.getState().loginSuccess(TEST_LOGIN);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionNavigator(null);
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('apiRequest', () => {
  it('sends cookies, JSON, the internal origin header and the XSRF header on state-changing calls', async () => {
    const log = stubFetch(() => jsonResponse(201, { ...testApiKey(), apiKeySecret: 'lf_secret' }));
    await apiRequest('/apikey', { method: 'POST', body: { keyName: 'k' }, schema: apiKeyListSchema.element });
    const [request] = log;
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('x-request-from')).toBe('internal');
    expect(request?.headers.get('x-xsrf-token')).toBe('xsrf-123');
    expect(request?.body).toEqual({ keyName: 'k' });
  });

  it('renews an expired access token and retries the original request once', async () => {
    let listCalls = 0;
    const log = stubFetch((request) => {
      if (request.path === '/auth/refreshToken') return jsonResponse(200, TEST_USER);
      listCalls += 1;
      return listCalls === 1 ? expired() : jsonResponse(200, [testApiKey()]);
    });

    const keys = await listKeys();

    expect(keys.map((key) => key.keyName)).toEqual(['Website chatbot']);
    expect(log.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /apikey',
      'POST /auth/refreshToken',
      'GET /apikey',
    ]);
    expect(log[1]?.headers.get('x-xsrf-token')).toBe('xsrf-123');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes the refreshed user’s current permissions, so a role change reaches the menu', async () => {
    let listCalls = 0;
    stubFetch((request) => {
      if (request.path === '/auth/refreshToken')
        return jsonResponse(200, { ...TEST_USER, permissions: ['chatflows:view'] });
      listCalls += 1;
      return listCalls === 1 ? expired() : jsonResponse(200, [testApiKey()]);
    });

    await listKeys();

    expect(useAuthStore.getState().permissions).toEqual(['chatflows:view']);
    expect(useAuthStore.getState().user?.permissions).toEqual(['chatflows:view']);
  });

  it('shares one refresh between concurrent calls that meet an expired token', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    let renewed = false;
    const log = stubFetch(async (request) => {
      if (request.path === '/auth/refreshToken') {
        await refreshGate;
        renewed = true;
        return jsonResponse(200, TEST_USER);
      }
      return renewed ? jsonResponse(200, [testApiKey()]) : expired();
    });

    const calls = Promise.all([listKeys(), listKeys(), listKeys()]);
    await vi.waitFor(() => {
      expect(count(log, 'POST', '/auth/refreshToken')).toBe(1);
      expect(count(log, 'GET', '/apikey')).toBe(3);
    });
    releaseRefresh();
    const results = await calls;

    expect(results).toHaveLength(3);
    expect(results.every((keys) => keys.length === 1)).toBe(true);
    expect(count(log, 'POST', '/auth/refreshToken')).toBe(1);
    expect(count(log, 'GET', '/apikey')).toBe(6);
  });

  it('clears the session and goes to /login when the refresh fails', async () => {
    expect(localStorage.getItem('user')).not.toBeNull();
    stubFetch((request) =>
      request.path === '/auth/refreshToken' ? errorResponse(401, 'Refresh Token Expired') : expired(),
    );

    const failure = await listKeys().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).message).toBe('Refresh Token Expired');
    const state = useAuthStore.getState();
    expect(state.isAuthenticated).toBe(false);
    expect(state.user).toBeNull();
    expect(state.token).toBeNull();
    for (const key of ['user', 'isAuthenticated', 'isGlobal', 'isSSO', 'permissions', 'features']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not retry twice: a second 401 after a refresh ends the session', async () => {
    const log = stubFetch((request) =>
      request.path === '/auth/refreshToken' ? jsonResponse(200, TEST_USER) : expired(),
    );
    await expect(listKeys()).rejects.toThrow('Token Expired');
    expect(count(log, 'POST', '/auth/refreshToken')).toBe(1);
    expect(count(log, 'GET', '/apikey')).toBe(2);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('clears auth on any other 401 without redirecting when already on the login page', async () => {
    currentPath = '/login';
    const log = stubFetch(() => errorResponse(401, 'Invalid or Missing token'));
    await expect(listKeys()).rejects.toThrow('Invalid or Missing token');
    expect(count(log, 'POST', '/auth/refreshToken')).toBe(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a 403 to /unauthorized and keeps the session', async () => {
    stubFetch(() => errorResponse(403, 'Forbidden'));
    await expect(listKeys()).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
    expect(navigate).toHaveBeenCalledWith('/unauthorized');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('leaves anonymous calls alone: their 401 is an answer for the form', async () => {
    const log = stubFetch(() => errorResponse(401, 'Incorrect Password'));
    const call = apiRequest('/auth/login', {
      method: 'POST',
      body: {},
      schema: apiKeyListSchema,
      anonymous: true,
    });
    await expect(call).rejects.toMatchObject({ status: 401, message: 'Incorrect Password' });
    expect(log).toHaveLength(1);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('surfaces the server message and field issues of other failures', async () => {
    stubFetch(() =>
      errorResponse(400, 'Invalid request', {
        issues: [{ path: 'keyName', message: 'Key name is required' }],
      }),
    );
    const failure = await listKeys().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).message).toBe('Invalid request');
    expect((failure as ApiError).issues).toEqual([{ path: 'keyName', message: 'Key name is required' }]);
  });

  it('rejects answers that do not match the shared schema', async () => {
    stubFetch(() => jsonResponse(200, [{ id: 1 }]));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(listKeys()).rejects.toThrow('The server sent an unexpected response');
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(listKeys()).rejects.toMatchObject({ status: 0 });
  });
});
