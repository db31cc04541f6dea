import type { ChatMessage, FlowValidationResponse, PredictionResponse } from '@loomflow/core';
import { type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { TEST_DATABASE_KINDS, type HttpSession, type TestServer } from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flowData, parseFrames, saveFlow, START } from '../test-support/agentflow-test-flows.ts';
import {
  marketplaceChatflow,
  startChatflowTestSetup,
  type ChatflowTestSetup,
} from '../test-support/chatflow-test-flows.ts';

/** ChatOpenAI → LLM Chain ← Prompt Template whose values read the question and the conversation. */
function llmChainWithHistory(credentialId: string, baseUrl: string, template?: string): string {
  const model = 'ChatOpenAI|BaseChatModel|BaseLanguageModel|Runnable';
  const prompt = 'PromptTemplate|BaseStringPromptTemplate|BasePromptTemplate';
  const anchors: Record<string, string> = {
    chatOpenAI: model,
    promptTemplate: prompt,
    llmChain: 'LLMChain|BaseChain',
  };
  const node = (id: string, name: string, label: string, inputs: Record<string, unknown>, extra = {}) => ({
    id,
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: {
      id,
      name,
      label,
      inputs,
      outputAnchors: [{ id: `${id}-output-${name}-${anchors[name] ?? name}`, name, label }],
      inputAnchors:
        name === 'llmChain'
          ? [
              { id: 'llmChain_0-input-model-BaseLanguageModel', name: 'model', type: 'BaseLanguageModel' },
              {
                id: 'llmChain_0-input-prompt-BasePromptTemplate',
                name: 'prompt',
                type: 'BasePromptTemplate',
              },
            ]
          : [],
      ...extra,
    },
  });
  return JSON.stringify({
    nodes: [
      node(
        'chatOpenAI_0',
        'chatOpenAI',
        'ChatOpenAI',
        { modelName: 'gpt-4o-mini', basepath: baseUrl },
        { credential: credentialId },
      ),
      node('promptTemplate_0', 'promptTemplate', 'Prompt Template', {
        template: template ?? 'Conversation so far:\n{history}\nAnswer: {input}',
        promptValues: '{"history":"{{chat_history}}","input":"{{question}}"}',
      }),
      node('llmChain_0', 'llmChain', 'LLM Chain', {
        model: '{{chatOpenAI_0.data.instance}}',
        prompt: '{{promptTemplate_0.data.instance}}',
      }),
    ],
    edges: [
      {
        id: 'e1',
        source: 'chatOpenAI_0',
        sourceHandle: `chatOpenAI_0-output-chatOpenAI-${model}`,
        target: 'llmChain_0',
        targetHandle: 'llmChain_0-input-model-BaseLanguageModel',
      },
      {
        id: 'e2',
        source: 'promptTemplate_0',
        sourceHandle: `promptTemplate_0-output-promptTemplate-${prompt}`,
        target: 'llmChain_0',
        targetHandle: 'llmChain_0-input-prompt-BasePromptTemplate',
      },
    ],
  });
}

describe.each(TEST_DATABASE_KINDS)('chatflow predictions on %s', (database) => {
  let setup: ChatflowTestSetup;
  let server: TestServer;
  let owner: HttpSession;
  let anonymous: HttpSession;
  let fake: FakeOpenAI;
  let credentialId: string;

  beforeAll(async () => {
    setup = await startChatflowTestSetup(database);
    ({ server, owner, anonymous, fake, credentialId } = setup);
  });
  beforeEach(() => {
    fake.reset();
  });
  afterAll(async () => {
    await setup.close();
  });

  const saveChatflow = (data: string) => saveFlow(owner, data, { type: 'CHATFLOW' });
  const predict = (id: string, body: unknown) =>
    anonymous.post<PredictionResponse & { message?: string }>(`/api/v1/prediction/${id}`, body);
  const stream = async (id: string, body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/api/v1/prediction/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, streaming: true }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    return parseFrames(await response.text());
  };

  it('runs the marketplace Conversation Chain, storing both messages, and remembers the session', async () => {
    const flowId = await saveChatflow(marketplaceChatflow('Conversation Chain', credentialId, fake.url));
    fake.script('Nice to meet you, Ada.', 'You are Ada.');
    const first = await predict(flowId, { question: 'My name is Ada.', chatId: 'conv-1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      text: 'Nice to meet you, Ada.',
      question: 'My name is Ada.',
      chatId: 'conv-1',
      sessionId: 'conv-1',
      usedTools: [],
      sourceDocuments: [],
    });
    const second = await predict(flowId, { question: 'What is my name?', chatId: 'conv-1' });
    expect(second.body.text).toBe('You are Ada.');
    const sent = fake.chatRequests()[1]?.messages.map((message) => [message.role, message.content]);
    expect(sent?.slice(1)).toEqual([
      ['user', 'My name is Ada.'],
      ['assistant', 'Nice to meet you, Ada.'],
      ['user', 'What is my name?'],
    ]);
    // Another session starts with no memory.
    fake.script('Who are you?');
    await predict(flowId, { question: 'What is my name?', chatId: 'conv-2' });
    expect(fake.chatRequests()[2]?.messages).toHaveLength(2);
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=conv-1`);
    expect(messages.body.map((message) => [message.role, message.content])).toEqual([
      ['userMessage', 'My name is Ada.'],
      ['apiMessage', 'Nice to meet you, Ada.'],
      ['userMessage', 'What is my name?'],
      ['apiMessage', 'You are Ada.'],
    ]);
    expect(messages.body[1]).toMatchObject({ id: first.body.chatMessageId, chatType: 'EXTERNAL' });
  });

  it('streams an LLM Chain answer as Flowise frames and keeps the previous turn for {{chat_history}}', async () => {
    const flowId = await saveChatflow(llmChainWithHistory(credentialId, fake.url));
    const streaming = await owner.get<{ isStreaming: boolean }>(`/api/v1/chatflows-streaming/${flowId}`);
    expect(streaming.body).toEqual({ isStreaming: true });
    fake.script('Paris is the capital of France.', 'It has about two million people.');
    const frames = await stream(flowId, { question: 'Capital of France?', chatId: 'stream-1' });
    const names = frames.map((frame) => frame.event);
    expect(names[0]).toBe('start');
    const tokens = frames.filter((frame) => frame.event === 'token').map((frame) => frame.data);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe('Paris is the capital of France.');
    expect(names).toContain('usageMetadata');
    expect(frames.find((frame) => frame.event === 'metadata')?.data).toMatchObject({
      chatId: 'stream-1',
      sessionId: 'stream-1',
      question: 'Capital of France?',
    });
    expect(frames.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
    expect(names).not.toContain('error');

    await stream(flowId, { question: 'How many people live there?', chatId: 'stream-1' });
    expect(fake.chatRequests()[1]?.messages).toEqual([
      {
        role: 'user',
        content:
          'Conversation so far:\nHuman: Capital of France?\nAI: Paris is the capital of France.\nAnswer: How many people live there?',
      },
    ]);
  });

  it('answers the canvas chat panel through internal-prediction, recorded as INTERNAL', async () => {
    const flowId = await saveChatflow(llmChainWithHistory(credentialId, fake.url));
    fake.script('Hello from the canvas.');
    const result = await owner.post<PredictionResponse>(`/api/v1/internal-prediction/${flowId}`, {
      question: 'hi',
      chatId: 'canvas-1',
    });
    expect(result.status).toBe(200);
    expect(result.body.text).toBe('Hello from the canvas.');
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=canvas-1`);
    expect(messages.body.map((message) => message.chatType)).toEqual(['INTERNAL', 'INTERNAL']);
  });

  it('refuses a chatflow with a required input left empty, naming the node; the chat keeps the error', async () => {
    const flowId = await saveChatflow(llmChainWithHistory(credentialId, fake.url, ''));
    const result = await predict(flowId, { question: 'hi', chatId: 'broken-1' });
    expect(result.status).toBe(500);
    expect(result.body.message).toBe(
      'Flow is missing a required input on node "Prompt Template" (promptTemplate_0): Template is required',
    );
    const frames = await stream(flowId, { question: 'hi', chatId: 'broken-1' });
    expect(frames.find((frame) => frame.event === 'error')?.data).toContain('Template is required');
    expect(frames.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
    expect(fake.chatRequests()).toHaveLength(0);
    // Each failed turn: the question, and the error marked as one (memory leaves both out).
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=broken-1`);
    expect(messages.body.map((message) => [message.role, message.content, message.error])).toEqual([
      ['userMessage', 'hi', undefined],
      ['apiMessage', result.body.message, result.body.message],
      ['userMessage', 'hi', undefined],
      ['apiMessage', result.body.message, result.body.message],
    ]);
  });

  it('names the model node whose credential cannot be read', async () => {
    const flowId = await saveChatflow(llmChainWithHistory('no-such-credential', fake.url));
    const result = await predict(flowId, { question: 'hi' });
    expect(result.status).toBe(500);
    expect(result.body.message).toContain('Node "ChatOpenAI" (chatOpenAI_0) failed to start');
  });

  it('stops a chatflow in flight on abort: an abort frame, then end; the chat keeps the stop', async () => {
    fake.script({
      type: 'text',
      content: Array.from({ length: 40 }, (_, index) => `w${String(index)}`).join(' '),
      perTokenLatencyMs: 50,
    });
    const flowId = await saveChatflow(llmChainWithHistory(credentialId, fake.url));
    const response = await fetch(`${server.url}/api/v1/prediction/${flowId}`, {
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
        const abort = await anonymous.put<{ message: string }>(
          `/api/v1/chatmessage/abort/${flowId}/abort-chat`,
        );
        expect(abort.body.message).toBe('Chat message aborted');
      }
    }
    const names = parseFrames(body).map((frame) => frame.event);
    expect(names).toContain('abort');
    expect(names).not.toContain('error');
    expect(names.at(-1)).toBe('end');
    const tokens = names.filter((name) => name === 'token').length;
    expect(tokens).toBeLessThan(40);
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=abort-chat`);
    expect(messages.body.map((message) => [message.role, message.content, message.error])).toEqual([
      ['userMessage', 'long', undefined],
      ['apiMessage', 'The run was aborted', 'The run was aborted'],
    ]);
  });

  it('runs as the flow an agentflow Execute Flow node calls, storing no messages of its own', async () => {
    const chatflow = await saveChatflow(llmChainWithHistory(credentialId, fake.url));
    const agentflow = await saveFlow(
      owner,
      flowData(
        [
          START,
          {
            id: 'executeFlowAgentflow_0',
            name: 'executeFlowAgentflow',
            label: 'Call',
            inputs: { executeFlowSelectedFlow: chatflow, executeFlowInput: '{{ question }}' },
          },
        ],
        [{ from: 'startAgentflow_0', to: 'executeFlowAgentflow_0' }],
      ),
    );
    fake.script('Answer from the chatflow.');
    const result = await predict(agentflow, { question: 'nested?', chatId: 'nested-1' });
    expect(result.body.message).toBeUndefined();
    expect(result.body.text).toBe('Answer from the chatflow.');
    expect(fake.chatRequests()[0]?.messages[0]?.content).toContain('Answer: nested?');
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${chatflow}`);
    expect(messages.body).toEqual([]);
  });

  it('lists what keeps a flow from running through GET /validation/{id}, to those who may read it', async () => {
    const good = await saveChatflow(llmChainWithHistory(credentialId, fake.url));
    const valid = await owner.get<FlowValidationResponse>(`/api/v1/validation/${good}`);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual([]);
    const broken = await saveChatflow(
      JSON.stringify({
        nodes: [
          {
            id: 'llmChain_0',
            type: 'customNode',
            position: { x: 0, y: 0 },
            data: { id: 'llmChain_0', name: 'llmChain', label: 'LLM Chain', inputs: {} },
          },
        ],
        edges: [],
      }),
    );
    const problems = await owner.get<FlowValidationResponse>(`/api/v1/validation/${broken}`);
    expect(problems.body).toEqual([
      {
        id: 'llmChain_0',
        label: 'LLM Chain',
        name: 'llmChain',
        issues: ['Language Model is not connected', 'Prompt is not connected'],
      },
    ]);
    expect((await anonymous.get(`/api/v1/validation/${good}`)).status).toBe(401);
    expect((await owner.get('/api/v1/validation/no-such-flow')).status).toBe(404);
  });
});
