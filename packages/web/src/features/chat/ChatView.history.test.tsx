import type { ChatMessage } from '@loomflow/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { ChatView } from './ChatView.tsx';
import { useChatSession } from './useChatSession.ts';

const FLOW = 'flow-1';
const CHAT = 'chat-7';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Harness() {
  const session = useChatSession({ flowId: FLOW, audience: 'internal' });
  return (
    <div style={{ height: 600 }}>
      <ChatView session={session} flowId={FLOW} config={{}} appearance={{}} />
    </div>
  );
}

function stored(id: string, role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}) {
  return {
    id,
    role,
    chatflowid: FLOW,
    executionId: null,
    content,
    sourceDocuments: null,
    usedTools: null,
    agentReasoning: null,
    fileUploads: null,
    artifacts: null,
    action: null,
    chatType: 'INTERNAL',
    chatId: CHAT,
    sessionId: CHAT,
    memoryType: null,
    leadEmail: null,
    followUpPrompts: null,
    usage: null,
    createdDate: `2025-01-01T00:00:0${id}.000Z`,
    ...extra,
  };
}

const FAILURE = '500 The model server is down';

describe('chat view after a reload', () => {
  it('shows a failed turn as its question and its error once, then the next answer', async () => {
    localStorage.setItem(`${FLOW}_INTERNAL`, JSON.stringify({ chatId: CHAT }));
    stubFetch((request) => {
      if (request.path === `/chatmessage/${FLOW}` && request.method === 'GET')
        return jsonResponse(200, [
          stored('1', 'userMessage', 'First question'),
          stored('2', 'apiMessage', FAILURE, { error: FAILURE }),
          stored('3', 'userMessage', 'Second question'),
          stored('4', 'apiMessage', 'The second answer'),
        ]);
      return jsonResponse(404, { message: 'not here' });
    });
    renderRoutes([{ path: '/', element: <Harness /> }], '/');

    expect(await screen.findByText('The second answer')).toBeTruthy();
    expect(screen.getByText('First question')).toBeTruthy();
    const answers = document.querySelectorAll('[data-role="bot-message"]:not([data-status="done"])');
    expect(answers).toHaveLength(1);
    const failed = answers[0];
    if (!(failed instanceof HTMLElement)) throw new Error('no failed answer');
    expect(failed.dataset.status).toBe('error');
    expect(within(failed).getByRole('alert').textContent).toContain(FAILURE);
    // The error reads once: not as answer text besides the error box, nowhere else in the chat.
    expect(within(failed).queryByTestId('answer-text')).toBeNull();
    expect(screen.getAllByText(FAILURE, { exact: false })).toHaveLength(1);
  });
});
