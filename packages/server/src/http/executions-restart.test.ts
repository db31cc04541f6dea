import type { Execution } from '@loomflow/core';
import {
  createTestDatabase,
  login,
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
} from '@loomflow/testkit/server';
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';
import { directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';

describe.each(TEST_DATABASE_KINDS)('a restart on %s', (kind) => {
  it('records runs that were in progress when the server stopped as ERROR, and leaves finished ones', async () => {
    const database = await createTestDatabase(kind);
    try {
      const account = newAccount();
      const first = await startTestServer({ existingDatabase: database });
      const owner = first.session();
      const user = await registerAndLogin(owner, account);
      const flowId = await saveFlow(owner, directReplyFlow('hi'));
      const repos = createRepositories(first.server.db);
      const now = new Date().toISOString();
      const row = {
        workspaceId: user.activeWorkspaceId,
        agentflowId: flowId,
        executionData: '[{"nodeId":"startAgentflow_0"}]',
        sessionId: 's',
        action: null,
        isPublic: 0,
        createdDate: now,
        updatedDate: now,
        stoppedDate: null,
      };
      // As a crash leaves them: one run cut short mid-way, one that had finished.
      await repos.executions.create({ ...row, id: 'cut-short', state: 'INPROGRESS' });
      await repos.executions.create({ ...row, id: 'finished', state: 'FINISHED' });
      await first.close();

      const second = await startTestServer({ existingDatabase: database });
      try {
        const session = second.session();
        await login(session, account);
        const cut = await session.get<Execution>('/api/v1/executions/cut-short');
        expect(cut.body).toMatchObject({ state: 'ERROR', executionData: '[{"nodeId":"startAgentflow_0"}]' });
        expect(cut.body.stoppedDate).not.toBeNull();
        const done = await session.get<Execution>('/api/v1/executions/finished');
        expect(done.body.state).toBe('FINISHED');
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
