import type { ChatMessage, UploadsConfig } from '@loomflow/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
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

/** jsdom's File has no text(): read it the way a page could. */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(new Error(`could not read ${file.name}`));
    };
    reader.readAsText(file);
  });
}

const RAG_UPLOADS: UploadsConfig = {
  isSpeechToTextEnabled: false,
  isImageUploadAllowed: false,
  isRAGFileUploadAllowed: true,
  imgUploadSizeAndTypes: [],
  fileUploadSizeAndTypes: [{ fileTypes: ['text/plain'], maxUploadSize: 5 }],
};

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

  it('upserts a file for retrieval into the flow for this chat first, then names it in the question', async () => {
    const log = serve((request) =>
      request.path === `/vector/upsert/${FLOW}`
        ? jsonResponse(200, { numAdded: 1, numDeleted: 0, numUpdated: 0, numSkipped: 0, addedDocs: [] })
        : undefined,
    );
    renderRoutes([{ path: '/', element: <Harness uploads={RAG_UPLOADS} /> }], '/');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByTestId('chat-file-input'),
      new File(['Refunds take 5 days.'], 'policy.txt', { type: 'text/plain' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How long do refunds take?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(predictions(log)).toHaveLength(1);
    });
    const upsert = log.find((request) => request.path === `/vector/upsert/${FLOW}`);
    const prediction = predictions(log)[0];
    expect(log.indexOf(upsert ?? prediction!)).toBeLessThan(log.indexOf(prediction!));
    const file = upsert?.form?.get('files');
    expect(file instanceof File ? [file.name, await textOf(file)] : file).toEqual([
      'policy.txt',
      'Refunds take 5 days.',
    ]);
    const chatId = (prediction?.body as { chatId: string }).chatId;
    expect(upsert?.form?.get('chatId')).toBe(chatId);
    expect(prediction?.body).toMatchObject({
      uploads: [{ type: 'file:rag', name: 'policy.txt', mime: 'text/plain' }],
    });
    expect((prediction?.body as { uploads: { data?: string }[] }).uploads[0]?.data).toBeUndefined();
  });

  it('does not send the question when its file cannot be upserted, and says why', async () => {
    const log = serve((request) =>
      request.path === `/vector/upsert/${FLOW}`
        ? errorResponse(400, 'No file loader of this flow takes .txt files')
        : undefined,
    );
    renderRoutes([{ path: '/', element: <Harness uploads={RAG_UPLOADS} /> }], '/');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByTestId('chat-file-input'),
      new File(['x'], 'policy.txt', { type: 'text/plain' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'And now?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/No file loader of this flow takes \.txt files/)).toBeTruthy();
    expect(predictions(log)).toHaveLength(0);
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
