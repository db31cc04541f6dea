import { tool } from '@langchain/core/tools';
import { fakeReply, startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ProviderAssistantStore, RuntimeServices } from '../../runtime/node-executor.ts';
import { initContext, runComponent, testServices, tokensOf } from '../test-support/chatflow-harness.ts';
import { createAssistantsApiClient } from './assistants-api.client.ts';
import { openAIAssistantComponent } from './openai-assistant.component.ts';

let fake: FakeOpenAI;
let providerId: string;

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-node-key' });
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  const client = createAssistantsApiClient({ kind: 'openai', apiKey: 'sk-node-key', baseURL: fake.url });
  ({ id: providerId } = await client.createAssistant({
    name: 'Math helper',
    description: '',
    model: 'gpt-4o',
    instructions: 'You help with sums.',
    tools: [],
  }));
});

/** The workspace's assistant row `assistant-1` (OPENAI) with the fake as its provider. */
function assistantStore(): ProviderAssistantStore {
  return {
    list: () => Promise.resolve([{ id: 'assistant-1', name: 'Math helper', type: 'OPENAI' }]),
    open: (id) =>
      id === 'assistant-1'
        ? Promise.resolve({
            name: 'Math helper',
            providerAssistantId: providerId,
            target: { kind: 'openai', apiKey: 'sk-node-key', baseURL: fake.url },
          })
        : Promise.reject(new Error(`Assistant ${id} is not one of this workspace's assistants`)),
  };
}

const services = (): RuntimeServices => testServices({ providerAssistants: assistantStore() });

const multiply = tool(({ a, b }) => String(a * b), {
  name: 'multiply',
  description: 'Multiplies two numbers',
  schema: z.object({ a: z.number(), b: z.number() }),
});

describe('OpenAI Assistant node', () => {
  it('streams the assistant’s answer from its thread', async () => {
    fake.script({ when: { lastUserMessage: 'What is 2+2?' }, reply: 'Two plus two is four.' });
    const { answer, emitted } = await runComponent(
      openAIAssistantComponent,
      { selectedAssistant: 'assistant-1' },
      { question: 'What is 2+2?', services: services() },
    );
    expect(answer.text).toBe('Two plus two is four.');
    expect(tokensOf(emitted)).toBe('Two plus two is four.');
    expect(emitted.filter((emission) => emission.type === 'token').length).toBe(5);
    expect(fake.assistantsApi.turnRequests()[0]?.messages[0]).toEqual({
      role: 'system',
      content: 'You help with sums.',
    });
  });

  it('runs a connected tool when the run requires action and reports it as used', async () => {
    fake.script(fakeReply.toolCall('multiply', { a: 6, b: 7 }), (request) => {
      const output = request.messages.find((message) => message.role === 'tool')?.content;
      return `The product is ${typeof output === 'string' ? output : '?'}.`;
    });
    const { answer } = await runComponent(
      openAIAssistantComponent,
      { selectedAssistant: 'assistant-1', tools: [multiply] },
      { question: 'What is 6 times 7?', services: services() },
    );
    expect(answer.text).toBe('The product is 42.');
    expect(answer.usedTools).toEqual([{ tool: 'multiply', toolInput: { a: 6, b: 7 }, toolOutput: '42' }]);
    const runTools = fake.assistantsApi.runs()[0]?.tools;
    expect(runTools).toEqual([
      {
        type: 'function',
        function: expect.objectContaining({ name: 'multiply', description: 'Multiplies two numbers' }),
      },
    ]);
  });

  it('keeps one thread per chat session; a session it has not seen starts a thread with its history', async () => {
    const ask = async (
      question: string,
      sessionId: string,
      history: { role: 'user' | 'assistant'; content: string }[],
    ) => {
      const context = initContext(
        { selectedAssistant: 'assistant-1' },
        {
          question,
          services: services(),
          chatHistory: history,
          run: { chatflowId: 'flow-1', chatId: sessionId, sessionId, workspaceId: 'ws-1' },
        },
      );
      const instance = await openAIAssistantComponent.init(context);
      return openAIAssistantComponent.run?.({
        ...context,
        instance,
        streaming: false,
        emit: () => undefined,
      });
    };
    await ask('First question', 'session-a', []);
    await ask('Second question', 'session-a', [
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'Echo: First question' },
    ]);
    expect(fake.assistantsApi.threads()).toHaveLength(1);
    await ask('Other question', 'session-b', [
      { role: 'user', content: 'Earlier in b' },
      { role: 'assistant', content: 'Answer in b' },
    ]);
    const threads = fake.assistantsApi.threads();
    expect(threads).toHaveLength(2);
    const seeded = fake.assistantsApi.threadMessages(threads[1]?.id ?? '');
    expect(seeded.map((message) => message.content[0]?.text.value)).toEqual([
      'Earlier in b',
      'Answer in b',
      'Other question',
      'Echo: Other question',
    ]);
  });

  it('reports the files the answer cites, unless Disable File Download is on', async () => {
    const annotated = () =>
      fakeReply.text('See the guide【1:0†source】', {
        annotations: [{ type: 'file_citation', text: '【1:0†source】', fileId: 'file-guide' }],
      });
    fake.script(annotated(), annotated());
    const { answer, emitted } = await runComponent(
      openAIAssistantComponent,
      { selectedAssistant: 'assistant-1' },
      { services: services() },
    );
    expect(answer.fileAnnotations).toEqual([
      expect.objectContaining({ type: 'file_citation', fileId: 'file-guide' }),
    ]);
    expect(emitted.some((emission) => emission.type === 'fileAnnotations')).toBe(true);
    const hidden = await runComponent(
      openAIAssistantComponent,
      { selectedAssistant: 'assistant-1', disableFileDownload: true },
      { services: services() },
    );
    expect(hidden.answer.fileAnnotations).toBeUndefined();
  });

  it('says what is missing: no assistant chosen, no assistants in this runtime, the provider’s refusal', async () => {
    await expect(openAIAssistantComponent.init(initContext({ selectedAssistant: '' }))).rejects.toThrow(
      'Select Assistant is empty',
    );
    await expect(
      runComponent(
        openAIAssistantComponent,
        { selectedAssistant: 'assistant-1' },
        { services: testServices() },
      ),
    ).rejects.toThrow('OpenAI assistants are not available in this runtime');
    const gone: ProviderAssistantStore = {
      ...assistantStore(),
      open: () =>
        Promise.resolve({
          name: 'Gone',
          providerAssistantId: 'asst_deleted',
          target: { kind: 'openai', apiKey: 'sk-node-key', baseURL: fake.url },
        }),
    };
    await expect(
      runComponent(
        openAIAssistantComponent,
        { selectedAssistant: 'assistant-1' },
        { services: testServices({ providerAssistants: gone }) },
      ),
    ).rejects.toThrow("OpenAI answered 404: No assistant found with id 'asst_deleted'.");
  });
});
