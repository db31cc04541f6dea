import { randomBytes } from 'node:crypto';
import type { PredictionResponse } from '@loomflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFrames, saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  marketplaceChatflow,
  startChatflowTestSetup,
  type ChatflowTestSetup,
} from '../test-support/chatflow-test-flows.ts';
import { saveSequentialFlow, sequentialFixture } from '../test-support/sequential-test-flows.ts';
import {
  localRedisForTests,
  startLoomflow,
  type LoomflowProcess,
} from '../test-support/queue-test-support.ts';

const redisUp = await localRedisForTests();

describe.skipIf(!redisUp)('queue mode runs chatflows and agentflows v1 on a worker', () => {
  let setup: ChatflowTestSetup;
  let worker: LoomflowProcess;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    const env = {
      MODE: 'queue',
      QUEUE_NAME: `loomflow-test-${randomBytes(5).toString('hex')}`,
    };
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

  async function stream(flowId: string, body: Record<string, unknown>) {
    const response = await fetch(`${setup.server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, streaming: true }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    return parseFrames(await response.text());
  }

  it('streams a chatflow (Conversation Chain) and keeps its memory between jobs', async () => {
    const { owner, fake, credentialId } = setup;
    const flowId = await saveFlow(owner, marketplaceChatflow('Conversation Chain', credentialId, fake.url), {
      type: 'CHATFLOW',
    });
    fake.script('Nice to meet you, Ada.', 'You are Ada.');
    const frames = await stream(flowId, { question: 'My name is Ada.', chatId: 'queue-conv-1' });
    const text = frames
      .filter((frame) => frame.event === 'token')
      .map((frame) => String(frame.data))
      .join('');
    expect(text).toBe('Nice to meet you, Ada.');
    expect(frames.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
    const second = await setup.anonymous.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question: 'What is my name?',
      chatId: 'queue-conv-1',
    });
    expect(second.body.text).toBe('You are Ada.');
  });

  it('streams an agentflow v1 (MULTIAGENT) with its agents named in order', async () => {
    const { server, owner, fake, credentialId } = setup;
    const flowId = await saveSequentialFlow(
      server,
      owner,
      sequentialFixture('condition-routing', fake.url, credentialId),
    );
    fake.script('I will pass you to billing for the refund.', 'Your refund is approved.');
    const frames = await stream(flowId, { question: 'I want a refund', chatId: 'queue-refund' });
    expect(frames.filter((frame) => frame.event === 'nextAgent').map((frame) => frame.data)).toEqual([
      'Frontline',
      'Needs billing?',
      'Billing',
    ]);
    expect(frames).toContainEqual({ event: 'agentFlowEvent', data: 'FINISHED' });
    expect(frames.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
  });
});
