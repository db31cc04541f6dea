import type { Execution } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { FlowiseClient } from 'flowise-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customFunctionFlow,
  directReplyFlow,
  flowData,
  saveFlow,
  START,
  openAiLlmFlow,
} from '../test-support/agentflow-test-flows.ts';

/** A message as `@microsoft/fetch-event-source` (used by flowise-embed) dispatches it. */
interface EventSourceMessage {
  readonly event: string;
  readonly data: string;
}

/**
 * Reads a stream the way flowise-embed does: fetch-event-source refuses a response whose content type is not
 * `text/event-stream`, splits lines, ignores comments (`:heartbeat`) and unknown fields (`message:`), joins `data`
 * lines and dispatches on a blank line; the widget then JSON-parses every message's data.
 */
function readLikeTheWidget(contentType: string | null, body: string): { event: string; data: unknown }[] {
  if (!contentType?.startsWith('text/event-stream'))
    throw new Error(`Expected content-type to be text/event-stream, Actual: ${String(contentType)}`);
  const messages: EventSourceMessage[] = [];
  let data: string[] = [];
  let event = '';
  for (const line of body.split(/\r\n|\r|\n/)) {
    if (line === '') {
      if (data.length > 0) messages.push({ event, data: data.join('\n') });
      data = [];
      event = '';
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  }
  return messages.map((message) => {
    const payload: unknown = JSON.parse(message.data);
    if (typeof payload !== 'object' || payload === null || !('event' in payload) || !('data' in payload))
      throw new Error(`not a Flowise frame: ${message.data}`);
    return { event: String(payload.event), data: payload.data };
  });
}

describe.each(TEST_DATABASE_KINDS)('real clients against %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let fake: FakeOpenAI;
  let client: FlowiseClient;
  let credentialId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startTestServer({
      database,
      // The fake model server is on this machine: private addresses must be allowed for it.
      env: { HTTP_ALLOW_LIST: '127.0.0.1', STREAM_HEARTBEAT_MS: '20' },
    });
    owner = server.session();
    await registerAndLogin(owner);
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'fake openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-fake' },
    });
    credentialId = credential.body.id;
    client = new FlowiseClient({ baseUrl: server.url });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('flowise-sdk gets a non-streaming answer', async () => {
    const chatflowId = await saveFlow(owner, directReplyFlow('SDK says {{ question }}'));
    const answer: unknown = await client.createPrediction({ chatflowId, question: 'hello' });
    expect(answer).toMatchObject({ text: 'SDK says hello', question: 'hello' });
  });

  it('flowise-sdk streams tokens and ends with end', async () => {
    const chatflowId = await saveFlow(owner, directReplyFlow('Streamed {{ question }}'));
    const stream: unknown = await client.createPrediction({ chatflowId, question: 'words', streaming: true });
    const events: { event: string; data: unknown }[] = [];
    if (typeof stream !== 'object' || stream === null || !(Symbol.asyncIterator in stream))
      throw new Error('the SDK did not stream');
    for await (const event of stream as AsyncIterable<{ event: string; data: unknown }>) events.push(event);
    const text = events.filter((event) => event.event === 'token').map((event) => String(event.data));
    expect(text.join('')).toBe('Streamed words');
    expect(events.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
  });

  it('streams what flowise-embed can read, heartbeats included', async () => {
    const busy = 'const until = Date.now() + 300; while (Date.now() < until) {} return "done";';
    const chatflowId = await saveFlow(owner, customFunctionFlow(busy));
    const response = await fetch(`${server.url}/api/v1/prediction/${chatflowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ question: 'wait', streaming: true, chatId: 'widget-chat' }),
    });
    const body = await response.text();
    expect(body).toContain(':heartbeat\n\n');
    const frames = readLikeTheWidget(response.headers.get('content-type'), body);
    expect(frames.map((frame) => frame.event)).toEqual(
      expect.arrayContaining(['agentFlowEvent', 'nextAgentFlow', 'agentFlowExecutedData', 'metadata', 'end']),
    );
    expect(frames.filter((frame) => frame.event === 'token').map((frame) => frame.data)).toEqual(['done']);
  });

  it('runs an LLM node against an OpenAI-compatible server through a credential, streaming and not', async () => {
    fake.script({ type: 'text', content: 'The sky is blue.' }, { type: 'text', content: 'Grass is green.' });
    const chatflowId = await saveFlow(owner, openAiLlmFlow(credentialId, fake.url));
    const whole: unknown = await client.createPrediction({ chatflowId, question: 'Sky?' });
    expect(whole).toMatchObject({ text: 'The sky is blue.' });

    const stream: unknown = await client.createPrediction({
      chatflowId,
      question: 'Grass?',
      streaming: true,
    });
    if (typeof stream !== 'object' || stream === null || !(Symbol.asyncIterator in stream))
      throw new Error('the SDK did not stream');
    const events: { event: string; data: unknown }[] = [];
    for await (const event of stream as AsyncIterable<{ event: string; data: unknown }>) events.push(event);
    const tokens = events.filter((event) => event.event === 'token').map((event) => String(event.data));
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe('Grass is green.');
    expect(events.map((event) => event.event)).toContain('usageMetadata');
    const [request] = fake.chatRequests().slice(-1);
    expect(request?.model).toBe('gpt-4o-mini');
  });

  /** The flow's execution once its node data has been written (written at most every 250 ms while running). */
  async function runningExecution(chatflowId: string): Promise<Execution> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const list = await owner.get<{ data: Execution[] }>(`/api/v1/executions?agentflowId=${chatflowId}`);
      const [execution] = list.body.data;
      if (execution && execution.executionData !== '[]') return execution;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the running execution never recorded its node data');
  }

  it('stops a run in flight on abort: an abort frame, and the execution TERMINATED', async () => {
    fake.script({
      type: 'text',
      content: Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '),
      perTokenLatencyMs: 50,
    });
    const chatflowId = await saveFlow(owner, openAiLlmFlow(credentialId, fake.url));
    const response = await fetch(`${server.url}/api/v1/prediction/${chatflowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'long', streaming: true, chatId: 'abort-chat' }),
    });
    if (!response.body) throw new Error('no body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let body = '';
    let aborted = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      body += decoder.decode(value, { stream: true });
      if (!aborted && body.includes('"event":"token"')) {
        aborted = true;
        // While it runs, the execution is INPROGRESS and already holds the finished Start node's record.
        const running = await runningExecution(chatflowId);
        expect(running.state).toBe('INPROGRESS');
        expect(running.executionData).toContain('startAgentflow_0');
        const abort = await server
          .session()
          .put<{ message: string }>(`/api/v1/chatmessage/abort/${chatflowId}/abort-chat`);
        expect(abort.body.message).toBe('Chat message aborted');
      }
    }
    const frames = readLikeTheWidget(response.headers.get('content-type'), body);
    const names = frames.map((frame) => frame.event);
    expect(names).toContain('abort');
    expect(names.at(-1)).toBe('end');
    const metadata = frames.find((frame) => frame.event === 'metadata');
    const executionId = (
      await owner.get<{ data: Execution[] }>(`/api/v1/executions?agentflowId=${chatflowId}`)
    ).body.data[0]?.id;
    expect(metadata).toBeDefined();
    const execution = await owner.get<Execution>(`/api/v1/executions/${executionId ?? ''}`);
    expect(execution.body.state).toBe('TERMINATED');
  });

  it('Execute Flow calls a flow over HTTP through the SSRF-guarded fetch, like any client', async () => {
    const target = await saveFlow(owner, directReplyFlow('Remote says {{ question }}'));
    const caller = await saveFlow(
      owner,
      flowData(
        [
          START,
          {
            id: 'executeFlowAgentflow_0',
            name: 'executeFlowAgentflow',
            label: 'Remote',
            inputs: {
              executeFlowSelectedFlow: target,
              executeFlowInput: '{{ question }}',
              executeFlowBaseURL: server.url,
            },
          },
        ],
        [{ from: 'startAgentflow_0', to: 'executeFlowAgentflow_0' }],
      ),
    );
    const answer: unknown = await client.createPrediction({ chatflowId: caller, question: 'hi' });
    expect(answer).toMatchObject({ text: 'Remote says hi' });
  });
});
