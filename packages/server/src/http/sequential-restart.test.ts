import type { Execution, PredictionResponse } from '@loomflow/core';
import { fakeReply, startFakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  createTestDatabase,
  login,
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
} from '@loomflow/testkit/server';
import { describe, expect, it } from 'vitest';
import { saveSequentialFlow, sequentialFixture } from '../test-support/sequential-test-flows.ts';

describe.each(TEST_DATABASE_KINDS)('an agentflow v1 paused across a restart on %s', (kind) => {
  it('resumes from the checkpoint in the database when a new server answers the approval', async () => {
    const database = await createTestDatabase(kind);
    const fake = await startFakeOpenAI();
    try {
      const account = newAccount();
      const env = { HTTP_ALLOW_LIST: '127.0.0.1' };
      const first = await startTestServer({ existingDatabase: database, env });
      const owner = first.session();
      await registerAndLogin(owner, account);
      const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
        name: 'fake openai',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-fake' },
      });
      const flowId = await saveSequentialFlow(
        first,
        owner,
        sequentialFixture('tool-approval', fake.url, credential.body.id),
      );
      fake.script(fakeReply.toolCall('calculator', { input: '6 * 7' }));
      const paused = await first.session().post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
        question: 'what is 6 * 7?',
        chatId: 'across-restart',
      });
      expect(paused.body.action).toBeDefined();
      await first.close();

      const second = await startTestServer({ existingDatabase: database, env });
      try {
        fake.script('6 * 7 is 42.');
        const resumed = await second.session().post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
          question: '',
          chatId: 'across-restart',
          humanInput: { type: 'proceed', startNodeId: 'seqAgent_0' },
        });
        expect(resumed.status).toBe(200);
        expect(resumed.body.text).toBe('6 * 7 is 42.');
        expect(resumed.body.usedTools).toEqual([
          { tool: 'calculator', toolInput: { input: '6 * 7' }, toolOutput: '42' },
        ]);
        const session = second.session();
        await login(session, account);
        const execution = await session.get<Execution>(`/api/v1/executions/${paused.body.executionId}`);
        expect(execution.body.state).toBe('FINISHED');
      } finally {
        await second.close();
      }
    } finally {
      await fake.close();
      await database.drop();
    }
  });
});
