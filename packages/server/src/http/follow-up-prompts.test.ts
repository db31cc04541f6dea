import type { ChatMessage, PredictionResponse } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFrames, saveFlow, openAiLlmFlow } from '../test-support/agentflow-test-flows.ts';

const QUESTIONS = ['What does it cost?', 'Is there a trial?', 'Who supports it?'];
/** The follow-up request is the one whose prompt asks for JSON questions (the answer's request echoes). */
const FOLLOW_UP_REQUEST = { lastUserMessage: '{"questions"' };

/** Start → LLM (chatOpenAI at the fake, streaming). */
/** Flowise's `followUpPrompts` flow setting with OpenAI selected. */
function followUpSetting(credentialId: string, baseUrl: string, status = true): string {
  return JSON.stringify({
    status,
    selectedProvider: 'chatOpenAI',
    chatOpenAI: {
      credentialId,
      modelName: 'gpt-4o-mini',
      baseUrl,
      prompt: 'Given this conversation:\n{history}\nWhat might the user ask next?',
      temperature: '0.5',
    },
  });
}

describe.each(TEST_DATABASE_KINDS)('follow-up prompts on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let fake: FakeOpenAI;
  let credentialId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startTestServer({ database, env: { HTTP_ALLOW_LIST: '127.0.0.1' } });
    owner = server.session();
    await registerAndLogin(owner);
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'fake openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-fake' },
    });
    credentialId = credential.body.id;
  });
  beforeEach(() => {
    fake.reset();
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const flowWithFollowUps = (setting = followUpSetting(credentialId, fake.url)) =>
    saveFlow(owner, openAiLlmFlow(credentialId, fake.url), { followUpPrompts: setting });

  const storedAnswer = async (flowId: string, chatId: string): Promise<ChatMessage | undefined> => {
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=${chatId}`);
    return messages.body.find((message) => message.role === 'apiMessage');
  };

  it('answers a non-streaming prediction with the questions and keeps them on the message', async () => {
    fake.script({ when: FOLLOW_UP_REQUEST, reply: JSON.stringify({ questions: QUESTIONS }) });
    const flowId = await flowWithFollowUps();
    const result = await owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question: 'Tell me about the plan',
    });
    expect(result.status).toBe(200);
    expect(result.body.text).toBe('Echo: Tell me about the plan');
    expect(JSON.parse(result.body.followUpPrompts ?? 'null')).toEqual(QUESTIONS);
    // The follow-up prompt carries the exchange it follows from.
    const followUpCall = JSON.stringify(fake.chatRequests()[1]?.messages);
    expect(followUpCall).toContain('user: Tell me about the plan');
    expect(followUpCall).toContain('assistant: Echo: Tell me about the plan');
    const stored = await storedAnswer(flowId, result.body.chatId);
    expect(stored?.followUpPrompts).toBe(JSON.stringify(QUESTIONS));
  });

  it('streams the answer’s tokens first, then metadata with the questions, then end', async () => {
    fake.script({
      when: FOLLOW_UP_REQUEST,
      reply: `1. ${QUESTIONS[0]}\n2. ${QUESTIONS[1]}\n3. ${QUESTIONS[2]}`,
    });
    const flowId = await flowWithFollowUps();
    const response = await fetch(`${server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'stream please', streaming: true, chatId: 'follow-up-stream' }),
    });
    const frames = parseFrames(await response.text());
    const names = frames.map((frame) => frame.event);
    const text = frames
      .filter((frame) => frame.event === 'token')
      .map((frame) => String(frame.data))
      .join('');
    expect(text).toBe('Echo: stream please');
    expect(names.lastIndexOf('token')).toBeLessThan(names.indexOf('metadata'));
    expect(names.at(-1)).toBe('end');
    const metadata = frames.find((frame) => frame.event === 'metadata')?.data;
    expect(metadata).toMatchObject({
      chatId: 'follow-up-stream',
      followUpPrompts: JSON.stringify(QUESTIONS),
    });
    const stored = await storedAnswer(flowId, 'follow-up-stream');
    expect(stored?.followUpPrompts).toBe(JSON.stringify(QUESTIONS));
  });

  it('answers without questions when the provider refuses the request', async () => {
    fake.script({
      when: FOLLOW_UP_REQUEST,
      reply: { type: 'error', status: 401, message: 'Incorrect API key' },
    });
    const flowId = await flowWithFollowUps();
    const result = await owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question: 'hello',
    });
    expect(result.status).toBe(200);
    expect(result.body.text).toBe('Echo: hello');
    expect(result.body.followUpPrompts).toBeUndefined();
    expect(fake.chatRequests()).toHaveLength(2);
    expect((await storedAnswer(flowId, result.body.chatId))?.followUpPrompts).toBeNull();
  });

  it('answers a stream without questions when the follow-up base URL cannot be used', async () => {
    // A private address outside HTTP_ALLOW_LIST: refused before any request.
    const flowId = await flowWithFollowUps(followUpSetting(credentialId, 'http://10.255.255.1/v1'));
    const response = await fetch(`${server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'still there?', streaming: true, chatId: 'follow-up-refused' }),
    });
    const frames = parseFrames(await response.text());
    const text = frames
      .filter((frame) => frame.event === 'token')
      .map((frame) => String(frame.data))
      .join('');
    expect(text).toBe('Echo: still there?');
    expect(frames.map((frame) => frame.event)).not.toContain('error');
    const metadata = frames.find((frame) => frame.event === 'metadata')?.data;
    expect(metadata).toMatchObject({ chatId: 'follow-up-refused' });
    expect(metadata).not.toHaveProperty('followUpPrompts');
    expect(frames.at(-1)?.event).toBe('end');
  });

  it('asks no model for questions when the setting is off', async () => {
    const flowId = await flowWithFollowUps(followUpSetting(credentialId, fake.url, false));
    const result = await owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, { question: 'hi' });
    expect(result.body.text).toBe('Echo: hi');
    expect(result.body.followUpPrompts).toBeUndefined();
    expect(fake.chatRequests()).toHaveLength(1);
  });
});
