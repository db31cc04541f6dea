import { apiKeyListSchema } from '@loomflow/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth.store.ts';
import { TEST_LOGIN } from '../test-support/fixtures.ts';
import { errorResponse, stubFetch } from '../test-support/fetch-stub.ts';
import { notify } from '../ui/notify.ts';
import { apiRequest } from './api-client.ts';
import { setSessionNavigator } from './session-navigator.ts';

vi.mock('../ui/notify.ts', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const navigate = vi.fn();
const listKeys = () => apiRequest('/apikey', { schema: apiKeyListSchema });

beforeEach(() => {
  navigate.mockClear();
  vi.mocked(notify.error).mockClear();
  setSessionNavigator({ navigate, currentPath: () => '/apikey' });
  useAuthStore.getState().loginSuccess(TEST_LOGIN);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionNavigator(null);
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('apiRequest redirects (spec §8)', () => {
  it('on a 401 with redirectTo and error unauthorized: clears auth, shows the error, goes there', async () => {
    stubFetch(() =>
      errorResponse(401, 'Your session was ended by an administrator', {
        redirectTo: '/signin',
        error: 'unauthorized',
      }),
    );
    await expect(listKeys()).rejects.toMatchObject({ status: 401, errorCode: 'unauthorized' });
    expect(notify.error).toHaveBeenCalledWith('Your session was ended by an administrator');
    expect(navigate).toHaveBeenCalledWith('/signin');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('on subscription_canceled goes to the address with an error query parameter', async () => {
    stubFetch(() =>
      errorResponse(401, 'The subscription was canceled', {
        redirectTo: '/login',
        error: 'subscription_canceled',
      }),
    );
    await expect(listKeys()).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login?error=subscription_canceled');
  });

  it('on a 401 with redirectTo but no error value ends the session as usual', async () => {
    stubFetch(() => errorResponse(401, 'Invalid or Missing token', { redirectTo: '/elsewhere' }));
    await expect(listKeys()).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('on a 403 naming an in-app page goes there (an expired enterprise license)', async () => {
    stubFetch(() => errorResponse(403, 'The license expired', { redirectTo: '/license-expired' }));
    await expect(listKeys()).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/license-expired');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('on a 403 naming another site goes to /unauthorized', async () => {
    stubFetch(() => errorResponse(403, 'Forbidden', { redirectTo: '//evil.example.com' }));
    await expect(listKeys()).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/unauthorized');
  });

  it('leaves a 403 to callers that show it themselves', async () => {
    stubFetch(() => errorResponse(403, 'Forbidden'));
    const call = apiRequest('/workspace/switch?id=x', {
      method: 'POST',
      schema: apiKeyListSchema,
      handlesForbidden: true,
    });
    await expect(call).rejects.toMatchObject({ status: 403 });
    expect(navigate).not.toHaveBeenCalled();
  });
});
