import type { EvaluationDetail } from '@loomflow/core';
import { startFakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  createTestDatabase,
  login,
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
} from '@loomflow/testkit/server';
import { describe, expect, it } from 'vitest';
import { INTERRUPTED_EVALUATION_MESSAGE } from '../evaluations/create-evaluation-services.ts';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import { marketplaceChatflow } from '../test-support/chatflow-test-flows.ts';
import { datasetFromCsv, startEvaluation, waitForDone } from '../test-support/evaluation-test-setup.ts';

const ENV = { PLATFORM_TYPE: 'enterprise', HTTP_ALLOW_LIST: '127.0.0.1' };

describe.each(TEST_DATABASE_KINDS)('an evaluation cut short by a stop on %s', (kind) => {
  it('is marked failed with the reason at the next start; the rows that finished are kept', async () => {
    const database = await createTestDatabase(kind);
    const fake = await startFakeOpenAI();
    fake.script({
      times: Infinity,
      reply: { type: 'text', content: 'slow answer', firstTokenLatencyMs: 300 },
    });
    const account = newAccount();
    try {
      const first = await startTestServer({ existingDatabase: database, env: ENV });
      let evaluationId: string;
      try {
        const owner = first.session();
        await registerAndLogin(owner, account);
        const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
          name: 'fake openai',
          credentialName: 'openAIApi',
          plainDataObj: { openAIApiKey: 'sk-fake' },
        });
        const flowId = await saveFlow(
          owner,
          marketplaceChatflow('Conversation Chain', credential.body.id, fake.url),
          { type: 'CHATFLOW' },
        );
        const rows = Array.from({ length: 10 }, (_, index) => ({
          input: `row ${String(index)}`,
          output: 'x',
        }));
        const dataset = await datasetFromCsv(owner, 'ten', rows);
        const started = await startEvaluation(owner, {
          name: 'Interrupted',
          flowIds: [flowId],
          datasetId: dataset.id,
          concurrency: 1,
        });
        evaluationId = started.id;
        await waitForDone(owner, evaluationId, 2);
      } finally {
        // The stop aborts the runs in flight and leaves the evaluation running in the database.
        await first.close();
      }

      const second = await startTestServer({ existingDatabase: database, env: ENV });
      try {
        const owner = second.session();
        await login(owner, account);
        const detail = (await owner.get<EvaluationDetail>(`/api/v1/evaluations/${evaluationId}`)).body;
        expect(detail.status).toBe('failed');
        expect(detail.progress.error).toBe(INTERRUPTED_EVALUATION_MESSAGE);
        expect(detail.finishedDate).toEqual(expect.any(String));
        const finished = detail.runs.filter((run) => run.status !== 'pending');
        expect(finished.length).toBe(detail.progress.done);
        expect(finished.length).toBeGreaterThanOrEqual(2);
        expect(finished.length).toBeLessThan(10);
        expect(finished.every((run) => run.actualOutput === 'slow answer')).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await fake.close();
      await database.drop();
    }
  });
});
