import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth.store.ts';
import { memberLogin, testLogin } from '../../../test-support/fixtures.ts';
import { renderRoutes } from '../../../test-support/render-app.tsx';
import { customAssistant } from '../assistant-test-fixtures.ts';
import { bodyOf, serveAssistants } from '../test-assistants-server.ts';
import { CustomAssistantsPage } from './CustomAssistantsPage.tsx';

const routes = [
  { path: '/assistants/custom', element: <CustomAssistantsPage /> },
  { path: '/assistants/custom/:id', element: <p>builder</p> },
];

const HELPER = customAssistant('as-1', {
  name: 'Support helper',
  description: 'Answers customers',
  tools: [
    { name: 'calculator', inputs: {} },
    { name: 'customTool', inputs: { selectedTool: 'tool-weather' } },
  ],
});

beforeEach(() => {
  useAuthStore.getState().loginSuccess(testLogin());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('CustomAssistantsPage', () => {
  it('lists custom assistants with their model and number of tools', async () => {
    const log = serveAssistants([HELPER]);
    renderRoutes(routes, '/assistants/custom');
    const row = await screen.findByTestId('custom-assistant-row');
    expect(row.textContent).toContain('Support helper');
    expect(row.textContent).toContain('Answers customers');
    expect(row.textContent).toContain('gpt-4o-mini (chatOpenAI)');
    expect(within(row).getAllByRole('cell')[2]?.textContent).toBe('2');
    expect(log.find((request) => request.path === '/assistants')?.query.get('type')).toBe('CUSTOM');
  });

  it('adds an assistant with a name, chat model and credential, then opens its builder', async () => {
    const log = serveAssistants([]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/assistants/custom');
    expect(await screen.findByText('No custom assistants yet')).toBeTruthy();
    await user.click(screen.getByTestId('add-assistant-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Custom Assistant' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Assistant name is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Travel agent');
    await user.click(within(dialog).getByRole('combobox', { name: 'Connect Credential' }));
    await user.click(await screen.findByRole('option', { name: 'OpenAI key' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('builder')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assistants/custom/as-new-1');
    const sent = bodyOf(log, 'POST', '/assistants');
    expect(sent.type).toBe('CUSTOM');
    expect(sent.credential).toBe('cred-openai');
    expect(JSON.parse(String(sent.details))).toEqual({
      name: 'Travel agent',
      description: '',
      instruction: '',
      chatModel: {
        name: 'chatOpenAI',
        inputs: { modelName: 'gpt-4o-mini', temperature: 0.9, FLOWISE_CREDENTIAL_ID: 'cred-openai' },
      },
      tools: [],
      documentStores: [],
    });
  });

  it('shows the server’s refusal of a new assistant in the dialog', async () => {
    serveAssistants([], {
      failures: { 'POST /assistants': [400, 'Choose a credential (openAIApi) for the chat model OpenAI'] },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/assistants/custom');
    await user.click(await screen.findByTestId('add-assistant-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Custom Assistant' });
    await user.type(within(dialog).getByLabelText('Name'), 'Travel agent');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Choose a credential (openAIApi) for the chat model OpenAI'),
    ).toBeTruthy();
  });

  it('deletes an assistant after confirming', async () => {
    const log = serveAssistants([HELPER]);
    const user = userEvent.setup();
    renderRoutes(routes, '/assistants/custom');
    await user.click(await screen.findByRole('button', { name: 'Delete Support helper' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Assistant' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No custom assistants yet')).toBeTruthy();
    expect(log.some((request) => request.method === 'DELETE' && request.path === '/assistants/as-1')).toBe(
      true,
    );
  });

  it('shows why the list could not be loaded', async () => {
    serveAssistants([], { failures: { 'GET /assistants': [500, 'Database is unavailable'] } });
    renderRoutes(routes, '/assistants/custom');
    expect(await screen.findByText(/Could not load assistants: Database is unavailable/)).toBeTruthy();
  });

  it('hides add and delete from a viewer', async () => {
    useAuthStore.getState().loginSuccess(memberLogin(['assistants:view']));
    serveAssistants([HELPER]);
    renderRoutes(routes, '/assistants/custom');
    await screen.findByTestId('custom-assistant-row');
    expect(screen.queryByTestId('add-assistant-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Support helper' })).toBeNull();
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Support helper' }).getAttribute('href')).toBe(
        '/assistants/custom/as-1',
      );
    });
  });
});
