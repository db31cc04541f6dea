import type { PredictionResponse } from '@loomflow/core';
import type { FakeOpenAI } from '@loomflow/testkit/fake-openai';
import type { HttpSession, TestServer } from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentToolFlow, llmChainFlow } from '../test-support/model-call-test-flows.ts';
import { openAiLlmFlow, parseFrames, saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  marketplaceChatflow,
  startChatflowTestSetup,
  type ChatflowTestSetup,
} from '../test-support/chatflow-test-flows.ts';

/** A node record of `agentFlowExecutedData`, as much as these tests read. */
interface ExecutedRecord {
  readonly nodeId: string;
  readonly data: { readonly usage?: unknown; readonly output?: { readonly content?: unknown } };
}

type Answer = Omit<PredictionResponse, 'agentFlowExecutedData' | 'usedTools'> & {
  readonly agentFlowExecutedData?: readonly ExecutedRecord[];
  readonly usedTools?: readonly { readonly tool: string; readonly toolOutput: unknown }[];
};

/**
 * A caller that does not ask for a stream gets its models called without one: one request per model call, no
 * `stream: true`, the usage read from the provider's JSON answer. A streaming caller still streams. The behaviour
 * does not depend on the database: SQLite only.
 */
describe('model calls of non-streaming predictions', () => {
  let setup: ChatflowTestSetup;
  let server: TestServer;
  let owner: HttpSession;
  let fake: FakeOpenAI;
  let credentialId: string;

  beforeAll(async () => {
    setup = await startChatflowTestSetup('sqlite');
    ({ server, owner, fake, credentialId } = setup);
  });
  beforeEach(() => {
    fake.reset();
  });
  afterAll(async () => {
    await setup.close();
  });

  const predict = (id: string, body: Record<string, unknown>) =>
    owner.post<Answer>(`/api/v1/prediction/${id}`, body);
  const streamed = async (id: string, body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/api/v1/prediction/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, streaming: true }),
    });
    return parseFrames(await response.text());
  };
  /** Whether each chat completion request asked for a stream. */
  const streamFlags = () => fake.chatRequests().map((request) => request.stream === true);

  it('calls the LLM node once without a stream and records the usage of the JSON answer', async () => {
    const flowId = await saveFlow(owner, openAiLlmFlow(credentialId, fake.url));
    fake.script({
      type: 'text',
      content: 'The sky is blue.',
      usage: { promptTokens: 11, completionTokens: 7 },
    });
    const answer = await predict(flowId, { question: 'Sky?' });
    expect(answer.status).toBe(200);
    expect(answer.body.text).toBe('The sky is blue.');
    expect(streamFlags()).toEqual([false]);
    expect(fake.chatRequests()[0]?.stream_options).toBeUndefined();
    const llm = answer.body.agentFlowExecutedData?.find((record) => record.nodeId === 'llmAgentflow_0');
    expect(llm?.data.output?.content).toBe('The sky is blue.');
    expect(llm?.data.usage).toEqual({ inputTokens: 11, outputTokens: 7, totalTokens: 18 });
  });

  it('still streams the LLM node for a streaming caller, with the usage of the stream', async () => {
    const flowId = await saveFlow(owner, openAiLlmFlow(credentialId, fake.url));
    fake.script({
      type: 'text',
      content: 'Grass is green.',
      usage: { promptTokens: 9, completionTokens: 4 },
    });
    const frames = await streamed(flowId, { question: 'Grass?' });
    const tokens = frames.filter((frame) => frame.event === 'token').map((frame) => frame.data);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe('Grass is green.');
    expect(streamFlags()).toEqual([true]);
    expect(fake.chatRequests()[0]?.stream_options).toEqual({ include_usage: true });
    expect(frames.find((frame) => frame.event === 'usageMetadata')?.data).toMatchObject({
      inputTokens: 9,
      outputTokens: 4,
      totalTokens: 13,
    });
  });

  it('runs an Agent tool call in two non-streaming requests, usage of both added up', async () => {
    const flowId = await saveFlow(owner, agentToolFlow(credentialId, fake.url));
    fake.script(
      {
        type: 'tool_calls',
        toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }],
        usage: { promptTokens: 20, completionTokens: 5 },
      },
      { type: 'text', content: 'It is 42.', usage: { promptTokens: 30, completionTokens: 4 } },
    );
    const answer = await predict(flowId, { question: 'What is 6 times 7?' });
    expect(answer.status).toBe(200);
    expect(answer.body.text).toBe('It is 42.');
    expect(streamFlags()).toEqual([false, false]);
    expect(answer.body.usedTools).toEqual([
      expect.objectContaining({ tool: 'calculator', toolOutput: '42' }),
    ]);
    const agent = answer.body.agentFlowExecutedData?.find((record) => record.nodeId === 'agentAgentflow_0');
    expect(agent?.data.usage).toEqual({ inputTokens: 50, outputTokens: 9, totalTokens: 59 });
    // The tool's result went back to the model with the call it answers.
    const second = fake.chatRequests()[1]?.messages.map((message) => message.role);
    expect(second?.slice(-2)).toEqual(['assistant', 'tool']);
  });

  it('streams both Agent requests for a streaming caller', async () => {
    const flowId = await saveFlow(owner, agentToolFlow(credentialId, fake.url));
    fake.script(
      { type: 'tool_calls', toolCalls: [{ name: 'calculator', arguments: { input: '2 + 2' } }] },
      { type: 'text', content: 'Four.' },
    );
    const frames = await streamed(flowId, { question: '2 + 2?' });
    const tokens = frames.filter((frame) => frame.event === 'token').map((frame) => frame.data);
    expect(tokens.join('')).toBe('Four.');
    expect(streamFlags()).toEqual([true, true]);
  });

  it('calls the chatflow LLM Chain and Conversation Chain models without a stream', async () => {
    const chainId = await saveFlow(owner, llmChainFlow(credentialId, fake.url), { type: 'CHATFLOW' });
    const conversationId = await saveFlow(
      owner,
      marketplaceChatflow('Conversation Chain', credentialId, fake.url),
      { type: 'CHATFLOW' },
    );
    fake.script('Paris.', 'Nice to meet you.');
    const chain = await predict(chainId, { question: 'Capital of France?' });
    expect(chain.body.text).toBe('Paris.');
    const conversation = await predict(conversationId, { question: 'I am Ada.' });
    expect(conversation.body.text).toBe('Nice to meet you.');
    expect(streamFlags()).toEqual([false, false]);
  });

  it('streams the chatflow LLM Chain for a streaming caller', async () => {
    const chainId = await saveFlow(owner, llmChainFlow(credentialId, fake.url), { type: 'CHATFLOW' });
    fake.script('Rome is the capital of Italy.');
    const frames = await streamed(chainId, { question: 'Capital of Italy?' });
    const tokens = frames.filter((frame) => frame.event === 'token').map((frame) => frame.data);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe('Rome is the capital of Italy.');
    expect(streamFlags()).toEqual([true]);
  });
});
