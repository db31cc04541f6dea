import type { ChatMessage, ChatSessionSummary } from '@loomflow/core';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { chatMessageRow } from '../test-support/chat-message-row.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '../db/repositories/index.ts';
import type { ChatMessageRow } from '../db/schema.ts';
import { directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';

/** Three conversations: one from the canvas (UI), one from the API, one from a page embedding the widget. */
function conversations(workspaceId: string, flowId: string): ChatMessageRow[] {
  const at = (day: number, second: number) => `2026-03-0${day}T10:00:0${second}.000Z`;
  return [
    chatMessageRow(workspaceId, flowId, {
      id: 'ui-q',
      chatId: 'ui',
      chatType: 'INTERNAL',
      createdDate: at(1, 0),
    }),
    chatMessageRow(workspaceId, flowId, {
      id: 'ui-a',
      chatId: 'ui',
      chatType: 'INTERNAL',
      role: 'apiMessage',
      content: 'hi from the canvas',
      createdDate: at(1, 1),
    }),
    chatMessageRow(workspaceId, flowId, {
      id: 'api-q',
      chatId: 'api',
      content: 'price?',
      createdDate: at(2, 0),
    }),
    chatMessageRow(workspaceId, flowId, {
      id: 'api-a',
      chatId: 'api',
      role: 'apiMessage',
      content: '10 EUR',
      createdDate: at(2, 1),
    }),
    chatMessageRow(workspaceId, flowId, {
      id: 'embed-q1',
      chatId: 'embed',
      content: 'opening hours?',
      requestOrigin: 'https://shop.example',
      createdDate: at(3, 0),
    }),
    chatMessageRow(workspaceId, flowId, {
      id: 'embed-a1',
      chatId: 'embed',
      role: 'apiMessage',
      content: '9 to 5',
      requestOrigin: 'https://shop.example',
      createdDate: at(3, 1),
    }),
    chatMessageRow(workspaceId, flowId, {
      id: 'embed-q2',
      chatId: 'embed',
      content: 'on sunday?',
      requestOrigin: 'https://shop.example',
      createdDate: at(3, 2),
    }),
    chatMessageRow(workspaceId, flowId, {
      id: 'embed-a2',
      chatId: 'embed',
      role: 'apiMessage',
      content: 'closed',
      requestOrigin: 'https://shop.example',
      createdDate: at(3, 3),
    }),
  ];
}

describe.each(TEST_DATABASE_KINDS)('message history on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let repos: Repositories;
  let workspaceId: string;
  let flowId: string;

  const rate = async (messageId: string, chatId: string, rating: string, content: string | null) => {
    await server.server.db
      .insertInto('chat_message_feedback')
      .values({
        id: `feedback-${messageId}`,
        workspaceId,
        chatflowid: flowId,
        chatId,
        messageId,
        rating,
        content,
        createdDate: '2026-03-05T00:00:00.000Z',
      })
      .execute();
  };

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    workspaceId = (await registerAndLogin(owner)).activeWorkspaceId;
    repos = createRepositories(server.server.db);
    flowId = await saveFlow(owner, directReplyFlow('hi'));
    await repos.chatMessages.create(conversations(workspaceId, flowId));
    await rate('api-a', 'api', 'THUMBS_UP', null);
    await rate('embed-a1', 'embed', 'THUMBS_DOWN', 'Wrong hours');
  });
  afterAll(() => server.close());

  const ids = (messages: readonly ChatMessage[]) => messages.map((item) => item.id);

  it('summarises conversations newest first with their source, first question and ratings', async () => {
    const sessions = await owner.get<ChatSessionSummary[]>(`/api/v1/chatmessage/${flowId}/sessions`);
    expect(sessions.status).toBe(200);
    expect(sessions.body).toEqual([
      {
        chatId: 'embed',
        sessionId: 'embed',
        source: 'EMBED',
        chatType: 'EXTERNAL',
        requestOrigin: 'https://shop.example',
        firstMessage: 'opening hours?',
        messageCount: 4,
        firstDate: '2026-03-03T10:00:00.000Z',
        lastDate: '2026-03-03T10:00:03.000Z',
        thumbsUp: 0,
        thumbsDown: 1,
      },
      expect.objectContaining({ chatId: 'api', source: 'API', firstMessage: 'price?', thumbsUp: 1 }),
      expect.objectContaining({ chatId: 'ui', source: 'UI', messageCount: 2, thumbsUp: 0, thumbsDown: 0 }),
    ]);
  });

  it('filters conversations by source, dates and rating', async () => {
    const chats = async (query: string) =>
      (await owner.get<ChatSessionSummary[]>(`/api/v1/chatmessage/${flowId}/sessions?${query}`)).body.map(
        (session) => session.chatId,
      );
    expect(await chats('source=API,EMBED')).toEqual(['embed', 'api']);
    expect(await chats('source=UI')).toEqual(['ui']);
    expect(await chats('startDate=2026-03-02&endDate=2026-03-02')).toEqual(['api']);
    expect(await chats('feedbackType=THUMBS_DOWN')).toEqual(['embed']);
    const bad = await owner.get<{ message: string }>(`/api/v1/chatmessage/${flowId}/sessions?source=EMAIL`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('source must be UI, API, EMBED or OTHER');
  });

  it('includes each message feedback on request and keeps rated answers with their question', async () => {
    const withFeedback = await owner.get<ChatMessage[]>(
      `/api/v1/chatmessage/${flowId}?chatId=embed&feedback=true`,
    );
    expect(ids(withFeedback.body)).toEqual(['embed-q1', 'embed-a1', 'embed-q2', 'embed-a2']);
    expect(withFeedback.body[1]?.feedback).toMatchObject({
      rating: 'THUMBS_DOWN',
      content: 'Wrong hours',
      messageId: 'embed-a1',
    });
    expect(withFeedback.body[3]?.feedback).toBeNull();
    expect(withFeedback.body[0]?.requestOrigin).toBe('https://shop.example');

    const plain = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=embed`);
    expect(plain.body[1]).not.toHaveProperty('feedback');

    const thumbsDown = await owner.get<ChatMessage[]>(
      `/api/v1/chatmessage/${flowId}?feedbackType=THUMBS_DOWN`,
    );
    expect(ids(thumbsDown.body)).toEqual(['embed-q1', 'embed-a1']);
    const flowiseStyle = await owner.get<ChatMessage[]>(
      `/api/v1/chatmessage/${flowId}?feedback=true&feedbackType=${encodeURIComponent('["THUMBS_UP"]')}`,
    );
    expect(ids(flowiseStyle.body)).toEqual(['api-q', 'api-a']);
    const external = await owner.get<ChatMessage[]>(
      `/api/v1/chatmessage/${flowId}?chatType=${encodeURIComponent('["INTERNAL"]')}`,
    );
    expect(ids(external.body)).toEqual(['ui-q', 'ui-a']);
    const embedOnly = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?source=EMBED&order=DESC`);
    expect(ids(embedOnly.body)).toEqual(['embed-a2', 'embed-q2', 'embed-a1', 'embed-q1']);
  });

  it('deletes one conversation with its feedback and leaves the others', async () => {
    const deleted = await owner.delete<{ deleted: number }>(`/api/v1/chatmessage/${flowId}?chatId=embed`);
    expect(deleted.body).toEqual({ deleted: 4 });
    const left = await server.server.db
      .selectFrom('chat_message_feedback')
      .select('messageId')
      .where('workspaceId', '=', workspaceId)
      .execute();
    expect(left).toEqual([{ messageId: 'api-a' }]);
    const sessions = await owner.get<ChatSessionSummary[]>(`/api/v1/chatmessage/${flowId}/sessions`);
    expect(sessions.body.map((session) => session.chatId)).toEqual(['api', 'ui']);
    expect((await owner.get(`/api/v1/chatmessage/no-such-flow/sessions`)).status).toBe(404);
  });

  it('tells a prediction from a page embedding the widget (Origin sent) from an API client (none)', async () => {
    const predicted = await saveFlow(owner, directReplyFlow('hello there'));
    const client = server.session();
    const fromPage = await client.post(
      `/api/v1/prediction/${predicted}`,
      { question: 'from the page', chatId: 'page-chat' },
      { headers: { origin: 'https://shop.example' } },
    );
    const fromApi = await client.post(`/api/v1/prediction/${predicted}`, {
      question: 'from a script',
      chatId: 'script-chat',
    });
    expect([fromPage.status, fromApi.status]).toEqual([200, 200]);
    const sessions = await owner.get<ChatSessionSummary[]>(`/api/v1/chatmessage/${predicted}/sessions`);
    const sourceOf = (chatId: string) => sessions.body.find((session) => session.chatId === chatId);
    expect(sourceOf('page-chat')).toMatchObject({ source: 'EMBED', requestOrigin: 'https://shop.example' });
    expect(sourceOf('script-chat')).toMatchObject({ source: 'API', requestOrigin: null });
  });
});
