import { REDACTED_CREDENTIAL_VALUE } from '@loomflow/core';
import type { Credential, CredentialType } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { OPEN_SOURCE_SETTINGS, TEST_LOGIN } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { CredentialsPage } from './CredentialsPage.tsx';

const SECRET = 'sk-never-shown-again-123';
const OPENAI: CredentialType = {
  name: 'openAIApi',
  label: 'OpenAI API',
  icon: 'data:image/svg+xml;utf8,%3Csvg%2F%3E',
  inputs: [{ label: 'OpenAI Api Key', name: 'openAIApiKey', type: 'password' }],
};

const WATSONX: CredentialType = {
  name: 'ibmWatsonx',
  label: 'IBM Watsonx',
  icon: 'data:image/svg+xml;utf8,%3Csvg%2F%3E',
  inputs: [
    {
      label: 'Watsonx AI Auth Type',
      name: 'watsonxAIAuthType',
      type: 'options',
      options: [
        { label: 'IAM', name: 'iam' },
        { label: 'Bearer Token', name: 'bearertoken' },
      ],
      default: 'iam',
    },
    { label: 'Watsonx AI Bearer Token', name: 'watsonxAIBearerToken', type: 'password', optional: true },
  ],
};

/** A tiny credentials server: it keeps data, and answers a single credential with the secret redacted. */
function serveCredentials() {
  const credentials: Credential[] = [];
  return stubFetch((request: RecordedRequest) => {
    if (request.path === '/settings') return jsonResponse(200, OPEN_SOURCE_SETTINGS);
    if (request.path === '/components-credentials') return jsonResponse(200, [OPENAI, WATSONX]);
    if (request.path === '/credentials' && request.method === 'GET') return jsonResponse(200, credentials);
    if (request.path === '/credentials' && request.method === 'POST') {
      const body = request.body as { name: string; credentialName: string };
      const created: Credential = {
        id: 'cred-1',
        name: body.name,
        credentialName: body.credentialName,
        workspaceId: 'ws-1',
        createdDate: '2026-03-04T10:00:00.000Z',
        updatedDate: '2026-03-04T10:00:00.000Z',
      };
      credentials.push(created);
      return jsonResponse(201, created);
    }
    if (request.path === '/credentials/cred-1/usage')
      return jsonResponse(200, { flows: [{ id: 'f1', name: 'Support bot', type: 'AGENTFLOW' }] });
    if (request.path === '/credentials/cred-1' && request.method === 'GET')
      return jsonResponse(200, {
        ...credentials[0],
        plainDataObj: { openAIApiKey: REDACTED_CREDENTIAL_VALUE },
      });
    if (request.path === '/credentials/cred-1' && request.method === 'PUT')
      return jsonResponse(200, credentials[0]);
    if (request.path === '/credentials/cred-1' && request.method === 'DELETE') {
      credentials.pop();
      return new Response(null, { status: 204 });
    }
    return errorResponse(404, 'Not found');
  });
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

const routes = [{ path: '/credentials', element: <CredentialsPage /> }];

describe('CredentialsPage', () => {
  it('adds an OpenAI credential whose key is never shown again, and keeps it on an edit', async () => {
    const log = serveCredentials();
    const user = userEvent.setup();
    renderRoutes(routes, '/credentials');

    await user.click(await screen.findByRole('button', { name: 'Add Credential' }));
    await user.click(await screen.findByText('OpenAI API'));
    const dialog = await screen.findByRole('dialog', { name: 'Add OpenAI API' });
    await user.type(within(dialog).getByLabelText('Credential Name'), 'Team key');
    await user.type(within(dialog).getByLabelText('OpenAI Api Key'), SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByRole('row', { name: /Team key/ });
    expect(log.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Team key',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: SECRET },
    });
    expect(document.body.innerHTML).not.toContain(SECRET);

    await user.click(screen.getByRole('button', { name: 'Edit credential' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit OpenAI API' });
    expect(within(edit).getByLabelText<HTMLInputElement>('OpenAI Api Key').value).toBe('');
    expect(within(edit).getByText(/Saved and hidden/)).toBeTruthy();
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(log.some((request) => request.method === 'PUT')).toBe(true);
    });
    expect(log.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Team key',
      plainDataObj: { openAIApiKey: REDACTED_CREDENTIAL_VALUE },
    });
  });

  it('offers the choices of an options field and sends the one picked', async () => {
    const log = serveCredentials();
    const user = userEvent.setup();
    renderRoutes(routes, '/credentials');

    await user.click(await screen.findByRole('button', { name: 'Add Credential' }));
    await user.click(await screen.findByText('IBM Watsonx'));
    const dialog = await screen.findByRole('dialog', { name: 'Add IBM Watsonx' });
    await user.type(within(dialog).getByLabelText('Credential Name'), 'watsonx');
    const authType = within(dialog).getByRole('combobox', { name: 'Watsonx AI Auth Type' });
    expect(authType.textContent).toBe('IAM');
    await user.click(authType);
    await user.click(await screen.findByRole('option', { name: 'Bearer Token' }));
    await user.type(within(dialog).getByLabelText('Watsonx AI Bearer Token'), 'token-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByRole('row', { name: /watsonx/ });
    expect(log.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'watsonx',
      credentialName: 'ibmWatsonx',
      plainDataObj: { watsonxAIAuthType: 'bearertoken', watsonxAIBearerToken: 'token-1' },
    });
  });

  it('names the flows that use a credential before deleting it', async () => {
    serveCredentials();
    const user = userEvent.setup();
    renderRoutes(routes, '/credentials');
    await user.click(await screen.findByRole('button', { name: 'Add Credential' }));
    await user.click(await screen.findByText('OpenAI API'));
    const dialog = await screen.findByRole('dialog', { name: 'Add OpenAI API' });
    await user.type(within(dialog).getByLabelText('Credential Name'), 'Team key');
    await user.type(within(dialog).getByLabelText('OpenAI Api Key'), SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByRole('row', { name: /Team key/ });

    await user.click(screen.getByRole('button', { name: 'Delete credential' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Credential' });
    expect(confirm.textContent).toContain('Used by 1 flow: Support bot.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No credentials yet')).toBeTruthy();
  });
});
