import type { ChatMessage, UploadsConfig } from '@loomflow/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { ChatView } from './ChatView.tsx';
import { startFormOf } from './start-form.ts';
import type { StartForm } from './start-form.ts';
import { useChatSession } from './useChatSession.ts';

const FLOW = 'flow-2';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function answer(text: string, messageId = 'msg-1'): Response {
  const frames = [
    ['token', text],
    ['metadata', { chatId: 'c', chatMessageId: messageId }],
    ['end', '[DONE]'],
  ];
  return new Response(
    frames.map(([event, data]) => `message:\ndata:${JSON.stringify({ event, data })}\n\n`).join(''),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

interface HarnessProps {
  readonly feedback?: boolean;
  readonly uploads?: UploadsConfig;
  readonly startForm?: StartForm;
}

function Harness({ feedback = false, uploads, startForm }: HarnessProps) {
  const session = useChatSession({ flowId: FLOW, audience: 'internal' });
  return (
    <ChatView
      session={session}
      flowId={FLOW}
      config={{ chatFeedback: { status: feedback } }}
      uploads={uploads}
      startForm={startForm}
      appearance={{}}
    />
  );
}

function serve(
  extra: (request: RecordedRequest) => Response | undefined = () => undefined,
): RecordedRequest[] {
  return stubFetch((request) => {
    const answered = extra(request);
    if (answered) return answered;
    if (request.path === `/internal-prediction/${FLOW}`) return answer('Noted.');
    return jsonResponse(404, { message: 'not here' });
  });
}

const predictions = (log: readonly RecordedRequest[]) =>
  log.filter((request) => request.path === `/internal-prediction/${FLOW}`);

describe('chat view features', () => {
  it('rates an answer with thumbs down and adds a comment', async () => {
    const log = serve((request) => {
      if (request.path === '/feedback')
        return jsonResponse(201, {
          id: 'fb-1',
          chatflowid: FLOW,
          chatId: 'c',
          messageId: 'msg-1',
          rating: 'THUMBS_DOWN',
          content: null,
          createdDate: '2026-01-01T00:00:00.000Z',
        });
      if (request.path === '/feedback/fb-1')
        return jsonResponse(200, {
          id: 'fb-1',
          chatflowid: FLOW,
          chatId: 'c',
          messageId: 'msg-1',
          rating: 'THUMBS_DOWN',
          content: 'Too short',
          createdDate: '2026-01-01T00:00:00.000Z',
        });
      return undefined;
    });
    renderRoutes([{ path: '/', element: <Harness feedback /> }], '/');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(await screen.findByRole('button', { name: 'Bad answer' }));
    await user.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(log.some((request) => request.path === '/feedback/fb-1')).toBe(true);
    });
    const chatId = (predictions(log)[0]?.body as { chatId: string }).chatId;
    expect(log.find((request) => request.path === '/feedback')?.body).toEqual({
      chatflowid: FLOW,
      chatId,
      messageId: 'msg-1',
      rating: 'THUMBS_DOWN',
    });
    expect(log.find((request) => request.path === '/feedback/fb-1')).toMatchObject({
      method: 'PUT',
      body: { content: 'Too short' },
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByRole('button', { name: 'Bad answer' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('attaches an allowed image as a data URL and refuses a kind the flow does not accept', async () => {
    const log = serve();
    const uploads: UploadsConfig = {
      isSpeechToTextEnabled: false,
      isImageUploadAllowed: true,
      isRAGFileUploadAllowed: false,
      imgUploadSizeAndTypes: [{ fileTypes: ['image/png'], maxUploadSize: 5 }],
      fileUploadSizeAndTypes: [],
    };
    renderRoutes([{ path: '/', element: <Harness uploads={uploads} /> }], '/');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByTestId('chat-file-input');
    await user.upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/this flow does not accept application\/pdf/)).toBeTruthy();
    await user.upload(input, new File(['png-bytes'], 'cat.png', { type: 'image/png' }));
    expect(await screen.findByText('cat.png')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What is this?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(predictions(log)).toHaveLength(1);
    });
    expect(predictions(log)[0]?.body).toMatchObject({
      question: 'What is this?',
      uploads: [
        {
          type: 'file',
          name: 'cat.png',
          mime: 'image/png',
          data: expect.stringMatching(/^data:image\/png;base64,/),
        },
      ],
    });
  });

  it('starts a form-input flow with its form and sends the values as form', async () => {
    const flowData = JSON.stringify({
      nodes: [
        {
          id: 'startAgentflow_0',
          data: {
            name: 'startAgentflow',
            inputs: {
              startInputType: 'formInput',
              formTitle: 'Trip request',
              formInputTypes: [
                { type: 'string', label: 'City', name: 'city' },
                { type: 'number', label: 'Nights', name: 'nights' },
                {
                  type: 'options',
                  label: 'Class',
                  name: 'travelClass',
                  addOptions: [{ option: 'Economy' }, { option: 'Business' }],
                },
              ],
            },
          },
        },
      ],
      edges: [],
    });
    const form = startFormOf(flowData);
    const log = serve();
    renderRoutes([{ path: '/', element: <Harness startForm={form} /> }], '/');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Oslo');
    await user.type(screen.getByRole('spinbutton', { name: 'Nights' }), '3');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Noted.')).toBeTruthy();
    expect(predictions(log)[0]?.body).toMatchObject({
      form: { city: 'Oslo', nights: 3, travelClass: 'Economy' },
      streaming: true,
    });
    expect(predictions(log)[0]?.body).not.toHaveProperty('question');
  });

  it('reloads the stored messages of the chat when it opens again', async () => {
    localStorage.setItem(`${FLOW}_INTERNAL`, JSON.stringify({ chatId: 'chat-old' }));
    const stored = (id: string, role: ChatMessage['role'], content: string): ChatMessage => ({
      id,
      role,
      chatflowid: FLOW,
      executionId: null,
      content,
      sourceDocuments:
        role === 'apiMessage' ? JSON.stringify([{ pageContent: 'x', metadata: { source: 'faq.md' } }]) : null,
      usedTools: null,
      agentReasoning: null,
      fileUploads: null,
      artifacts: null,
      action: null,
      chatType: 'INTERNAL',
      chatId: 'chat-old',
      sessionId: 'chat-old',
      memoryType: null,
      leadEmail: null,
      followUpPrompts: null,
      usage: null,
      createdDate: '2026-01-01T00:00:00.000Z',
    });
    const log = serve((request) =>
      request.path === `/chatmessage/${FLOW}`
        ? jsonResponse(200, [
            stored('m1', 'userMessage', 'Earlier question'),
            stored('m2', 'apiMessage', 'Earlier answer'),
          ])
        : undefined,
    );
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    expect(await screen.findByText('Earlier answer')).toBeTruthy();
    expect(screen.getByText('Earlier question')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'faq.md' })).toBeTruthy();
    expect(log.find((request) => request.path === `/chatmessage/${FLOW}`)?.query.get('chatId')).toBe(
      'chat-old',
    );
  });
});
