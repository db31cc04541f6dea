import type { ChatMessageFeedback, Lead, PredictionResponse } from '@loomflow/core';
import {
  createApiKey,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatFeedbackRepository } from '../db/repositories/chat-feedback.repository.ts';
import { directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';

interface ErrorBody {
  readonly message: string;
}

describe.each(TEST_DATABASE_KINDS)('feedback and leads on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let anonymous: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    await registerAndLogin(owner);
    anonymous = server.session();
  });
  afterAll(() => server.close());

  /** A flow with one answered question: the assistant message's id and the chat. */
  async function answered(settings: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const flowId = await saveFlow(owner, directReplyFlow('Answer to {{ question }}'), settings);
    const chatId = `chat-${Math.random().toString(36).slice(2, 10)}`;
    const result = await anonymous.post<PredictionResponse>(
      `/api/v1/prediction/${flowId}`,
      { question: 'q', chatId },
      { headers },
    );
    expect(result.status).toBe(200);
    return { flowId, chatId, messageId: result.body.chatMessageId };
  }

  const storedFeedback = (messageId: string) =>
    server.server.db
      .selectFrom('chat_message_feedback')
      .selectAll()
      .where('messageId', '=', messageId)
      .execute();

  it('stores a thumbs down on an answer, and a second rating of it updates the same row', async () => {
    const { flowId, chatId, messageId } = await answered();
    const first = await anonymous.post<ChatMessageFeedback>('/api/v1/feedback', {
      chatflowid: flowId,
      chatId,
      messageId,
      rating: 'THUMBS_DOWN',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      chatflowid: flowId,
      chatId,
      messageId,
      rating: 'THUMBS_DOWN',
      content: null,
    });
    const again = await anonymous.post<ChatMessageFeedback>('/api/v1/feedback', {
      chatflowid: flowId,
      chatId,
      messageId,
      rating: 'THUMBS_UP',
      content: 'changed my mind',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, rating: 'THUMBS_UP', content: 'changed my mind' });
    const rows = await storedFeedback(messageId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.body.id, rating: 'THUMBS_UP', content: 'changed my mind' });
  });

  it('adds the comment through PUT /feedback/{id}, as the widget does after the thumb', async () => {
    const { flowId, chatId, messageId } = await answered();
    const created = await anonymous.post<ChatMessageFeedback>('/api/v1/feedback', {
      chatflowid: flowId,
      chatId,
      messageId,
      rating: 'THUMBS_DOWN',
    });
    const updated = await anonymous.put<ChatMessageFeedback>(`/api/v1/feedback/${created.body.id}`, {
      content: 'The answer was wrong',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ rating: 'THUMBS_DOWN', content: 'The answer was wrong' });
    expect((await storedFeedback(messageId))[0]?.content).toBe('The answer was wrong');
    const unknown = await anonymous.put<ErrorBody>('/api/v1/feedback/no-such-feedback', { content: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Feedback with ID no-such-feedback not found');
    const badRating = await anonymous.put<ErrorBody>(`/api/v1/feedback/${created.body.id}`, {
      rating: 'MEH',
    });
    expect(badRating.status).toBe(400);
    expect(badRating.body.message).toContain('rating must be THUMBS_UP or THUMBS_DOWN');
  });

  it('refuses feedback on a message that is not an answer of that flow and chat, storing nothing', async () => {
    const { flowId, chatId, messageId } = await answered();
    const other = await answered();
    const userMessage = await server.server.db
      .selectFrom('chat_message')
      .select('id')
      .where('chatId', '=', chatId)
      .where('role', '=', 'userMessage')
      .executeTakeFirstOrThrow();
    const attempt = (body: Record<string, unknown>) =>
      anonymous.post<ErrorBody>('/api/v1/feedback', {
        chatflowid: flowId,
        chatId,
        messageId,
        rating: 'THUMBS_UP',
        ...body,
      });
    const missing = await attempt({ messageId: 'no-such-message' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Message with ID no-such-message not found');
    const wrongChat = await attempt({ chatId: 'another-chat' });
    expect(wrongChat.status).toBe(400);
    expect(wrongChat.body.message).toBe(
      `Inconsistent chat ID: message with ID ${messageId} does not belong to chat with ID another-chat`,
    );
    const wrongFlow = await attempt({ messageId: other.messageId, chatId: other.chatId });
    expect(wrongFlow.status).toBe(400);
    expect(wrongFlow.body.message).toContain('Inconsistent chatflow ID');
    const ownMessage = await attempt({ messageId: userMessage.id });
    expect(ownMessage.status).toBe(400);
    expect(ownMessage.body.message).toContain("rates the assistant's answers");
    const badRating = await attempt({ rating: 'MEH' });
    expect(badRating.status).toBe(400);
    const unknownFlow = await attempt({ chatflowid: 'no-such-flow' });
    expect(unknownFlow.status).toBe(404);
    expect(await storedFeedback(messageId)).toEqual([]);
    expect(await storedFeedback(other.messageId)).toEqual([]);
  });

  it('lets the feedback of a deleted conversation go with it (repository helper)', async () => {
    const one = await answered();
    await anonymous.post('/api/v1/feedback', { ...one, chatflowid: one.flowId, rating: 'THUMBS_UP' });
    const flow = await server.server.db
      .selectFrom('chat_flow')
      .select('workspaceId')
      .where('id', '=', one.flowId)
      .executeTakeFirstOrThrow();
    const repository = new ChatFeedbackRepository(server.server.db);
    expect(await repository.deleteForChats(flow.workspaceId, one.flowId, 'another-chat')).toBe(0);
    expect(await repository.deleteForChats(flow.workspaceId, one.flowId, one.chatId)).toBe(1);
    expect(await storedFeedback(one.messageId)).toEqual([]);
  });

  it('takes feedback even when the flow hides the thumbs, like Flowise', async () => {
    const { flowId, chatId, messageId } = await answered({
      chatbotConfig: JSON.stringify({ chatFeedback: { status: false } }),
    });
    const result = await anonymous.post('/api/v1/feedback', {
      chatflowid: flowId,
      chatId,
      messageId,
      rating: 'THUMBS_UP',
    });
    expect(result.status).toBe(200);
  });

  it('lists a flow’s feedback for signed-in users, filtered by chat and date, in either order', async () => {
    const first = await answered();
    const flowId = first.flowId;
    const secondChat = 'second-chat';
    const second = await anonymous.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question: 'q2',
      chatId: secondChat,
    });
    await anonymous.post('/api/v1/feedback', { ...first, chatflowid: flowId, rating: 'THUMBS_UP' });
    await anonymous.post('/api/v1/feedback', {
      chatflowid: flowId,
      chatId: secondChat,
      messageId: second.body.chatMessageId,
      rating: 'THUMBS_DOWN',
      content: 'no',
    });
    const all = await owner.get<ChatMessageFeedback[]>(`/api/v1/feedback/${flowId}`);
    expect(all.status).toBe(200);
    expect(all.body.map((row) => row.rating)).toEqual(['THUMBS_UP', 'THUMBS_DOWN']);
    const newestFirst = await owner.get<ChatMessageFeedback[]>(`/api/v1/feedback/${flowId}?sortOrder=DESC`);
    expect(newestFirst.body.map((row) => row.rating)).toEqual(['THUMBS_DOWN', 'THUMBS_UP']);
    const oneChat = await owner.get<ChatMessageFeedback[]>(`/api/v1/feedback/${flowId}?chatId=${secondChat}`);
    expect(oneChat.body).toMatchObject([{ chatId: secondChat, content: 'no' }]);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await owner.get<ChatMessageFeedback[]>(
      `/api/v1/feedback/${flowId}?startDate=${today}&endDate=${today}`,
    );
    expect(byDay.body).toHaveLength(2);
    const before = await owner.get<ChatMessageFeedback[]>(`/api/v1/feedback/${flowId}?endDate=2000-01-01`);
    expect(before.body).toEqual([]);
    const badDate = await owner.get<ErrorBody>(`/api/v1/feedback/${flowId}?startDate=yesterday`);
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toContain('startDate must be a date');
    expect((await anonymous.get(`/api/v1/feedback/${flowId}`)).status).toBe(401);
    expect((await owner.get('/api/v1/feedback/no-such-flow')).status).toBe(404);
  });

  it('stores a lead with at least one contact detail and lists the flow’s leads', async () => {
    const { flowId, chatId } = await answered();
    const created = await anonymous.post<Lead>('/api/v1/leads', {
      chatflowid: flowId,
      chatId,
      name: ' Ada Lovelace ',
      email: 'ada@example.com',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      chatflowid: flowId,
      chatId,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
    });
    const phoneOnly = await anonymous.post<Lead>('/api/v1/leads', {
      chatflowid: flowId,
      chatId,
      phone: '+44 20 1234',
    });
    expect(phoneOnly.status).toBe(200);
    const rows = await server.server.db
      .selectFrom('lead')
      .selectAll()
      .where('chatflowid', '=', flowId)
      .execute();
    expect(rows.map((row) => [row.name, row.email, row.phone])).toEqual(
      expect.arrayContaining([
        ['Ada Lovelace', 'ada@example.com', null],
        [null, null, '+44 20 1234'],
      ]),
    );
    const listed = await owner.get<Lead[]>(`/api/v1/leads/${flowId}`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((lead) => lead.id)).toEqual([created.body.id, phoneOnly.body.id]);
    expect((await anonymous.get(`/api/v1/leads/${flowId}`)).status).toBe(401);
  });

  it('refuses a lead without contact details or with a malformed email, storing nothing', async () => {
    const { flowId, chatId } = await answered();
    const empty = await anonymous.post<ErrorBody>('/api/v1/leads', {
      chatflowid: flowId,
      chatId,
      name: '  ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('A lead needs at least one of name, email or phone: all three are empty');
    const badEmail = await anonymous.post<ErrorBody>('/api/v1/leads', {
      chatflowid: flowId,
      chatId,
      name: 'Bob',
      email: 'bob-at-example',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe(
      '"bob-at-example" is not a valid email address (expected name@example.com)',
    );
    const unknownFlow = await anonymous.post<ErrorBody>('/api/v1/leads', {
      chatflowid: 'no-such-flow',
      chatId,
      email: 'a@example.com',
    });
    expect(unknownFlow.status).toBe(404);
    const rows = await server.server.db
      .selectFrom('lead')
      .selectAll()
      .where('chatflowid', '=', flowId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('needs the flow’s API key for feedback and leads when the flow has one', async () => {
    const key = await createApiKey(owner, 'feedback key');
    const auth = { authorization: `Bearer ${key.apiKeySecret}` };
    const { flowId, chatId, messageId } = await answered({ apikeyid: key.id }, auth);
    const feedback = { chatflowid: flowId, chatId, messageId, rating: 'THUMBS_UP' };
    expect((await anonymous.post('/api/v1/feedback', feedback)).status).toBe(401);
    expect((await anonymous.post('/api/v1/feedback', feedback, { headers: auth })).status).toBe(200);
    const lead = { chatflowid: flowId, chatId, email: 'k@example.com' };
    expect((await anonymous.post('/api/v1/leads', lead)).status).toBe(401);
    expect((await anonymous.post('/api/v1/leads', lead, { headers: auth })).status).toBe(200);
  });
});
