import { randomBytes } from 'node:crypto';
import type { PredictionResponse } from '@loomflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiLlmFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';
import { startChatflowTestSetup, type ChatflowTestSetup } from '../test-support/chatflow-test-flows.ts';
import {
  localRedisForTests,
  startLoomflow,
  type LoomflowProcess,
} from '../test-support/queue-test-support.ts';

const redisUp = await localRedisForTests();

/**
 * The worker keeps decrypted credentials and built models between jobs; edits are made on the main server. The
 * next job must still use them.
 */
describe.skipIf(!redisUp)('queue mode: a worker uses what was edited on the main server', () => {
  let setup: ChatflowTestSetup;
  let worker: LoomflowProcess;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    const env = { MODE: 'queue', QUEUE_NAME: `loomflow-test-${randomBytes(5).toString('hex')}` };
    setup = await startChatflowTestSetup('sqlite', env);
    cleanups.push(() => setup.close());
    worker = await startLoomflow('worker', {
      ...setup.server.database.env,
      ...env,
      HTTP_ALLOW_LIST: '127.0.0.1',
    });
    cleanups.push(() => worker.stop());
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }, 60_000);

  const ask = async (flowId: string, question: string): Promise<string> => {
    const result = await setup.anonymous.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question,
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.text ?? '';
  };

  it('sends the edited key and the edited model on the next job', async () => {
    const { owner, fake } = setup;
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'queue key',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-queue-A' },
    });
    const credentialId = credential.body.id;
    const flowId = await saveFlow(owner, openAiLlmFlow(credentialId, fake.url));
    fake.reset();
    expect(await ask(flowId, 'one')).toBe('Echo: one');
    expect(await ask(flowId, 'two')).toBe('Echo: two');
    await owner.put(`/api/v1/credentials/${credentialId}`, { plainDataObj: { openAIApiKey: 'sk-queue-B' } });
    expect(await ask(flowId, 'three')).toBe('Echo: three');
    const edited = openAiLlmFlow(credentialId, fake.url).replace('gpt-4o-mini', 'gpt-4.1-nano');
    expect((await owner.put(`/api/v1/chatflows/${flowId}`, { flowData: edited })).status).toBe(200);
    expect(await ask(flowId, 'four')).toBe('Echo: four');
    const calls = fake.requests.filter((request) => request.path.endsWith('/chat/completions'));
    expect(calls.map((request) => request.headers.authorization)).toEqual([
      'Bearer sk-queue-A',
      'Bearer sk-queue-A',
      'Bearer sk-queue-B',
      'Bearer sk-queue-B',
    ]);
    expect(fake.chatRequests().map((request) => request.model)).toEqual([
      'gpt-4o-mini',
      'gpt-4o-mini',
      'gpt-4o-mini',
      'gpt-4.1-nano',
    ]);
  });
});
