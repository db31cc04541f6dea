import { predictionRequestSchema } from '@loomflow/core';
import type { PredictionEvent } from '@loomflow/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sseFrames } from '../test-support/sse-stream.ts';
import { streamPrediction } from './prediction.api.ts';

async function eventsOf(response: Response): Promise<PredictionEvent[]> {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(response)),
  );
  const events: PredictionEvent[] = [];
  await streamPrediction({
    flowId: 'f1',
    audience: 'public',
    body: { chatId: 'c1', question: 'Hi?' },
    onFrame: (event) => events.push(event),
  });
  return events;
}

describe('the chat reads a prediction stream by its event schemas', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('passes the events it knows with their payloads', async () => {
    const events = await eventsOf(
      sseFrames([
        ['start', ''],
        ['token', 'Hel'],
        ['token', 'lo'],
        ['nextAgentFlow', { nodeId: 'llm_0', nodeLabel: 'LLM', status: 'FINISHED', at: 1 }],
        ['metadata', { chatId: 'c1', chatMessageId: 'm1', question: 'Hi?', sessionId: 'c1' }],
        ['end', '[DONE]'],
      ]),
    );
    expect(events).toEqual([
      { event: 'start', data: '' },
      { event: 'token', data: 'Hel' },
      { event: 'token', data: 'lo' },
      { event: 'nextAgentFlow', data: { nodeId: 'llm_0', nodeLabel: 'LLM', status: 'FINISHED' } },
      { event: 'metadata', data: { chatId: 'c1', chatMessageId: 'm1', question: 'Hi?', sessionId: 'c1' } },
      { event: 'end', data: '[DONE]' },
    ]);
  });

  it('skips events it does not know and payloads their event cannot carry, and reads on', async () => {
    const events = await eventsOf(
      sseFrames([
        ['customEvent', { anything: true }],
        ['token', 42],
        ['usedTools', 'not a list'],
        ['token', 'still here'],
        ['error', { code: 500 }],
        ['end', undefined],
      ]),
    );
    expect(events).toEqual([
      { event: 'token', data: 'still here' },
      { event: 'error', data: '' },
      { event: 'end', data: '[DONE]' },
    ]);
  });

  it("a server that answers without streaming: its answer's events, read the same way", async () => {
    const answer = {
      text: 'Hello',
      question: 'Hi?',
      chatId: 'c1',
      chatMessageId: 'm1',
      sessionId: 'c1',
      executionId: '',
      agentFlowExecutedData: [],
      usedTools: [{ tool: 'calc' }],
      sourceDocuments: [],
      artifacts: [],
      agentReasoning: [],
      action: 'not an action',
    };
    const events = await eventsOf(
      new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
    );
    expect(events.map((event) => event.event)).toEqual(['usedTools', 'token', 'metadata', 'end']);
  });

  it("sends core's prediction request, streamed", async () => {
    const fetch = vi.fn((_path: string, _init: RequestInit) =>
      Promise.resolve(sseFrames([['end', '[DONE]']])),
    );
    vi.stubGlobal('fetch', fetch);
    await streamPrediction({
      flowId: 'f1',
      audience: 'public',
      body: {
        chatId: 'c1',
        humanInput: { type: 'proceed', startNodeId: 'human_0' },
        uploads: [{ type: 'file:rag', name: 'a.txt', mime: 'text/plain' }],
        leadEmail: 'a@example.com',
      },
      onFrame: () => undefined,
    });
    const body = fetch.mock.calls[0]?.[1].body;
    const sent: unknown = JSON.parse(typeof body === 'string' ? body : '');
    expect(predictionRequestSchema.parse(sent)).toEqual({
      chatId: 'c1',
      streaming: true,
      humanInput: { type: 'proceed', startNodeId: 'human_0' },
      uploads: [{ type: 'file:rag', name: 'a.txt', mime: 'text/plain' }],
      leadEmail: 'a@example.com',
    });
  });
});
