import { newAccount, registerAndLogin, startTestServer, TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { describe, expect, it } from 'vitest';
import type { ChatMessageRow, ExecutionRow } from '../schema.ts';
import { chatMessageRow } from '../../test-support/chat-message-row.ts';
import { createRepositories } from './index.ts';

function execution(id: string, workspaceId: string): ExecutionRow {
  const now = new Date().toISOString();
  return {
    id,
    workspaceId,
    executionData: '[]',
    state: 'INPROGRESS',
    agentflowId: 'flow-1',
    sessionId: `session-${id}`,
    action: null,
    isPublic: 0,
    createdDate: now,
    updatedDate: now,
    stoppedDate: null,
  };
}

describe.each(TEST_DATABASE_KINDS)('run ends on %s', (database) => {
  it('writes runs that end together, and a failing one fails alone with nothing of it stored', async () => {
    const server = await startTestServer({ database });
    try {
      const user = await registerAndLogin(server.session(), newAccount());
      const workspaceId = user.activeWorkspaceId;
      const repos = createRepositories(server.server.db);
      const finished = { state: 'FINISHED' as const, updatedDate: new Date().toISOString() };
      const good = execution('run-good', workspaceId);
      const bad = execution('run-bad', 'no-such-workspace');
      const stored = execution('run-stored', workspaceId);
      await repos.executions.create(stored);

      const outcomes = await Promise.allSettled([
        repos.runRecords.finish(good, false, finished, [message('message-good', good)]),
        repos.runRecords.finish(bad, false, finished, [message('message-bad', bad)]),
        repos.runRecords.finish(stored, true, finished, [message('message-stored', stored)]),
      ]);

      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((await repos.executions.find(workspaceId, 'run-good'))?.state).toBe('FINISHED');
      expect((await repos.executions.find(workspaceId, 'run-stored'))?.state).toBe('FINISHED');
      expect(await repos.executions.find('no-such-workspace', 'run-bad')).toBeUndefined();
      const messages = await repos.chatMessages.list(workspaceId, 'flow-1', {});
      expect(messages.map((row) => row.id).sort()).toEqual(['message-good', 'message-stored']);
    } finally {
      await server.close();
    }
  });
});

function message(id: string, row: ExecutionRow): ChatMessageRow {
  return chatMessageRow(row.workspaceId, row.agentflowId, {
    id,
    role: 'apiMessage',
    executionId: row.id,
    content: `answer of ${row.id}`,
    chatId: row.sessionId,
    sessionId: row.sessionId,
    createdDate: row.createdDate,
  });
}
