import { describe, expect, it } from 'vitest';
import type { ChatFlowRow } from '../db/schema.ts';
import { openAiLlmFlow } from '../test-support/agentflow-test-flows.ts';
import { predictionJobSchema } from './prediction-job.ts';
import { jobOfPrepared, preparedOfJob } from './queued-prediction.ts';

const now = new Date().toISOString();
const flow: ChatFlowRow = {
  id: 'flow-1',
  workspaceId: 'ws-1',
  name: 'LLM',
  flowData: openAiLlmFlow('credential-1', 'http://127.0.0.1:1'),
  type: 'AGENTFLOW',
  deployed: null,
  isPublic: null,
  apikeyid: null,
  chatbotConfig: null,
  apiConfig: null,
  analytic: null,
  speechToText: null,
  followUpPrompts: null,
  category: null,
  createdDate: now,
  updatedDate: now,
};

/** What a worker makes of the job a server enqueued (through the job's JSON, as Redis carries it). */
function throughTheQueue(newSession: boolean) {
  const job = jobOfPrepared({
    flow,
    body: { question: 'Hi' },
    question: 'Hi',
    chatId: 'chat-1',
    sessionId: 'chat-1',
    newSession,
    streaming: false,
    overrides: { vars: {}, nodes: {} },
    internal: false,
    origin: undefined,
  });
  return preparedOfJob(flow, predictionJobSchema.parse(JSON.parse(JSON.stringify(job))));
}

describe('a queued prediction', () => {
  it('tells the worker the server opened its session (so it reads no stored messages)', () => {
    expect(throughTheQueue(true)).toMatchObject({ chatId: 'chat-1', sessionId: 'chat-1', newSession: true });
  });

  it('tells the worker a session the caller named is not new', () => {
    expect(throughTheQueue(false).newSession).toBe(false);
  });
});
