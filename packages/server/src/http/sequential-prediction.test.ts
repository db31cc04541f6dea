import type { ChatMessage, Execution, FlowValidationResponse, PredictionResponse } from '@loomflow/core';
import { fakeReply } from '@loomflow/testkit/fake-openai';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { FlowiseClient } from 'flowise-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFrames } from '../test-support/agentflow-test-flows.ts';
import { startChatflowTestSetup, type ChatflowTestSetup } from '../test-support/chatflow-test-flows.ts';
import { saveSequentialFlow, sequentialFixture } from '../test-support/sequential-test-flows.ts';

const APPROVAL_PROMPT = 'You are about to execute tool: calculator. Ask if user want to proceed';

describe.each(TEST_DATABASE_KINDS)('agentflow v1 predictions on %s', (database) => {
  let setup: ChatflowTestSetup;
  let routingFlowId: string;
  let approvalFlowId: string;

  beforeAll(async () => {
    setup = await startChatflowTestSetup(database);
    const { server, owner, fake, credentialId } = setup;
    routingFlowId = await saveSequentialFlow(
      server,
      owner,
      sequentialFixture('condition-routing', fake.url, credentialId),
    );
    approvalFlowId = await saveSequentialFlow(
      server,
      owner,
      sequentialFixture('tool-approval', fake.url, credentialId),
    );
  });
  afterAll(async () => {
    await setup.close();
  });
  beforeEach(() => {
    setup.fake.reset();
  });

  async function stream(flowId: string, body: Record<string, unknown>) {
    const response = await fetch(`${setup.server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, streaming: true }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    return parseFrames(await response.text());
  }

  it('streams a two-agent flow through its Condition: tokens, nextAgent, agentReasoning, end', async () => {
    setup.fake.script('I will pass you to billing for the refund.', 'Your refund is approved.');
    const frames = await stream(routingFlowId, { question: 'I want a refund', chatId: 'refund-chat' });
    const names = frames.map((frame) => frame.event);
    expect(frames.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
    expect(frames.filter((frame) => frame.event === 'nextAgent').map((frame) => frame.data)).toEqual([
      'Frontline',
      'Needs billing?',
      'Billing',
    ]);
    const text = frames
      .filter((frame) => frame.event === 'token')
      .map((frame) => frame.data)
      .join('');
    expect(text).toBe('Your refund is approved.');
    expect(names.indexOf('start')).toBeLessThan(names.indexOf('token'));
    // Every agentReasoning frame carries the whole list so far (Flowise's shape).
    const reasoning = frames.filter((frame) => frame.event === 'agentReasoning').map((frame) => frame.data);
    expect(reasoning.length).toBeGreaterThanOrEqual(2);
    const last = reasoning.at(-1);
    expect(Array.isArray(last) && last.map((step: { agentName: string }) => step.agentName)).toEqual([
      'Frontline',
      'Billing',
    ]);
    expect(frames).toContainEqual({ event: 'agentFlowEvent', data: 'FINISHED' });
    expect(frames.find((frame) => frame.event === 'metadata')?.data).toMatchObject({
      chatId: 'refund-chat',
      sessionId: 'refund-chat',
    });

    const messages = await setup.owner.get<ChatMessage[]>(
      `/api/v1/chatmessage/${routingFlowId}?chatId=refund-chat`,
    );
    expect(messages.body.map((message) => [message.role, message.content])).toEqual([
      ['userMessage', 'I want a refund'],
      ['apiMessage', 'Your refund is approved.'],
    ]);
    const stored = messages.body[1]?.agentReasoning;
    expect(typeof stored === 'string' ? JSON.parse(stored) : stored).toEqual([
      expect.objectContaining({ agentName: 'Frontline' }),
      expect.objectContaining({ agentName: 'Billing' }),
    ]);
    const executions = await setup.owner.get<{ data: Execution[] }>(
      `/api/v1/executions?agentflowId=${routingFlowId}`,
    );
    const execution = executions.body.data.find((row) => row.sessionId === 'refund-chat');
    expect(execution?.state).toBe('FINISHED');
  });

  it('answers without streaming with the agents reasoning and the execution', async () => {
    const response = await setup.anonymous.post<PredictionResponse>(`/api/v1/prediction/${routingFlowId}`, {
      question: 'what are your opening hours?',
    });
    expect(response.status).toBe(200);
    expect(response.body.text).toBe('Echo: what are your opening hours?');
    expect(response.body.agentReasoning).toEqual([expect.objectContaining({ agentName: 'Frontline' })]);
    const execution = await setup.owner.get<Execution>(`/api/v1/executions/${response.body.executionId}`);
    expect(execution.body.state).toBe('FINISHED');
    const records: unknown = JSON.parse(execution.body.executionData);
    expect(Array.isArray(records) && records.map((record: { nodeId: string }) => record.nodeId)).toEqual(
      expect.arrayContaining(['seqAgent_0', 'seqCondition_0']),
    );
  });

  it('pauses for a tool approval (STOPPED with action) and resumes with proceed in the same session', async () => {
    setup.fake.script(fakeReply.toolCall('calculator', { input: '2 + 3' }), '2 + 3 is 5.');
    const paused = await stream(approvalFlowId, { question: 'what is 2 + 3?', chatId: 'approve-chat' });
    expect(paused).toContainEqual({ event: 'agentFlowEvent', data: 'STOPPED' });
    const action = paused.find((frame) => frame.event === 'action')?.data;
    expect(action).toMatchObject({
      elements: [
        { type: 'agentflowv2-approve-button', label: 'Yes' },
        { type: 'agentflowv2-reject-button', label: 'No' },
      ],
    });
    const pausedText = paused.filter((frame) => frame.event === 'token').map((frame) => frame.data);
    expect(pausedText.join('')).toBe(APPROVAL_PROMPT);

    const resumed = await setup.anonymous.post<PredictionResponse>(`/api/v1/prediction/${approvalFlowId}`, {
      question: '',
      chatId: 'approve-chat',
      humanInput: { type: 'proceed', startNodeId: 'seqAgent_0' },
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.text).toBe('2 + 3 is 5.');
    expect(resumed.body.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '2 + 3' }, toolOutput: '5' },
    ]);
    const executions = await setup.owner.get<{ data: Execution[] }>(
      `/api/v1/executions?agentflowId=${approvalFlowId}&sessionId=approve-chat`,
    );
    // The paused run's row is the one resumed.
    expect(executions.body.data.map((row) => row.state)).toEqual(['FINISHED']);
    const messages = await setup.owner.get<ChatMessage[]>(
      `/api/v1/chatmessage/${approvalFlowId}?chatId=approve-chat`,
    );
    expect(messages.body.map((message) => message.content)).toEqual([
      'what is 2 + 3?',
      APPROVAL_PROMPT,
      '2 + 3 is 5.',
    ]);
  });

  it('resumes with reject: the tool does not run and the agent answers', async () => {
    setup.fake.script(fakeReply.toolCall('calculator', { input: '2 + 3' }), 'Alright, I will not.');
    const paused = await setup.anonymous.post<PredictionResponse>(`/api/v1/prediction/${approvalFlowId}`, {
      question: 'what is 2 + 3?',
      chatId: 'reject-chat',
    });
    expect(paused.body.action).toBeDefined();
    const rejected = await setup.anonymous.post<PredictionResponse>(`/api/v1/prediction/${approvalFlowId}`, {
      question: '',
      chatId: 'reject-chat',
      humanInput: { type: 'reject', startNodeId: 'seqAgent_0', feedback: 'by hand please' },
    });
    expect(rejected.body.text).toBe('Alright, I will not.');
    expect(rejected.body.usedTools).toEqual([]);
  });

  it('refuses humanInput for a session with no paused run (400)', async () => {
    const response = await setup.anonymous.post<{ message: string }>(`/api/v1/prediction/${approvalFlowId}`, {
      question: '',
      chatId: 'nothing-paused',
      humanInput: { type: 'proceed', startNodeId: 'seqAgent_0' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/No paused run/);
  });

  it('answers the signed-in chat panel on internal-prediction (messages stored INTERNAL)', async () => {
    const response = await setup.owner.post<PredictionResponse>(
      `/api/v1/internal-prediction/${routingFlowId}`,
      { question: 'hello from the canvas', chatId: 'panel-chat' },
    );
    expect(response.status).toBe(200);
    expect(response.body.text).toBe('Echo: hello from the canvas');
    const messages = await setup.owner.get<ChatMessage[]>(
      `/api/v1/chatmessage/${routingFlowId}?chatId=panel-chat`,
    );
    expect(messages.body.map((message) => message.chatType)).toEqual(['INTERNAL', 'INTERNAL']);
  });

  it('says MULTIAGENT flows stream', async () => {
    const response = await setup.anonymous.get<{ isStreaming: boolean }>(
      `/api/v1/chatflows-streaming/${routingFlowId}`,
    );
    expect(response.body).toEqual({ isStreaming: true });
  });
  it('stops a run on chatmessage/abort: TERMINATED, the stream says abort', async () => {
    let arrived: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    setup.fake.script(async () => {
      arrived();
      await gate;
      return 'too late';
    });
    const streamed = stream(routingFlowId, { question: 'I want a refund', chatId: 'abort-chat' });
    await requested;
    const aborted = await setup.anonymous.put<{ message: string }>(
      `/api/v1/chatmessage/abort/${routingFlowId}/abort-chat`,
    );
    expect(aborted.body.message).toBe('Chat message aborted');
    const frames = await streamed;
    release();
    expect(frames).toContainEqual({ event: 'agentFlowEvent', data: 'TERMINATED' });
    expect(frames).toContainEqual({ event: 'abort', data: '[DONE]' });
    const executions = await setup.owner.get<{ data: Execution[] }>(
      `/api/v1/executions?agentflowId=${routingFlowId}&sessionId=abort-chat`,
    );
    expect(executions.body.data.map((row) => row.state)).toEqual(['TERMINATED']);
  });

  it('clearing a session forgets its conversation (checkpoints deleted with the messages)', async () => {
    const { server, owner, fake } = setup;
    const threadRows = async (): Promise<number> => {
      const rows = await server.server.db
        .selectFrom('flow_checkpoint')
        .select('checkpointId')
        .where('flowId', '=', approvalFlowId)
        .where('threadId', '=', 'memory-chat')
        .execute();
      return rows.length;
    };
    await setup.anonymous.post(`/api/v1/prediction/${approvalFlowId}`, {
      question: 'my name is Ada',
      chatId: 'memory-chat',
    });
    expect(await threadRows()).toBeGreaterThan(0);
    const cleared = await owner.delete(`/api/v1/chatmessage/${approvalFlowId}?chatId=memory-chat`);
    expect(cleared.status).toBe(200);
    expect(await threadRows()).toBe(0);
    await setup.anonymous.post(`/api/v1/prediction/${approvalFlowId}`, {
      question: 'what is my name?',
      chatId: 'memory-chat',
    });
    const contents = fake
      .chatRequests()
      .at(-1)
      ?.messages.map((message) => message.content);
    expect(contents).not.toContain('my name is Ada');
    expect(contents).toContain('what is my name?');
  });

  it('checks a v1 flow for the canvas (GET /validation)', async () => {
    const ok = await setup.owner.get<FlowValidationResponse>(`/api/v1/validation/${routingFlowId}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual([]);
    // The same flow without its chat model.
    const flow = JSON.parse(sequentialFixture('condition-routing', setup.fake.url, setup.credentialId)) as {
      nodes: { id: string; data: { inputs: Record<string, unknown> } }[];
      edges: { source: string }[];
    };
    flow.nodes = flow.nodes.filter((node) => node.id !== 'chatOpenAI_0');
    flow.edges = flow.edges.filter((edge) => edge.source !== 'chatOpenAI_0');
    for (const node of flow.nodes) if (node.id === 'seqStart_0') node.data.inputs.model = '';
    const brokenId = await saveSequentialFlow(setup.server, setup.owner, JSON.stringify(flow));
    const problems = await setup.owner.get<FlowValidationResponse>(`/api/v1/validation/${brokenId}`);
    expect(problems.status).toBe(200);
    expect(problems.body).toContainEqual({
      id: 'seqStart_0',
      label: 'Start',
      name: 'seqStart',
      issues: ['The Start node has no chat model: connect one to its Chat Model input'],
    });
  });

  it('answers flowise-sdk, streaming and not', async () => {
    const client = new FlowiseClient({ baseUrl: setup.server.url });
    const answer: unknown = await client.createPrediction({
      chatflowId: routingFlowId,
      question: 'opening hours?',
    });
    expect(answer).toMatchObject({ text: 'Echo: opening hours?', question: 'opening hours?' });
    const streamed: unknown = await client.createPrediction({
      chatflowId: routingFlowId,
      question: 'hours again?',
      streaming: true,
    });
    if (typeof streamed !== 'object' || streamed === null || !(Symbol.asyncIterator in streamed))
      throw new Error('the SDK did not stream');
    const events: { event: string; data: unknown }[] = [];
    for await (const event of streamed as AsyncIterable<{ event: string; data: unknown }>) events.push(event);
    expect(events.filter((event) => event.event === 'nextAgent').map((event) => event.data)).toEqual([
      'Frontline',
      'Needs billing?',
    ]);
    expect(events.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
  });
});
