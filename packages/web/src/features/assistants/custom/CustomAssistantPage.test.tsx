import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth.store.ts';
import { memberLogin, testLogin } from '../../../test-support/fixtures.ts';
import { renderRoutes } from '../../../test-support/render-app.tsx';
import { customAssistant } from '../assistant-test-fixtures.ts';
import { bodyOf, serveAssistants } from '../test-assistants-server.ts';
import type { AssistantsServerOptions } from '../test-assistants-server.ts';
import { CustomAssistantPage } from './CustomAssistantPage.tsx';

const routes = [
  { path: '/assistants/custom', element: <p>custom list</p> },
  { path: '/assistants/custom/:id', element: <CustomAssistantPage /> },
];

/** The machine may be busy: waits for the screen's reactions are generous. */
const WAIT = { timeout: 10_000 };

const HELPER = customAssistant('as-1', { name: 'Support helper', instruction: 'Be kind.' });

function open(options: AssistantsServerOptions = {}) {
  const log = serveAssistants([HELPER], options);
  const user = userEvent.setup();
  const rendered = renderRoutes(routes, '/assistants/custom/as-1');
  return { log, user, ...rendered };
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess(testLogin());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('CustomAssistantPage', () => {
  it('saves a new name and the tools chosen, then is clean again', async () => {
    const { log, user } = open();
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(name.value).toBe('Support helper');
    expect((await screen.findByLabelText<HTMLInputElement>('Model Name')).value).toBe('gpt-4o-mini');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    await user.clear(name);
    await user.paste('Weather helper');
    await user.click(screen.getByRole('combobox', { name: 'Tools' }));
    await user.click(await screen.findByRole('option', { name: /Calculator/ }, WAIT));
    await user.click(screen.getByRole('combobox', { name: 'Tools' }));
    await user.click(await screen.findByRole('option', { name: /get_weather/ }, WAIT));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(log.some((request) => request.method === 'PUT')).toBe(true);
    }, WAIT);
    const sent = bodyOf(log, 'PUT', '/assistants/as-1');
    expect(sent.credential).toBe('cred-openai');
    expect(JSON.parse(String(sent.details))).toMatchObject({
      name: 'Weather helper',
      instruction: 'Be kind.',
      tools: [
        { name: 'calculator', inputs: {} },
        { name: 'customTool', inputs: { selectedTool: 'tool-weather' } },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Weather helper' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    // Many steps on a full builder: more time than one screen's test.
  }, 45_000);

  it('saves the document stores chosen with what each holds', async () => {
    const { log, user } = open();
    await user.click(await screen.findByRole('combobox', { name: 'Document stores' }, WAIT));
    await user.click(await screen.findByRole('option', { name: /Handbook/ }, WAIT));
    await user.keyboard('{Escape}');
    const holds = screen.getByLabelText<HTMLTextAreaElement>('What "Handbook" holds');
    expect(holds.value).toBe('The company handbook');
    await user.clear(holds);
    await user.paste('HR policies');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(log.some((request) => request.method === 'PUT')).toBe(true);
    }, WAIT);
    expect(JSON.parse(String(bodyOf(log, 'PUT', '/assistants/as-1').details))).toMatchObject({
      documentStores: [{ id: 'store-handbook', name: 'Handbook', description: 'HR policies' }],
    });
  });

  it('writes the instructions with the chosen model from a described task', async () => {
    const { log, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Instructions' }, WAIT);
    await user.click(within(dialog).getByLabelText('Task'));
    await user.paste('answer refund questions');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Generate Instructions' })).toBeNull();
    });
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Instructions' }).value).toBe(
      'You help with: answer refund questions',
    );
    expect(bodyOf(log, 'POST', '/assistants/generate/instruction')).toEqual({
      task: 'answer refund questions',
      selectedChatModel: {
        name: 'chatOpenAI',
        inputs: { modelName: 'gpt-4o-mini', FLOWISE_CREDENTIAL_ID: 'cred-openai' },
      },
      credential: 'cred-openai',
    });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('shows why the instructions could not be generated and keeps the task', async () => {
    const { user } = open({
      failures: {
        'POST /assistants/generate/instruction': [
          502,
          'The chat model could not generate the instructions: 429',
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Instructions' }, WAIT);
    await user.click(within(dialog).getByLabelText('Task'));
    await user.paste('answer refund questions');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(
      await within(dialog).findByText(/The chat model could not generate the instructions: 429/),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Task').value).toBe('answer refund questions');
    expect(
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Instructions', hidden: true }).value,
    ).toBe('Be kind.');
  });

  it('reports a refused save and keeps the changes', async () => {
    const { user } = open({
      failures: {
        'PUT /assistants/as-1': [400, 'Document store "Handbook" has no vectors yet: upsert it first'],
      },
    });
    await user.click(await screen.findByLabelText('Description'));
    await user.paste('Helps');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Failed to save assistant: Document store "Handbook" has no vectors yet/),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Helps');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = open();
    await user.click(await screen.findByLabelText('Description'));
    await user.paste('Helps');
    await user.click(await screen.findByRole('link', { name: 'Back to custom assistants' }, WAIT));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' }, WAIT);
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/assistants/custom/as-1');
    await user.click(await screen.findByRole('link', { name: 'Back to custom assistants' }, WAIT));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' }, WAIT)).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('custom list', undefined, WAIT)).toBeTruthy();
  });

  it('chats with the saved assistant through its flow', async () => {
    const { log, user } = open({
      chatFrames: [
        ['token', 'Hi, how can I help?'],
        ['end', '[DONE]'],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    const panel = await screen.findByRole('complementary', { name: 'Assistant chat' });
    await user.click(await within(panel).findByRole('textbox', { name: 'Message' }, WAIT));
    await user.paste('Hello');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Hi, how can I help?', undefined, WAIT)).toBeTruthy();
    expect(log.find((request) => request.path === '/internal-prediction/as-1')?.body).toMatchObject({
      question: 'Hello',
    });
  });

  it('deletes the assistant and goes back to the list', async () => {
    const { log, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Assistant' }, WAIT);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('custom list', undefined, WAIT)).toBeTruthy();
    expect(log.some((request) => request.method === 'DELETE' && request.path === '/assistants/as-1')).toBe(
      true,
    );
  });

  it('shows a viewer the settings without save, delete or generate', async () => {
    useAuthStore.getState().loginSuccess(memberLogin(['assistants:view']));
    open();
    expect(await screen.findByLabelText<HTMLInputElement>('Name')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat' })).toBeTruthy();
  });

  it('explains when the assistant cannot be loaded', async () => {
    serveAssistants([]);
    renderRoutes(routes, '/assistants/custom/missing');
    expect(await screen.findByText(/Could not load the assistant: Not found/)).toBeTruthy();
  });
});
