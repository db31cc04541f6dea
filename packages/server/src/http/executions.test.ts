import type { ChatMessage, Execution, ExecutionPage } from '@loomflow/core';
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
import type { ExecutionRow } from '../db/schema.ts';
import { directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';

function executionRow(
  workspaceId: string,
  agentflowId: string,
  fields: Partial<ExecutionRow> & { id: string; createdDate: string },
): ExecutionRow {
  return {
    workspaceId,
    agentflowId,
    executionData: '[]',
    state: 'FINISHED',
    sessionId: 'session-a',
    action: null,
    isPublic: 0,
    updatedDate: fields.createdDate,
    stoppedDate: null,
    ...fields,
  };
}

describe.each(TEST_DATABASE_KINDS)('executions and chat messages on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let repos: Repositories;
  let workspaceId: string;
  let flowId: string;
  let otherFlowId: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    const user = await registerAndLogin(owner);
    workspaceId = user.activeWorkspaceId;
    repos = createRepositories(server.server.db);
    flowId = await saveFlow(owner, directReplyFlow('hi'));
    otherFlowId = await saveFlow(owner, directReplyFlow('other'));
    const rows = [
      executionRow(workspaceId, flowId, { id: 'exec-1', createdDate: '2026-01-01T10:00:00.000Z' }),
      executionRow(workspaceId, flowId, {
        id: 'exec-2',
        createdDate: '2026-01-02T10:00:00.000Z',
        state: 'STOPPED',
        sessionId: 'session-b',
        action: '{"id":"a"}',
      }),
      executionRow(workspaceId, otherFlowId, {
        id: 'exec-3',
        createdDate: '2026-01-03T10:00:00.000Z',
        state: 'ERROR',
      }),
    ];
    for (const row of rows) await repos.executions.create(row);
  });
  afterAll(() => server.close());

  it('lists executions newest first with the flow name, filtered and paged', async () => {
    const all = await owner.get<ExecutionPage>('/api/v1/executions');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.data.map((execution) => execution.id)).toEqual(['exec-3', 'exec-2', 'exec-1']);
    expect(all.body.data[1]).toMatchObject({ state: 'STOPPED', isPublic: false, agentflowId: flowId });
    expect(all.body.data[1]?.agentflow?.id).toBe(flowId);

    const byFlow = await owner.get<ExecutionPage>(`/api/v1/executions?agentflowId=${flowId}`);
    expect(byFlow.body.data.map((execution) => execution.id)).toEqual(['exec-2', 'exec-1']);
    const bySession = await owner.get<ExecutionPage>('/api/v1/executions?sessionId=session-b');
    expect(bySession.body.data.map((execution) => execution.id)).toEqual(['exec-2']);
    const byState = await owner.get<ExecutionPage>('/api/v1/executions?state=ERROR');
    expect(byState.body.data.map((execution) => execution.id)).toEqual(['exec-3']);
    const byDates = await owner.get<ExecutionPage>(
      '/api/v1/executions?startDate=2026-01-01T12:00:00Z&endDate=2026-01-02T23:00:00Z',
    );
    expect(byDates.body.data.map((execution) => execution.id)).toEqual(['exec-2']);
    const page = await owner.get<ExecutionPage>('/api/v1/executions?page=2&limit=2');
    expect(page.body).toMatchObject({ total: 3 });
    expect(page.body.data.map((execution) => execution.id)).toEqual(['exec-1']);
  });

  it('refuses bad filters with a message', async () => {
    const badState = await owner.get<{ message: string }>('/api/v1/executions?state=DONE');
    expect(badState.status).toBe(400);
    expect(badState.body.message).toContain('state must be');
    const badDate = await owner.get<{ message: string }>('/api/v1/executions?startDate=yesterday');
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toContain('startDate must be a date');
  });

  it('reads one execution, shares it publicly and unshares it', async () => {
    const one = await owner.get<Execution>('/api/v1/executions/exec-2');
    expect(one.body).toMatchObject({ id: 'exec-2', state: 'STOPPED', action: '{"id":"a"}' });
    expect((await owner.get('/api/v1/executions/missing')).status).toBe(404);

    const anonymous = server.session();
    expect((await anonymous.get('/api/v1/public-executions/exec-2')).status).toBe(404);
    const shared = await owner.put<Execution>('/api/v1/executions/exec-2', { isPublic: true });
    expect(shared.body.isPublic).toBe(true);
    const seen = await anonymous.get<Execution>('/api/v1/public-executions/exec-2');
    expect(seen.status).toBe(200);
    expect(seen.body.id).toBe('exec-2');
    await owner.put('/api/v1/executions/exec-2', { isPublic: false });
    expect((await anonymous.get('/api/v1/public-executions/exec-2')).status).toBe(404);
    const bad = await owner.put<{ message: string }>('/api/v1/executions/exec-2', { isPublic: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('deletes one execution, or several of its own workspace', async () => {
    await repos.executions.create(
      executionRow(workspaceId, flowId, { id: 'exec-4', createdDate: '2026-01-04T00:00:00.000Z' }),
    );
    await repos.executions.create(
      executionRow(workspaceId, flowId, { id: 'exec-5', createdDate: '2026-01-05T00:00:00.000Z' }),
    );
    const removed = await owner.delete<{ deletedCount: number }>('/api/v1/executions/exec-4');
    expect(removed.body).toMatchObject({ success: true, deletedCount: 1 });
    expect((await owner.get('/api/v1/executions/exec-4')).status).toBe(404);
    expect((await owner.delete('/api/v1/executions/exec-4')).status).toBe(404);

    const many = await owner.request<{ deletedCount: number }>('DELETE', '/api/v1/executions', {
      body: { executionIds: ['exec-5', 'not-there'] },
    });
    expect(many.body).toMatchObject({ success: true, deletedCount: 1 });
    const empty = await owner.request<{ message: string }>('DELETE', '/api/v1/executions', {
      body: { executionIds: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('at least one execution');
    expect((await owner.get<ExecutionPage>('/api/v1/executions')).body.total).toBe(3);
  });

  it('lists and deletes the chat messages of a flow by chat', async () => {
    await repos.chatMessages.create([
      chatMessageRow(workspaceId, flowId, { id: 'm1', createdDate: '2026-01-01T00:00:00.000Z' }),
      chatMessageRow(workspaceId, flowId, {
        id: 'm2',
        role: 'apiMessage',
        content: 'hi there',
        executionId: 'exec-1',
        createdDate: '2026-01-01T00:00:01.000Z',
      }),
      chatMessageRow(workspaceId, flowId, {
        id: 'm3',
        chatId: 'chat-b',
        sessionId: 'chat-b',
        createdDate: '2026-01-02T00:00:00.000Z',
      }),
    ]);
    const all = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}`);
    expect(all.body.map((message) => message.id)).toEqual(['m1', 'm2', 'm3']);
    const newest = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?order=DESC`);
    expect(newest.body.map((message) => message.id)).toEqual(['m3', 'm2', 'm1']);
    const oneChat = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=chat-a`);
    expect(oneChat.body.map((message) => message.id)).toEqual(['m1', 'm2']);
    expect(oneChat.body[1]).toMatchObject({ role: 'apiMessage', executionId: 'exec-1', content: 'hi there' });
    expect((await owner.get(`/api/v1/chatmessage/${flowId}?order=sideways`)).status).toBe(400);
    expect((await owner.get('/api/v1/chatmessage/no-such-flow')).status).toBe(404);

    const deleted = await owner.delete<{ deleted: number }>(`/api/v1/chatmessage/${flowId}?chatId=chat-a`);
    expect(deleted.body).toEqual({ deleted: 2 });
    const left = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}`);
    expect(left.body.map((message) => message.id)).toEqual(['m3']);
  });

  it('answers whether a flow streams, for the SDK and the widget', async () => {
    const anonymous = server.session();
    expect((await anonymous.get(`/api/v1/chatflows-streaming/${flowId}`)).body).toEqual({
      isStreaming: true,
    });
    const chatflow = await owner.post<{ id: string }>('/api/v1/chatflows', {
      name: 'chat',
      type: 'CHATFLOW',
    });
    expect((await anonymous.get(`/api/v1/chatflows-streaming/${chatflow.body.id}`)).body).toEqual({
      isStreaming: false,
    });
    const missing = await anonymous.get<{ message: string }>('/api/v1/chatflows-streaming/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Chatflow nope not found');
  });
});
