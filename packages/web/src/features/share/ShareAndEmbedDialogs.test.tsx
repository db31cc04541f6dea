import type { Chatflow } from '@loomflow/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { EmbedDialog } from './EmbedDialog.tsx';
import { ShareChatbotDialog } from './ShareChatbotDialog.tsx';

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
  isPublic: false,
  apikeyid: null,
  chatbotConfig: JSON.stringify({ starterPrompts: { 0: { prompt: 'Hi' } }, title: 'Helper' }),
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
  let flow = FLOW;
  return stubFetch((request) => {
    if (request.method === 'PUT' && request.path === '/chatflows/flow-1') {
      const patch = typeof request.body === 'object' && request.body !== null ? request.body : {};
      flow = { ...flow, ...patch, updatedDate: '2026-01-03T00:00:00.000Z' };
      return jsonResponse(200, flow);
    }
    return jsonResponse(404, { message: 'Not found' });
  });
}

describe('share chatbot dialog', () => {
  it('makes the chatbot public at once, shows its link, and saves the theme merged into the configuration', async () => {
    const log = serve();
    const onSaved = vi.fn();
    const onClose = vi.fn();
    render(
      <SnackbarProvider>
        <ShareChatbotDialog flow={FLOW} onClose={onClose} onSaved={onSaved} origin="https://loom.example" />
      </SnackbarProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByLabelText('Chatbot link')).toHaveProperty(
      'value',
      'https://loom.example/chatbot/flow-1',
    );
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      'https://loom.example/chatbot/flow-1',
    );

    await user.click(screen.getByLabelText(/^Make public/));
    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ isPublic: true }));
    });
    expect(log.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { isPublic: true },
    ]);

    await user.type(screen.getByLabelText('Welcome message'), 'Hello!');
    await user.click(screen.getByLabelText('Show bot avatar'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    const saved = log.filter((request) => request.method === 'PUT')[1]?.body;
    if (typeof saved !== 'object' || saved === null || !('chatbotConfig' in saved))
      throw new Error('not saved');
    expect(JSON.parse(String(saved.chatbotConfig))).toMatchObject({
      starterPrompts: { 0: { prompt: 'Hi' } },
      title: 'Helper',
      welcomeMessage: 'Hello!',
      botMessage: { showAvatar: true, backgroundColor: '#f7f8ff' },
      renderHTML: false,
    });
  });

  it('refuses an avatar that is not an image address, saving nothing', async () => {
    const log = serve();
    render(
      <SnackbarProvider>
        <ShareChatbotDialog flow={FLOW} onClose={vi.fn()} onSaved={vi.fn()} />
      </SnackbarProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title avatar URL'), 'javascript:x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use an http(s) address of an image (or leave empty)')).toBeTruthy();
    expect(log.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('embed dialog', () => {
  it('shows the snippet for this flow and server, per tab, and copies it', async () => {
    render(
      <SnackbarProvider>
        <EmbedDialog flow={FLOW} apiHost="https://loom.example" onClose={vi.fn()} />
      </SnackbarProvider>,
    );
    // user-event provides the clipboard.
    const user = userEvent.setup();
    const snippet = () => screen.getByTestId('embed-snippet').textContent;
    expect(snippet()).toContain('Chatbot.init({');
    expect(snippet()).toContain('chatflowid: "flow-1"');
    expect(snippet()).toContain('apiHost: "https://loom.example"');
    expect(snippet()).toContain('https://cdn.jsdelivr.net/npm/flowise-embed/dist/web.js');
    expect(snippet()).toContain('"title": "Helper"');
    await user.click(screen.getByRole('tab', { name: 'Popup React' }));
    expect(snippet()).toContain('<BubbleChat');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toContain('chatflowid="flow-1"');
  });
});
