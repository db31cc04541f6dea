import type { ChatMessage, ChatSessionSummary } from '@loomflow/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ViewLeadsDialog } from './ViewLeadsDialog.tsx';
import { ViewMessagesDialog } from './ViewMessagesDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function session(
  chatId: string,
  source: ChatSessionSummary['source'],
  firstMessage: string,
): ChatSessionSummary {
  return {
    chatId,
    sessionId: chatId,
    source,
    chatType: source === 'UI' ? 'INTERNAL' : 'EXTERNAL',
    requestOrigin: source === 'EMBED' ? 'https://shop.example' : null,
    firstMessage,
    messageCount: 2,
    firstDate: '2026-03-01T10:00:00.000Z',
    lastDate: '2026-03-01T10:00:01.000Z',
    thumbsUp: 0,
    thumbsDown: source === 'EMBED' ? 1 : 0,
  };
}

function message(chatId: string, id: string, role: ChatMessage['role'], content: string): ChatMessage {
  return {
    id,
    role,
    chatflowid: 'flow-1',
    executionId: null,
    content,
    sourceDocuments: null,
    usedTools:
      role === 'apiMessage' ? JSON.stringify([{ tool: 'calculator', toolInput: {}, toolOutput: '4' }]) : null,
    agentReasoning: null,
    fileUploads: null,
    artifacts: null,
    action: null,
    chatType: 'EXTERNAL',
    chatId,
    sessionId: chatId,
    memoryType: null,
    leadEmail: null,
    followUpPrompts: null,
    usage: null,
    createdDate: role === 'userMessage' ? '2026-03-01T10:00:00.000Z' : '2026-03-01T10:00:01.000Z',
    requestOrigin: chatId === 'embed' ? 'https://shop.example' : null,
    feedback:
      chatId === 'embed' && role === 'apiMessage'
        ? {
            id: 'f1',
            chatflowid: 'flow-1',
            chatId,
            messageId: id,
            rating: 'THUMBS_DOWN',
            content: 'Wrong hours',
            createdDate: '2026-03-01T10:00:02.000Z',
          }
        : null,
  };
}

/** A flow with an embedded-widget conversation and an API one. */
function serve() {
  let chats = ['embed', 'api'];
  const all = {
    embed: session('embed', 'EMBED', 'Opening hours?'),
    api: session('api', 'API', 'Price of **tea**?'),
  };
  const messages = (chatId: string) =>
    chatId === 'embed'
      ? [
          message('embed', 'e1', 'userMessage', 'Opening hours?'),
          message('embed', 'e2', 'apiMessage', '9 to 5'),
        ]
      : [
          message('api', 'a1', 'userMessage', 'Price of **tea**?'),
          message('api', 'a2', 'apiMessage', '2 EUR'),
        ];
  return stubFetch((request) => {
    if (request.path === '/chatmessage/flow-1/sessions') {
      const sources = request.query.get('source')?.split(',') ?? [];
      return jsonResponse(
        200,
        chats
          .map((chatId) => (chatId === 'embed' ? all.embed : all.api))
          .filter((item) => sources.length === 0 || sources.includes(item.source)),
      );
    }
    if (request.path === '/chatmessage/flow-1' && request.method === 'GET') {
      const chatId = request.query.get('chatId');
      return jsonResponse(200, chatId ? messages(chatId) : chats.flatMap(messages));
    }
    if (request.path === '/chatmessage/flow-1' && request.method === 'DELETE') {
      const chatId = request.query.get('chatId');
      chats = chats.filter((item) => item !== chatId);
      return jsonResponse(200, { deleted: 2 });
    }
    if (request.path === '/leads/flow-1')
      return jsonResponse(200, [
        {
          id: 'l1',
          chatflowid: 'flow-1',
          chatId: 'embed',
          name: 'Ada',
          email: 'ada@example.com',
          phone: null,
          createdDate: '2026-03-01T10:00:00.000Z',
        },
      ]);
    return jsonResponse(404, { message: 'Not found' });
  });
}

function renderDialog(dialog: 'messages' | 'leads') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const flow = { id: 'flow-1', name: 'Support' };
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        {dialog === 'messages' ? (
          <ViewMessagesDialog flow={flow} onClose={vi.fn()} />
        ) : (
          <ViewLeadsDialog flow={flow} onClose={vi.fn()} />
        )}
        <ConfirmDialog />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

/** A downloaded file's text (jsdom's Blob has no `text()`). */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) {
      reject(new Error('nothing was downloaded'));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(new Error('the download cannot be read'));
    };
    reader.readAsText(blob);
  });
}

/** Captures the files the page downloads. */
function captureDownloads(): { name: string; blob: Blob }[] {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  // jsdom has no object URLs: the download's Blob is kept instead.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      last = blob;
      return 'blob:download';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return files;
}

describe('view messages dialog', () => {
  it('lists conversations, shows the selected one with its feedback, and filters by source and date', async () => {
    const log = serve();
    renderDialog('messages');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect((await within(list).findAllByRole('button')).map((item) => item.textContent)).toEqual([
      expect.stringContaining('Opening hours?'),
      expect.stringContaining('Price of **tea**?'),
    ]);
    expect(await screen.findByText('9 to 5')).toBeTruthy();
    const feedback = screen.getByTestId('feedback-e2');
    expect(feedback.textContent).toContain('Wrong hours');
    expect(within(feedback).getByLabelText('Thumbs down')).toBeTruthy();
    expect(screen.getAllByText('calculator')).not.toHaveLength(0);

    await user.click(within(list).getByText('Price of **tea**?'));
    expect(await screen.findByText('2 EUR')).toBeTruthy();
    expect(screen.getByText('tea').tagName).toBe('STRONG');

    await user.click(screen.getByLabelText('API'));
    await waitFor(() => {
      expect(within(list).getAllByRole('button')).toHaveLength(1);
    });
    const sessionRequests = log.filter((request) => request.path === '/chatmessage/flow-1/sessions');
    expect(sessionRequests.at(-1)?.query.get('source')).toBe('API');

    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => {
      const last = log.filter((request) => request.path === '/chatmessage/flow-1/sessions').at(-1);
      expect(last?.query.get('startDate')).toBe('2026-03-01');
    });
  });

  it('deletes a conversation after confirmation and exports the shown ones as JSON', async () => {
    const log = serve();
    const files = captureDownloads();
    renderDialog('messages');
    const user = userEvent.setup();
    await screen.findByText('9 to 5');

    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => {
      expect(files).toHaveLength(1);
    });
    expect(files[0]?.name).toBe('Support-Messages.json');
    const exported: unknown = JSON.parse(await readBlob(files[0]?.blob));
    expect(exported).toEqual([
      expect.objectContaining({
        chatId: 'embed',
        source: 'Embed',
        origin: 'https://shop.example',
        messages: [
          expect.objectContaining({ role: 'user', content: 'Opening hours?' }),
          expect.objectContaining({
            role: 'bot',
            content: '9 to 5',
            feedback: { rating: 'THUMBS_DOWN', content: 'Wrong hours' },
          }),
        ],
      }),
      expect.objectContaining({ chatId: 'api', source: 'API' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete conversation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByText('9 to 5')).toBeNull();
    });
    const deletion = log.find((request) => request.method === 'DELETE');
    expect(deletion?.query.get('chatId')).toBe('embed');
    expect(await screen.findByText('2 EUR')).toBeTruthy();
  });
});

describe('view leads dialog', () => {
  it('lists the leads and exports them as CSV', async () => {
    serve();
    const files = captureDownloads();
    renderDialog('leads');
    const user = userEvent.setup();
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(files[0]?.name).toBe('Support-Leads.csv');
    expect(await readBlob(files[0]?.blob)).toContain('Ada,ada@example.com,,embed,2026-03-01T10:00:00.000Z');
  });
});
