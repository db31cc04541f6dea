import type { ExecutionPage } from '@loomflow/core';
import {
  createApiKey,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';

/** Refusals happen before anything runs: each leaves no execution behind. */
describe.each(TEST_DATABASE_KINDS)('prediction refusals on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let anonymous: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    await registerAndLogin(owner);
    anonymous = server.session();
  });
  afterAll(async () => {
    const executions = await owner.get<ExecutionPage>('/api/v1/executions');
    expect(executions.body.total).toBe(0);
    await server.close();
  });

  const predict = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    anonymous.post<{ message: string }>(`/api/v1/prediction/${id}`, body, { headers });

  it('answers 404 for an unknown flow', async () => {
    const result = await predict('no-such-flow', { question: 'hi' });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('Chatflow no-such-flow not found');
  });

  it('needs the API key assigned to the flow', async () => {
    const key = await createApiKey(owner, 'flow key');
    const other = await createApiKey(owner, 'other key');
    const flowId = await saveFlow(owner, directReplyFlow('hi'), { apikeyid: key.id });
    const missing = await predict(flowId, { question: 'hi' });
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe('Unauthorized');
    const wrong = await predict(
      flowId,
      { question: 'hi' },
      { authorization: `Bearer ${other.apiKeySecret}` },
    );
    expect(wrong.status).toBe(401);
    const garbage = await predict(flowId, { question: 'hi' }, { authorization: 'Bearer lf_nonsense' });
    expect(garbage.status).toBe(401);
    // Aborting a chat of that flow needs the key too.
    const abort = await anonymous.put<{ message: string }>(`/api/v1/chatmessage/abort/${flowId}/some-chat`);
    expect(abort.status).toBe(401);
    // The right key passes the check (a bad body shows the request got past it).
    const right = await predict(flowId, { question: 42 }, { authorization: `Bearer ${key.apiKeySecret}` });
    expect(right.status).toBe(400);
  });

  it('refuses origins outside chatbotConfig.allowedOrigins, with the configured message', async () => {
    const plain = await saveFlow(owner, directReplyFlow('hi'), {
      chatbotConfig: { allowedOrigins: ['https://shop.example.com'] },
    });
    const refused = await predict(plain, { question: 'hi' }, { origin: 'https://evil.example.org' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This site is not allowed to access this chatbot');
    const allowed = await predict(plain, { question: 42 }, { origin: 'https://shop.example.com' });
    expect(allowed.status).toBe(400);

    const custom = await saveFlow(owner, directReplyFlow('hi'), {
      chatbotConfig: {
        allowedOrigins: ['https://shop.example.com'],
        allowedOriginsError: 'Use our shop site',
      },
    });
    const customRefusal = await predict(custom, { question: 'hi' }, { origin: 'http://localhost:8080' });
    expect(customRefusal.status).toBe(403);
    expect(customRefusal.body.message).toBe('Use our shop site');
  });

  it('applies the flow rate limit with its message', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('hi'), {
      apiConfig: {
        rateLimit: { status: true, limitMax: 2, limitDuration: 60, limitMsg: 'Slow down, please' },
      },
    });
    expect((await predict(flowId, { question: 42 })).status).toBe(400);
    expect((await predict(flowId, { question: 42 })).status).toBe(400);
    const third = await predict(flowId, { question: 'hi' });
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('Slow down, please');
  });

  it('answers 400 with a message for bad bodies', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('hi'));
    const cases: [unknown, string][] = [
      [{}, 'question is required'],
      [{ question: 42 }, 'question must be text'],
      [
        { question: 'hi', history: [{ role: 'robot', content: 'x' }] },
        "history role must be 'apiMessage' or 'userMessage'",
      ],
      [
        { question: 'hi', humanInput: { type: 'maybe', startNodeId: 'x' } },
        "humanInput.type must be 'proceed' or 'reject'",
      ],
      [{ question: 'hi', chatId: '../../etc/passwd' }, 'chatId may hold'],
      [{ question: 'hi', overrideConfig: 'not json' }, 'overrideConfig must be JSON'],
    ];
    for (const [body, message] of cases) {
      const result = await predict(flowId, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.message).toContain(message);
    }
    const notJson = await anonymous.request<{ message: string }>('POST', `/api/v1/prediction/${flowId}`, {
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(notJson.status).toBe(400);
  });

  it('says plainly why an empty chatflow cannot run', async () => {
    const chatflow = await owner.post<{ id: string }>('/api/v1/chatflows', {
      name: 'chat',
      type: 'CHATFLOW',
    });
    const result = await predict(chatflow.body.id, { question: 'hi' });
    expect(result.status).toBe(500);
    expect(result.body.message).toContain('This chatflow has no ending node');
  });

  it('keeps the signed-in variant to the flows of the caller’s workspace', async () => {
    const result = await anonymous.post<{ message: string }>('/api/v1/internal-prediction/whatever', {
      question: 'hi',
    });
    expect(result.status).toBe(401);
    const missing = await owner.post<{ message: string }>('/api/v1/internal-prediction/no-such-flow', {
      question: 'hi',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Chatflow no-such-flow not found');
  });
});
