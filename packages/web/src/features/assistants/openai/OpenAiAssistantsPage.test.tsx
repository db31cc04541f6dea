import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth.store.ts';
import { memberLogin, testLogin } from '../../../test-support/fixtures.ts';
import { renderRoutes } from '../../../test-support/render-app.tsx';
import { providerAssistant } from '../assistant-test-fixtures.ts';
import { bodyOf, serveAssistants } from '../test-assistants-server.ts';
import type { AssistantsServerOptions } from '../test-assistants-server.ts';
import { OpenAiAssistantsPage } from './OpenAiAssistantsPage.tsx';

/** The machine may be busy: waits for the screen's reactions are generous. */
const WAIT = { timeout: 10_000 };

const routes = [{ path: '/assistants/openai', element: <OpenAiAssistantsPage /> }];

const TUTOR = providerAssistant('as-1', 'OPENAI', {
  id: 'asst_tutor',
  name: 'Math tutor',
  model: 'gpt-4o',
  instructions: 'Explain step by step.',
  temperature: 0.5,
  tools: ['code_interpreter'],
});
const AZURE_BOT = providerAssistant('as-2', 'AZURE', {
  id: 'asst_az',
  name: 'Azure helper',
  model: 'gpt-4o-dep',
});

function open(path = '/assistants/openai', options: AssistantsServerOptions = {}) {
  const log = serveAssistants([TUTOR, AZURE_BOT], options);
  const user = userEvent.setup();
  renderRoutes(routes, path);
  return { log, user };
}

async function chooseCredential(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: 'OpenAI Credential' }));
  await user.click(await screen.findByRole('option', { name: 'OpenAI key' }, WAIT));
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

describe('OpenAiAssistantsPage', () => {
  it('lists OpenAI assistants, and Azure ones on their tab', async () => {
    const { user, log } = open();
    const row = await screen.findByTestId('openai-assistant-row', undefined, WAIT);
    expect(row.textContent).toContain('Math tutor');
    expect(row.textContent).toContain('gpt-4o');
    expect(row.textContent).toContain('Code interpreter');
    await user.click(screen.getByRole('tab', { name: 'Azure' }));
    expect(await screen.findByText('Azure helper', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByText('Math tutor')).toBeNull();
    expect(
      log.filter((request) => request.path === '/assistants').map((request) => request.query.get('type')),
    ).toEqual(['OPENAI', 'AZURE']);
  });

  it('loads an existing assistant from OpenAI, adds a file, and saves it', async () => {
    const { user, log } = open('/assistants/openai', {
      providerAssistants: [
        {
          id: 'asst_found',
          name: 'Found bot',
          model: 'gpt-4o-mini',
          instructions: 'Be brief.',
          tools: [{ type: 'file_search' }],
          tool_resources: { file_search: { vector_store_ids: ['vs-1'] } },
          temperature: 0.2,
          top_p: 0.9,
        },
      ],
    });
    await user.click(await screen.findByTestId('add-assistant-button', undefined, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Add OpenAI Assistant' }, WAIT);
    await chooseCredential(user, dialog);
    await user.click(await within(dialog).findByRole('combobox', { name: 'Load existing assistant' }, WAIT));
    await user.click(await screen.findByRole('option', { name: 'Found bot (gpt-4o-mini)' }, WAIT));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Found bot');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Temperature').value).toBe('0.2');
    expect(await within(dialog).findByText('Manuals (2 files)', undefined, WAIT)).toBeTruthy();

    await user.click(within(dialog).getByRole('switch', { name: 'Code interpreter' }));
    fireEvent.change(within(dialog).getByTestId('assistant-files-input'), {
      target: { files: [new File(['1,2'], 'data.csv', { type: 'text/csv' })] },
    });
    expect(await within(dialog).findByText('data.csv', undefined, WAIT)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add OpenAI Assistant' })).toBeNull();
    });
    const sent = bodyOf(log, 'POST', '/assistants');
    expect(sent).toMatchObject({ type: 'OPENAI', credential: 'cred-openai' });
    expect(JSON.parse(String(sent.details))).toEqual({
      id: 'asst_found',
      name: 'Found bot',
      description: '',
      model: 'gpt-4o-mini',
      instructions: 'Be brief.',
      temperature: 0.2,
      top_p: 0.9,
      tools: ['code_interpreter', 'file_search'],
      tool_resources: {
        code_interpreter: { file_ids: ['file-1'] },
        file_search: { vector_store_ids: ['vs-1'] },
      },
    });
    const upload = log.find((request) => request.path === '/openai-assistants-file/upload');
    expect(upload?.query.get('credential')).toBe('cred-openai');
    // Many steps in one dialog: more time than one screen's test.
  }, 45_000);

  it('creates a vector store from uploaded files for file search', async () => {
    const { user, log } = open();
    await user.click(await screen.findByTestId('add-assistant-button', undefined, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Add OpenAI Assistant' }, WAIT);
    await chooseCredential(user, dialog);
    await user.type(within(dialog).getByLabelText('Name'), 'Docs bot');
    await user.click(within(dialog).getByRole('switch', { name: 'File search' }));
    await user.click(within(dialog).getByRole('button', { name: 'New vector store' }));
    await user.type(within(dialog).getByLabelText('New vector store name'), 'Guides');
    fireEvent.change(within(dialog).getByTestId('vector-store-files-input'), {
      target: { files: [new File(['hello'], 'guide.md', { type: 'text/markdown' })] },
    });
    expect(await within(dialog).findByText('Guides (1 files)', undefined, WAIT)).toBeTruthy();
    expect(bodyOf(log, 'POST', '/openai-assistants-vector-store')).toEqual({
      name: 'Guides',
      file_ids: ['file-1'],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(log.some((request) => request.method === 'POST' && request.path === '/assistants')).toBe(true);
    });
    const details = JSON.parse(String(bodyOf(log, 'POST', '/assistants').details)) as Record<string, unknown>;
    expect(details.tool_resources).toEqual({ file_search: { vector_store_ids: ['vs-new'] } });
  }, 45_000);

  it('asks for a credential and a valid temperature before saving', async () => {
    const { user, log } = open();
    await user.click(await screen.findByTestId('add-assistant-button', undefined, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Add OpenAI Assistant' }, WAIT);
    await user.type(within(dialog).getByLabelText('Name'), 'Bot');
    await user.clear(within(dialog).getByLabelText('Temperature'));
    await user.type(within(dialog).getByLabelText('Temperature'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Choose an OpenAI credential (openAIApi)')).toBeTruthy();
    expect(within(dialog).getByText('Temperature is a number from 0 to 2')).toBeTruthy();
    expect(log.some((request) => request.method === 'POST' && request.path === '/assistants')).toBe(false);
  });

  it('shows the provider’s refusal and keeps the dialog open', async () => {
    const { user } = open('/assistants/openai', {
      failures: { 'PUT /assistants/as-1': [502, 'OpenAI refused the update: model gpt-5x does not exist'] },
    });
    await user.click(await screen.findByRole('button', { name: 'Open Math tutor' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Edit OpenAI Assistant' }, WAIT);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Model').value).toBe('gpt-4o');
    await user.clear(within(dialog).getByLabelText('Model'));
    await user.type(within(dialog).getByLabelText('Model'), 'gpt-5x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/model gpt-5x does not exist/, undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit OpenAI Assistant' })).toBeTruthy();
  });

  it('deletes an assistant here and at OpenAI when asked', async () => {
    const { user, log } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Math tutor' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Assistant' }, WAIT);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also delete it from OpenAI' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No OpenAI assistants yet', undefined, WAIT)).toBeTruthy();
    const removed = log.find((request) => request.method === 'DELETE');
    expect(removed?.path).toBe('/assistants/as-1');
    expect(removed?.query.get('isDeleteBoth')).toBe('true');
  });

  it('streams the assistant’s answer in the chat, with the files it cites', async () => {
    const { user, log } = open('/assistants/openai', {
      chatFrames: [
        ['start', ''],
        ['token', 'The answer '],
        ['token', 'is 42.'],
        ['usedTools', [{ tool: 'code_interpreter', toolInput: {}, toolOutput: '42' }]],
        ['fileAnnotations', [{ fileName: 'chart.png', filePath: 'chart.png' }]],
        ['end', '[DONE]'],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Chat with Math tutor' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: /Chat with Math tutor/ }, WAIT);
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'What is 6 x 7?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The answer is 42.', undefined, WAIT)).toBeTruthy();
    expect(within(dialog).getByText('chart.png')).toBeTruthy();
    const sent = bodyOf(log, 'POST', '/assistants/as-1/chat');
    expect(sent).toMatchObject({ question: 'What is 6 x 7?', streaming: true });
    expect(typeof sent.chatId).toBe('string');
  });

  it('shows a chat error the server reports', async () => {
    const { user } = open('/assistants/openai', {
      failures: { 'POST /assistants/as-1/chat': [502, 'OpenAI is unavailable'] },
    });
    await user.click(await screen.findByRole('button', { name: 'Chat with Math tutor' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: /Chat with Math tutor/ }, WAIT);
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/OpenAI is unavailable/, undefined, WAIT)).toBeTruthy();
  });

  it('lets a viewer chat and look, not add, save or delete', async () => {
    useAuthStore.getState().loginSuccess(memberLogin(['assistants:view']));
    const { user } = open();
    await screen.findByTestId('openai-assistant-row', undefined, WAIT);
    expect(screen.queryByTestId('add-assistant-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Math tutor' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat with Math tutor' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open Math tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'OpenAI Assistant' }, WAIT);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name')).toHaveProperty('disabled', true);
    const credential = within(dialog).getByRole('combobox', { name: 'OpenAI Credential' });
    expect(credential.closest('[aria-disabled="true"]')).not.toBeNull();
  });
});
