import type { ChatMessage, Execution, PredictionResponse } from '@loomflow/core';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customFunctionFlow,
  directReplyFlow,
  flowData,
  parseFrames,
  saveFlow,
  START,
} from '../test-support/agentflow-test-flows.ts';

/** Start → Human Input → (proceed) Direct Reply "Approved" / (reject) Direct Reply "Rejected". */
const approvalFlow = flowData(
  [
    START,
    {
      id: 'humanInputAgentflow_0',
      name: 'humanInputAgentflow',
      label: 'Approve',
      inputs: { humanInputDescriptionType: 'fixed', humanInputDescription: 'Send it?' },
      outputs: 2,
    },
    {
      id: 'directReplyAgentflow_0',
      name: 'directReplyAgentflow',
      label: 'Yes',
      inputs: { directReplyMessage: 'Approved' },
    },
    {
      id: 'directReplyAgentflow_1',
      name: 'directReplyAgentflow',
      label: 'No',
      inputs: { directReplyMessage: 'Rejected' },
    },
  ],
  [
    { from: 'startAgentflow_0', to: 'humanInputAgentflow_0' },
    { from: 'humanInputAgentflow_0', to: 'directReplyAgentflow_0', output: 0 },
    { from: 'humanInputAgentflow_0', to: 'directReplyAgentflow_1', output: 1 },
  ],
);

describe.each(TEST_DATABASE_KINDS)('predictions on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let anonymous: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    await registerAndLogin(owner);
    anonymous = server.session();
  });
  afterAll(() => server.close());

  const predict = (id: string, body: unknown) =>
    anonymous.post<PredictionResponse & { message?: string }>(`/api/v1/prediction/${id}`, body);

  it('answers a question with Flowise’s fields and keeps the execution and both messages', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Hello {{ question }}'));
    const result = await predict(flowId, { question: 'Ada' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      text: 'Hello Ada',
      question: 'Ada',
      usedTools: [],
      sourceDocuments: [],
    });
    const { chatId, sessionId, executionId, chatMessageId } = result.body;
    expect(sessionId).toBe(chatId);
    expect(result.body.agentFlowExecutedData.map((record) => (record as { nodeId: string }).nodeId)).toEqual([
      'startAgentflow_0',
      'directReplyAgentflow_0',
    ]);

    const execution = await owner.get<Execution>(`/api/v1/executions/${executionId}`);
    expect(execution.body).toMatchObject({ state: 'FINISHED', agentflowId: flowId, sessionId });
    expect(JSON.parse(execution.body.executionData)).toHaveLength(2);

    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=${chatId}`);
    expect(messages.body.map((message) => [message.role, message.content])).toEqual([
      ['userMessage', 'Ada'],
      ['apiMessage', 'Hello Ada'],
    ]);
    expect(messages.body[1]).toMatchObject({ id: chatMessageId, executionId, chatType: 'EXTERNAL' });
  });

  it('streams Flowise frames: start, tokens, node progress, metadata and end', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Hello {{ question }}'));
    const response = await fetch(`${server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Grace', streaming: true, chatId: 'stream-chat-1' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const body = await response.text();
    // Every frame exactly `message:\ndata:<json>\n\n`.
    expect(body).toMatch(/^(message:\ndata:\{[^\n]*\}\n\n)+$/);
    const frames = parseFrames(body);
    const names = frames.map((frame) => frame.event);
    expect(names[0]).toBe('agentFlowEvent');
    expect(frames[0]?.data).toBe('INPROGRESS');
    expect(names.at(-1)).toBe('end');
    expect(frames.at(-1)?.data).toBe('[DONE]');
    expect(names.indexOf('start')).toBeLessThan(names.indexOf('token'));
    const text = frames
      .filter((frame) => frame.event === 'token')
      .map((frame) => String(frame.data))
      .join('');
    expect(text).toBe('Hello Grace');
    expect(frames).toContainEqual({
      event: 'nextAgentFlow',
      data: { nodeId: 'directReplyAgentflow_0', nodeLabel: 'Reply', status: 'FINISHED' },
    });
    expect(frames).toContainEqual({ event: 'agentFlowEvent', data: 'FINISHED' });
    const metadata = frames.find((frame) => frame.event === 'metadata');
    expect(metadata?.data).toMatchObject({
      chatId: 'stream-chat-1',
      sessionId: 'stream-chat-1',
      question: 'Grace',
    });
    const executed = frames.filter((frame) => frame.event === 'agentFlowExecutedData').at(-1);
    expect(Array.isArray(executed?.data) ? executed.data.length : 0).toBe(2);
  });

  it('keeps a conversation under its chatId, or under overrideConfig.sessionId', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Echo {{ question }}'));
    await predict(flowId, { question: 'one', chatId: 'conversation-1' });
    await predict(flowId, { question: 'two', chatId: 'conversation-1' });
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=conversation-1`);
    expect(messages.body.map((message) => message.content)).toEqual(['one', 'Echo one', 'two', 'Echo two']);

    const bySession = await predict(flowId, {
      question: 'three',
      overrideConfig: { sessionId: 'session-9' },
    });
    expect(bySession.body).toMatchObject({ chatId: 'session-9', sessionId: 'session-9' });
  });

  it('applies overrideConfig only where the flow’s API configuration allows it', async () => {
    await owner.post('/api/v1/variables', { name: 'greeting', value: 'Hello', type: 'static' });
    const message = '{{ $vars.greeting }} {{ question }}';
    const closed = await saveFlow(owner, directReplyFlow(message));
    const ignored = await predict(closed, {
      question: 'Ada',
      overrideConfig: { vars: { greeting: 'Hi' }, directReplyMessage: 'hijacked' },
    });
    expect(ignored.body.text).toBe('Hello Ada');

    const open = await saveFlow(owner, directReplyFlow(message), {
      apiConfig: {
        overrideConfig: {
          status: true,
          nodes: { Reply: [{ label: 'Message', name: 'directReplyMessage', type: 'string', enabled: true }] },
          variables: [{ id: 'v', name: 'greeting', type: 'static', enabled: true }],
        },
      },
    });
    const varOverride = await predict(open, {
      question: 'Ada',
      overrideConfig: { vars: { greeting: 'Hi' } },
    });
    expect(varOverride.body.text).toBe('Hi Ada');
    const nodeOverride = await predict(open, {
      question: 'Ada',
      overrideConfig: { directReplyMessage: 'Overridden for {{ question }}' },
    });
    expect(nodeOverride.body.text).toBe('Overridden for Ada');
  });

  it('gives {{ chat_history }} the session’s earlier messages', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Before: {{ chat_history }}'));
    const first = await predict(flowId, { question: 'first', chatId: 'history-chat' });
    expect(first.body.text).toBe('Before: ');
    const second = await predict(flowId, { question: 'second', chatId: 'history-chat' });
    expect(second.body.text).toBe('Before: user: first\nassistant: Before: ');
  });

  it('runs custom functions in the sandbox with $vars', async () => {
    const flowId = await saveFlow(owner, customFunctionFlow('return `${$vars.greeting}, ${6 * 7}`;'));
    const result = await predict(flowId, { question: 'go' });
    expect(result.status).toBe(200);
    expect(result.body.text).toBe('Hello, 42');
  });

  it('accepts multipart bodies with files, like the widget', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Got {{ question }}'));
    const form = new FormData();
    form.set('question', 'a file');
    form.set('chatId', 'multipart-chat');
    form.set('files', new Blob(['hello file'], { type: 'text/plain' }), 'note.txt');
    const response = await fetch(`${server.url}/api/v1/prediction/${flowId}`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ text: 'Got a file', chatId: 'multipart-chat' });
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=multipart-chat`);
    const uploads: unknown = JSON.parse(messages.body[0]?.fileUploads ?? 'null');
    // Stored in the file storage, recorded without its contents (Flowise's `stored-file`).
    expect(uploads).toEqual([{ type: 'stored-file', name: 'note.txt', mime: 'text/plain' }]);
    const stored = await fetch(
      `${server.url}/api/v1/get-upload-file?chatflowId=${flowId}&chatId=multipart-chat&fileName=note.txt`,
    );
    expect(await stored.text()).toBe('hello file');
  });

  it('runs for signed-in users through internal-prediction, recorded as INTERNAL', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Inside'));
    const result = await owner.post<PredictionResponse>(`/api/v1/internal-prediction/${flowId}`, {
      question: 'q',
      chatId: 'internal-chat',
    });
    expect(result.status).toBe(200);
    expect(result.body.text).toBe('Inside');
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=internal-chat`);
    expect(messages.body.every((message) => message.chatType === 'INTERNAL')).toBe(true);
  });

  it('pauses at a human input and resumes the same execution on humanInput', async () => {
    const flowId = await saveFlow(owner, approvalFlow);
    const paused = await predict(flowId, { question: 'draft', chatId: 'approval-1' });
    expect(paused.status).toBe(200);
    expect(paused.body.action).toBeDefined();
    const stopped = await owner.get<Execution>(`/api/v1/executions/${paused.body.executionId}`);
    expect(stopped.body.state).toBe('STOPPED');
    expect(stopped.body.action).not.toBeNull();

    const resumed = await predict(flowId, {
      chatId: 'approval-1',
      humanInput: { type: 'proceed', startNodeId: 'humanInputAgentflow_0' },
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.text).toBe('Approved');
    expect(resumed.body.executionId).toBe(paused.body.executionId);
    const finished = await owner.get<Execution>(`/api/v1/executions/${paused.body.executionId}`);
    expect(finished.body.state).toBe('FINISHED');
    // The paused run's records continue in the same execution; the rejected branch never ran.
    const nodeIds = (JSON.parse(finished.body.executionData) as { nodeId: string }[]).map(
      (record) => record.nodeId,
    );
    expect(nodeIds).toContain('startAgentflow_0');
    expect(nodeIds).toContain('directReplyAgentflow_0');
    expect(nodeIds).not.toContain('directReplyAgentflow_1');

    const nothingToResume = await predict(flowId, {
      chatId: 'approval-1',
      humanInput: { type: 'reject', startNodeId: 'humanInputAgentflow_0' },
    });
    expect(nothingToResume.status).toBe(400);
    expect(nothingToResume.body.message).toContain('No paused run of this flow for session approval-1');
  });

  it('answers a failed run with 500 and its reason, and records it ERROR', async () => {
    const flowId = await saveFlow(owner, customFunctionFlow("throw new Error('the widget is broken');"));
    const failed = await predict(flowId, { question: 'go', chatId: 'failing-chat' });
    expect(failed.status).toBe(500);
    expect(failed.body.message).toContain('the widget is broken');
    const executions = await owner.get<{ data: Execution[] }>(`/api/v1/executions?agentflowId=${flowId}`);
    expect(executions.body.data.map((execution) => execution.state)).toEqual(['ERROR']);

    const streamed = await fetch(`${server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'go', streaming: true }),
    });
    const frames = parseFrames(await streamed.text());
    expect(frames).toContainEqual({ event: 'agentFlowEvent', data: 'ERROR' });
    const error = frames.find((frame) => frame.event === 'error');
    expect(String(error?.data)).toContain('the widget is broken');
    expect(frames.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
  });

  it('runs another flow of the workspace in-process, and stops flows calling each other in a circle', async () => {
    const inner = await saveFlow(owner, directReplyFlow('Inner says {{ question }}'));
    const executeFlow = (target: string) =>
      flowData(
        [
          START,
          {
            id: 'executeFlowAgentflow_0',
            name: 'executeFlowAgentflow',
            label: 'Call',
            inputs: { executeFlowSelectedFlow: target, executeFlowInput: '{{ question }}' },
          },
        ],
        [{ from: 'startAgentflow_0', to: 'executeFlowAgentflow_0' }],
      );
    const outer = await saveFlow(owner, executeFlow(inner));
    const answer = await predict(outer, { question: 'hello' });
    expect(answer.body.message).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(answer.body.text).toBe('Inner says hello');
    const innerRuns = await owner.get<{ total: number }>(`/api/v1/executions?agentflowId=${inner}`);
    expect(innerRuns.body.total).toBe(1);

    // A calls B, B calls A: stopped at the depth limit with a message saying why.
    const first = await saveFlow(owner, executeFlow(inner));
    const second = await saveFlow(owner, executeFlow(first));
    await owner.put(`/api/v1/chatflows/${first}`, { flowData: executeFlow(second) });
    const circle = await predict(first, { question: 'loop' });
    expect(circle.status).toBe(500);
    expect(circle.body.message).toContain('more than 5 levels deep');
  });

  it('keeps nodes away from private addresses unless HTTP_ALLOW_LIST admits them', async () => {
    const target = await saveFlow(owner, directReplyFlow('never'));
    const remote = await saveFlow(
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
              executeFlowInput: 'x',
              executeFlowBaseURL: server.url,
            },
          },
        ],
        [{ from: 'startAgentflow_0', to: 'executeFlowAgentflow_0' }],
      ),
    );
    const refused = await predict(remote, { question: 'hi' });
    expect(refused.status).toBe(500);
    expect(refused.body.message).toContain('Refused');

    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'key',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-x' },
    });
    const model = await saveFlow(
      owner,
      flowData(
        [
          START,
          {
            id: 'llmAgentflow_0',
            name: 'llmAgentflow',
            label: 'LLM',
            inputs: {
              llmModel: 'chatOpenAI',
              llmModelConfig: {
                llmModel: 'chatOpenAI',
                modelName: 'gpt-4o-mini',
                basepath: 'http://169.254.169.254/v1',
                FLOWISE_CREDENTIAL_ID: credential.body.id,
              },
            },
          },
        ],
        [{ from: 'startAgentflow_0', to: 'llmAgentflow_0' }],
      ),
    );
    const metadata = await predict(model, { question: 'hi' });
    expect(metadata.status).toBe(500);
    expect(metadata.body.message).toContain('169.254.169.254 is a link-local or cloud metadata address');
  });
});
