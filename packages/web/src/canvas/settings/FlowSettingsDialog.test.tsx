import type { Chatflow } from '@loomflow/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { editorWrapper } from '../params/test-editor.tsx';
import { FlowSettingsDialog } from './FlowSettingsDialog.tsx';
import type { FlowSettingsTab } from './FlowSettingsDialog.tsx';
import { DEFAULT_FOLLOW_UP_PROMPT } from './follow-up-prompts.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FLOW: Chatflow = {
  id: 'flow-1',
  name: 'Support',
  flowData: '{"nodes":[],"edges":[]}',
  type: 'AGENTFLOW',
  deployed: null,
  isPublic: null,
  apikeyid: null,
  chatbotConfig: JSON.stringify({ botMessage: { backgroundColor: '#fff' } }),
  apiConfig: null,
  analytic: null,
  speechToText: null,
  followUpPrompts: null,
  category: null,
  workspaceId: 'w',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-02T00:00:00.000Z',
};

function serve() {
  return stubFetch((request: RecordedRequest) => {
    if (request.path === '/variables') return jsonResponse(200, []);
    if (request.path === '/credentials')
      return jsonResponse(200, [
        {
          id: 'cred-openai',
          name: 'My OpenAI',
          credentialName: 'openAIApi',
          createdDate: 'x',
          updatedDate: 'x',
          workspaceId: 'w',
        },
        {
          id: 'cred-groq',
          name: 'My Groq',
          credentialName: 'groqApi',
          createdDate: 'x',
          updatedDate: 'x',
          workspaceId: 'w',
        },
      ]);
    if (request.path === '/node-load-method/chatOpenAI')
      return jsonResponse(200, [{ label: 'gpt-4o-mini', name: 'gpt-4o-mini' }]);
    if (request.method === 'PUT' && request.path === '/chatflows/flow-1') {
      const body = request.body;
      const patch = typeof body === 'object' && body !== null ? body : {};
      return jsonResponse(200, { ...FLOW, ...patch, updatedDate: '2026-01-03T00:00:00.000Z' });
    }
    return jsonResponse(404, { message: 'Not found' });
  });
}

/** A field of the saved flow update (the PUT's body). */
function savedField(log: readonly RecordedRequest[], field: string): unknown {
  const body = log.find((request) => request.method === 'PUT')?.body;
  if (typeof body !== 'object' || body === null) throw new Error('no settings saved');
  return Object.entries(body).find(([key]) => key === field)?.[1];
}

function open(tab: FlowSettingsTab) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const { Wrapper } = editorWrapper([
    {
      id: 'llmAgentflow_0',
      type: 'agentFlow',
      position: { x: 0, y: 0 },
      data: {
        name: 'llmAgentflow',
        label: 'LLM 0',
        inputParams: [{ name: 'llmModel', label: 'Model', type: 'asyncOptions' }],
      },
    },
  ]);
  render(
    <Wrapper>
      <FlowSettingsDialog flow={FLOW} initialTab={tab} onClose={onClose} onSaved={onSaved} />
    </Wrapper>,
  );
  return { onSaved, onClose };
}

describe('flow settings dialog', () => {
  it('refuses a bad origin and a non-positive rate limit with clear messages, saving nothing', async () => {
    const log = serve();
    const { onSaved } = open('origins');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Origin 1'), 'example.com');
    await user.click(screen.getByRole('tab', { name: 'Rate Limit' }));
    await user.click(screen.getByLabelText('Enable rate limit'));
    await user.type(screen.getByLabelText('Message limit per duration'), '0');
    await user.type(screen.getByLabelText('Duration in seconds'), '60');
    await user.type(screen.getByLabelText('Limit message'), 'Slow down');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Message limit must be a whole number greater than 0')).toBeTruthy();
    expect(screen.getByTestId('flow-settings-errors').textContent).toContain(
      '"example.com" is not a valid origin: use the scheme and host, such as https://example.com',
    );
    expect(log.some((request) => request.method === 'PUT')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves origins, rate limit, starter prompts and overrides in Flowise shapes', async () => {
    const log = serve();
    const { onSaved, onClose } = open('origins');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Origin 1'), 'https://shop.example/');
    await user.type(screen.getByLabelText('Error message for other origins'), 'Not allowed here');
    await user.click(screen.getByRole('tab', { name: 'Rate Limit' }));
    await user.click(screen.getByLabelText('Enable rate limit'));
    await user.type(screen.getByLabelText('Message limit per duration'), '5');
    await user.type(screen.getByLabelText('Duration in seconds'), '60');
    await user.type(screen.getByLabelText('Limit message'), 'Slow down');
    await user.click(screen.getByRole('tab', { name: 'Starter Prompts' }));
    await user.type(screen.getByLabelText('Prompt 1'), 'What can you do?');
    await user.click(screen.getByRole('tab', { name: 'API Configuration' }));
    await user.click(screen.getByLabelText('Enable override configuration'));
    await user.click(screen.getByText('LLM 0'));
    await user.click(await screen.findByLabelText(/^Model/));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(onSaved).toHaveBeenCalled();
    });
    expect(onClose).toHaveBeenCalled();
    const put = log.find((request) => request.method === 'PUT');
    const body = put?.body;
    if (typeof body !== 'object' || body === null || !('chatbotConfig' in body) || !('apiConfig' in body))
      throw new Error('no settings saved');
    expect(JSON.parse(String(body.chatbotConfig))).toEqual({
      botMessage: { backgroundColor: '#fff' },
      allowedOrigins: ['https://shop.example'],
      allowedOriginsError: 'Not allowed here',
      starterPrompts: { 0: { prompt: 'What can you do?' } },
    });
    expect(JSON.parse(String(body.apiConfig))).toEqual({
      rateLimit: { status: true, limitMax: '5', limitDuration: '60', limitMsg: 'Slow down' },
      overrideConfig: {
        status: true,
        nodes: { 'LLM 0': [{ label: 'Model', name: 'llmModel', type: 'asyncOptions', enabled: true }] },
        variables: [],
      },
    });
  });

  it('saves chat feedback and lead capture into the chatbot configuration, keeping its other keys', async () => {
    const log = serve();
    const { onSaved } = open('chatFeedback');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Enable chat feedback'));
    await user.click(screen.getByRole('tab', { name: 'Leads' }));
    await user.click(screen.getByLabelText('Enable lead capture'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getAllByText('Choose at least one field for the lead form: name, email address or phone'),
    ).not.toHaveLength(0);
    expect(log.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Form title'), 'Your email?');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(onSaved).toHaveBeenCalled();
    });
    expect(JSON.parse(String(savedField(log, 'chatbotConfig')))).toEqual({
      botMessage: { backgroundColor: '#fff' },
      allowedOrigins: [],
      allowedOriginsError: '',
      starterPrompts: {},
      chatFeedback: { status: true },
      leads: {
        status: true,
        title: 'Your email?',
        name: false,
        email: true,
        phone: false,
        successMessage: '',
      },
    });
    expect(savedField(log, 'followUpPrompts')).toBeUndefined();
  });

  it('saves the allowed upload types and the follow-up prompts provider in Flowise shapes', async () => {
    const log = serve();
    const { onSaved } = open('fileUpload');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Enable full file upload'));
    for (const type of ['CSS', 'HTML', 'JSON', 'Markdown', 'SQL', 'Text File', 'XML', 'DOC', 'DOCX'])
      await user.click(screen.getByLabelText(new RegExp(`^${type} \\(`)));

    await user.click(screen.getByRole('tab', { name: 'Follow-up Prompts' }));
    await user.click(screen.getByLabelText('Enable follow-up prompts'));
    await user.click(screen.getByLabelText('Provider'));
    await user.click(await screen.findByRole('option', { name: 'OpenAI' }));
    await user.click(screen.getByLabelText('Connect credential'));
    await user.click(await screen.findByRole('option', { name: 'My OpenAI' }));
    expect(screen.queryByRole('option', { name: 'My Groq' })).toBeNull();
    await user.click(screen.getByLabelText('Model name'));
    await user.click(await screen.findByRole('option', { name: 'gpt-4o-mini' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(onSaved).toHaveBeenCalled();
    });
    expect(JSON.parse(String(savedField(log, 'chatbotConfig')))).toMatchObject({
      botMessage: { backgroundColor: '#fff' },
      fullFileUpload: { status: true, allowedUploadFileTypes: 'text/csv,application/pdf' },
      followUpPrompts: { status: true },
    });
    expect(JSON.parse(String(savedField(log, 'followUpPrompts')))).toEqual({
      status: true,
      selectedProvider: 'chatOpenAI',
      chatOpenAI: {
        credentialId: 'cred-openai',
        modelName: 'gpt-4o-mini',
        prompt: DEFAULT_FOLLOW_UP_PROMPT,
        temperature: 0.9,
      },
    });
  });
});
