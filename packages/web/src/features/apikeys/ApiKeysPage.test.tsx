import type { ApiKey } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { OPEN_SOURCE_SETTINGS, TEST_LOGIN, testApiKey } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { ApiKeysPage } from './ApiKeysPage.tsx';

const SECRET = 'lf_full_secret_value_0123456789';

/** A tiny in-memory API key server; `failCreate` makes the next create fail. */
function serveKeys(initial: ApiKey[]) {
  let keys = [...initial];
  const control = { failCreate: false };
  const log = stubFetch((request: RecordedRequest) => {
    if (request.path === '/settings') return jsonResponse(200, OPEN_SOURCE_SETTINGS);
    if (request.path === '/apikey' && request.method === 'GET') return jsonResponse(200, keys);
    if (request.path === '/apikey' && request.method === 'POST') {
      if (control.failCreate) return errorResponse(409, 'An API key with this name already exists');
      const body = request.body as { keyName: string; permissions: string[] };
      const created = testApiKey({ id: 'key-new', keyName: body.keyName, permissions: body.permissions });
      keys = [...keys, created];
      return jsonResponse(201, { ...created, apiKeySecret: SECRET });
    }
    const id = request.path.replace('/apikey/', '');
    if (request.method === 'DELETE') {
      keys = keys.filter((key) => key.id !== id);
      return new Response(null, { status: 204 });
    }
    if (request.method === 'PUT') {
      const changes = request.body as Partial<ApiKey>;
      keys = keys.map((key) => (key.id === id ? { ...key, ...changes } : key));
      return jsonResponse(
        200,
        keys.find((key) => key.id === id),
      );
    }
    return errorResponse(404, 'Not found');
  });
  return { log, control };
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess(TEST_LOGIN);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const routes = [{ path: '/apikey', element: <ApiKeysPage /> }];

describe('ApiKeysPage', () => {
  it('creates a key and shows its secret once, with a working Copy button', async () => {
    const { log } = serveKeys([]);
    const user = userEvent.setup();
    renderRoutes(routes, '/apikey');

    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API Key' });
    await user.type(within(dialog).getByLabelText(/^key name/i), 'Docs bot');
    await user.click(within(dialog).getByRole('checkbox', { name: 'All permissions' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'chatflows:view' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const secret = await screen.findByTestId('api-key-secret');
    expect(secret.textContent).toBe(SECRET);
    expect(screen.getByTestId('api-key-secret-warning').textContent).toMatch(/won.t see it again/);
    const created = log.find((request) => request.method === 'POST' && request.path === '/apikey');
    expect(created?.body).toEqual({ keyName: 'Docs bot', permissions: ['chatflows:view'] });

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    const row = await screen.findByRole('row', { name: /Docs bot/ });
    expect(within(row).getByTestId('api-key-masked').textContent).toBe('lf_ab12…9xyz');
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('keeps what was typed when a create fails and says why', async () => {
    const { control } = serveKeys([]);
    control.failCreate = true;
    const user = userEvent.setup();
    renderRoutes(routes, '/apikey');

    await user.click(await screen.findByRole('button', { name: 'Create Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API Key' });
    await user.type(within(dialog).getByLabelText(/^key name/i), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('An API key with this name already exists')).toBeTruthy();
    expect(await screen.findByText(/Failed to create API key/)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^key name/i).value).toBe('Duplicate');
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
  });

  it('filters by name, renames and deletes after confirmation', async () => {
    const { log } = serveKeys([
      testApiKey({ id: 'a', keyName: 'Website chatbot' }),
      testApiKey({ id: 'b', keyName: 'Zapier' }),
    ]);
    const user = userEvent.setup();
    renderRoutes(routes, '/apikey');

    await screen.findByRole('row', { name: /Zapier/ });
    await user.type(screen.getByLabelText('Search keys'), 'zap');
    expect(screen.queryByRole('row', { name: /Website chatbot/ })).toBeNull();
    await user.clear(screen.getByLabelText('Search keys'));

    const row = await screen.findByRole('row', { name: /Website chatbot/ });
    await user.click(within(row).getByRole('button', { name: 'Rename key' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename API Key' });
    const field = within(rename).getByLabelText(/^key name/i);
    await user.clear(field);
    await user.type(field, 'Support bot');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('row', { name: /Support bot/ })).toBeTruthy();
    expect(log.find((request) => request.method === 'PUT')?.body).toEqual({ keyName: 'Support bot' });

    const zapier = screen.getByRole('row', { name: /Zapier/ });
    await user.click(within(zapier).getByRole('button', { name: 'Delete key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete API Key' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByRole('row', { name: /Zapier/ })).toBeNull();
    });
    expect(log.some((request) => request.method === 'DELETE' && request.path === '/apikey/b')).toBe(true);
    expect(await screen.findByText('API key deleted')).toBeTruthy();
  });
});
