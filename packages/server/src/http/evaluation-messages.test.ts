import type { ChatMessage, ChatSessionSummary, EvaluationDetail } from '@loomflow/core';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';
import { startChatflowTestSetup, type ChatflowTestSetup } from '../test-support/chatflow-test-flows.ts';
import { datasetFromCsv, startEvaluation, waitForEnd } from '../test-support/evaluation-test-setup.ts';

/** Evaluation runs store their messages with chatType EVALUATION: chat views leave them out unless asked. */
describe.each(TEST_DATABASE_KINDS)('evaluation messages on %s', (database) => {
  let setup: ChatflowTestSetup;
  let flowId: string;
  let evaluationChatId: string;

  beforeAll(async () => {
    setup = await startChatflowTestSetup(database, { PLATFORM_TYPE: 'enterprise' });
    const { owner } = setup;
    flowId = await saveFlow(owner, directReplyFlow('Echo {{ question }}'));
    const chat = await owner.post(`/api/v1/prediction/${flowId}`, {
      question: 'from the chat',
      chatId: 'chat-1',
    });
    expect(chat.status).toBe(200);
    const dataset = await datasetFromCsv(owner, 'one', [{ input: 'from the evaluation', output: 'x' }]);
    const started = await startEvaluation(owner, {
      name: 'Hidden',
      flowIds: [flowId],
      datasetId: dataset.id,
    });
    await waitForEnd(owner, started.id);
    const detail = (await owner.get<EvaluationDetail>(`/api/v1/evaluations/${started.id}`)).body;
    evaluationChatId = String(detail.runs[0]?.chatId);
  });
  afterAll(() => setup.close());

  const contents = (messages: readonly ChatMessage[]) => messages.map((message) => message.content);

  it('lists only chat messages unless chatType EVALUATION is asked for', async () => {
    const { owner } = setup;
    const all = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}`);
    expect(contents(all.body)).toEqual(['from the chat', 'Echo from the chat']);
    const byChat = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=${evaluationChatId}`);
    expect(byChat.body).toEqual([]);
    const withFeedback = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?feedback=true`);
    expect(contents(withFeedback.body)).toEqual(['from the chat', 'Echo from the chat']);
    const asked = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatType=EVALUATION`);
    expect(contents(asked.body)).toEqual(['from the evaluation', 'Echo from the evaluation']);
    expect(asked.body.every((message) => message.chatType === 'EVALUATION')).toBe(true);
    const other = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?source=OTHER`);
    expect(other.body).toEqual([]);
  });

  it('leaves evaluation chats out of the message history sessions', async () => {
    const sessions = await setup.owner.get<ChatSessionSummary[]>(`/api/v1/chatmessage/${flowId}/sessions`);
    expect(sessions.body.map((session) => session.chatId)).toEqual(['chat-1']);
  });

  it('clears the chat history without deleting the evaluation messages, which go only when asked for', async () => {
    const { owner } = setup;
    const cleared = await owner.delete<{ deleted: number }>(`/api/v1/chatmessage/${flowId}`);
    expect(cleared.body).toEqual({ deleted: 2 });
    const kept = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatType=EVALUATION`);
    expect(kept.body).toHaveLength(2);
    const removed = await owner.delete<{ deleted: number }>(
      `/api/v1/chatmessage/${flowId}?chatType=EVALUATION`,
    );
    expect(removed.body).toEqual({ deleted: 2 });
  });
});
