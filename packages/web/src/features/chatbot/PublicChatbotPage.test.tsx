import type { PublicChatbotConfig } from '@loomflow/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { PublicChatbotPage } from './PublicChatbotPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const UPLOADS = {
  isSpeechToTextEnabled: false,
  isImageUploadAllowed: false,
  isRAGFileUploadAllowed: false,
  imgUploadSizeAndTypes: [],
  fileUploadSizeAndTypes: [],
};

const routes = [{ path: '/chatbot/:id', element: <PublicChatbotPage /> }];

function answer(text: string): Response {
  const body = [
    `message:\ndata:${JSON.stringify({ event: 'token', data: text })}\n\n`,
    'message:\ndata:{"event":"end","data":"[DONE]"}\n\n',
  ];
  return new Response(body.join(''), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

describe('public chatbot page', () => {
  it('themes the page, asks for the disclaimer and a lead, then chats through the public prediction', async () => {
    const config: PublicChatbotConfig = {
      title: 'Support desk',
      welcomeMessage: 'Welcome! Ask me anything.',
      disclaimer: { title: 'Before you start', message: 'Answers may be wrong.', buttonText: 'I understand' },
      leads: { status: true, title: 'Who are you?', name: true, email: true, successMessage: 'Thanks, Ada!' },
      uploads: UPLOADS,
      isPublic: true,
    };
    const log = stubFetch((request) => {
      if (request.path === '/public-chatbotConfig/flow-9') return jsonResponse(200, config);
      if (request.path === '/leads')
        return jsonResponse(201, {
          id: 'lead-1',
          chatflowid: 'flow-9',
          chatId: 'c',
          name: 'Ada',
          email: 'ada@example.com',
          phone: null,
          createdDate: '2026-01-01T00:00:00.000Z',
        });
      if (request.path === '/prediction/flow-9') return answer('Hello Ada');
      return jsonResponse(404, { message: 'no' });
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/chatbot/flow-9');
    const disclaimer = await screen.findByRole('dialog', { name: 'Before you start' });
    expect(disclaimer.textContent).toContain('Answers may be wrong.');
    await user.click(screen.getByRole('button', { name: 'I understand' }));
    expect(await screen.findByRole('heading', { name: 'Support desk' })).toBeTruthy();
    expect(screen.getByText('Welcome! Ask me anything.')).toBeTruthy();

    await user.type(screen.getByLabelText(/Name/), 'Ada');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thanks, Ada!')).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();

    const lead = log.find((request) => request.path === '/leads');
    const prediction = log.find((request) => request.path === '/prediction/flow-9');
    const body = prediction?.body as { chatId: string };
    expect(lead?.body).toEqual({
      chatflowid: 'flow-9',
      chatId: body.chatId,
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(prediction?.body).toMatchObject({ question: 'Hi', streaming: true, leadEmail: 'ada@example.com' });
    expect(prediction?.headers.get('x-request-from')).toBeNull();
    const stored = JSON.parse(localStorage.getItem('flow-9_EXTERNAL') ?? '{}') as unknown;
    expect(stored).toEqual({ chatId: body.chatId, lead: { name: 'Ada', email: 'ada@example.com' } });
  });

  it('says so when the flow is not public or does not exist', async () => {
    stubFetch(() => errorResponse(404, 'Chatflow flow-x not found'));
    renderRoutes(routes, '/chatbot/flow-x');
    await waitFor(() => {
      expect(
        screen.getByText(/not available: the flow does not exist or is not shared publicly/),
      ).toBeTruthy();
    });
  });
});
