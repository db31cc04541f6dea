import type { ChatMessage, Execution, PredictionResponse } from '@loomflow/core';
import { fakeReply, TEST_DATABASE_KINDS } from '@loomflow/testkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFrames } from './agentflow-test-flows.ts';
import { startChatflowTestSetup, type ChatflowTestSetup } from './chatflow-test-flows.ts';
import { saveSequentialFlow, sequentialFixture } from './sequential-test-flows.ts';

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
    expect(text).toContain('Your refund is approved.');
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

  it('says MULTIAGENT flows stream', async () => {
    const response = await setup.anonymous.get<{ isStreaming: boolean }>(
      `/api/v1/chatflows-streaming/${routingFlowId}`,
    );
    expect(response.body).toEqual({ isStreaming: true });
  });
});
