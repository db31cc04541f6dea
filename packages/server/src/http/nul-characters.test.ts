import type { Chatflow, Tool, Variable } from '@loomflow/core';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';

const NUL = '\u0000';
const REFUSED = /contains a NUL character \(U\+0000\), which Loomflow cannot store: remove it/;

/** PostgreSQL cannot store U+0000 in text: both databases refuse it with the same 400, and store nothing. */
describe.each(TEST_DATABASE_KINDS)('NUL characters in requests on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let flowId: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    await registerAndLogin(owner);
    flowId = await saveFlow(owner, directReplyFlow('You said {{ question }}'));
  });
  afterAll(() => server.close());

  it('in bodies are refused with a 400 naming the field, and nothing is stored', async () => {
    const anonymous = server.session();
    const cases: [HttpSession, string, string, unknown, string][] = [
      [anonymous, 'POST', `/api/v1/prediction/${flowId}`, { question: `x${NUL}y` }, 'question'],
      [anonymous, 'POST', `/api/v1/prediction/${flowId}`, { question: 'x', chatId: `c${NUL}` }, 'chatId'],
      [owner, 'POST', '/api/v1/chatflows', { name: `n${NUL}`, type: 'AGENTFLOW', flowData: '{}' }, 'name'],
      [owner, 'PUT', `/api/v1/chatflows/${flowId}`, { name: `re${NUL}named` }, 'name'],
      [owner, 'POST', '/api/v1/variables', { name: 'nul_var', value: `a${NUL}b` }, 'value'],
      [
        owner,
        'POST',
        '/api/v1/tools',
        { name: 't', description: 'd', schema: '[]', func: `1${NUL}` },
        'func',
      ],
      [anonymous, 'POST', '/api/v1/auth/login', { email: `a${NUL}@b.c`, password: 'p' }, 'email'],
      [anonymous, 'POST', '/api/v1/feedback', { chatflowid: flowId, chatId: 'c', content: NUL }, 'content'],
    ];
    for (const [session, method, path, body, field] of cases) {
      const answer = await session.request<{ message: string }>(method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body.message).toMatch(REFUSED);
      expect(answer.body.message).toContain(`body field ${field} contains`);
    }
    expect((await owner.get<Variable[]>('/api/v1/variables')).body).toEqual([]);
    expect((await owner.get<Tool[]>('/api/v1/tools')).body).toEqual([]);
    expect((await owner.get<Chatflow>(`/api/v1/chatflows/${flowId}`)).body.name).not.toContain('named');
    expect((await owner.get<unknown[]>(`/api/v1/chatmessage/${flowId}`)).body).toEqual([]);
  });

  it('in paths and query strings are refused with a 400 too', async () => {
    const paths = [
      `/api/v1/chatflows/${flowId}%00`,
      `/api/v1/chatmessage/${flowId}?chatId=%00`,
      `/api/v1/chatmessage/${flowId}?sessionId=a%00b&order=ASC`,
      '/api/v1/variables/%00',
      '/api/v1/executions?agentflowId=%00',
    ];
    for (const path of paths) {
      const answer = await owner.get<{ message: string }>(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message).toMatch(REFUSED);
    }
    const prediction = await server
      .session()
      .post<{ message: string }>('/api/v1/prediction/%00', { question: 'hi' });
    expect(prediction.status).toBe(400);
  });

  it('stay out of the way of clean text, including the escaped form inside JSON text', async () => {
    const answer = await server
      .session()
      .post<{ text: string }>(`/api/v1/prediction/${flowId}`, { question: 'plain \\u0000 text' });
    expect(answer.status).toBe(200);
    expect(answer.body.text).toBe('You said plain \\u0000 text');
  });
});
