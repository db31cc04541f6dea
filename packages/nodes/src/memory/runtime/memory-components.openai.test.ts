import { randomUUID } from 'node:crypto';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { createClient } from 'redis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversationChainComponent } from '../../chains/runtime/conversation-chain.component.ts';
import { CHAT_MODEL_COMPONENTS } from '../../chat-models/runtime/chat-model.component.ts';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type { ChatflowComponent, ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { ChatTurn, RuntimeServices } from '../../runtime/node-executor.ts';
import { redisBackedChatMemoryComponent } from './redis-chat-memory.component.ts';
import {
  conversationSummaryBufferMemoryComponent,
  conversationSummaryMemoryComponent,
} from './summary-memory.component.ts';

let fake: FakeOpenAI;
const redis = createClient({ url: 'redis://127.0.0.1:6379', socket: { reconnectStrategy: false } });
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
  // The local Redis is required: a missing server fails these tests (never skips them).
  await redis.connect();
});
afterAll(async () => {
  await fake.close();
  await redis.quit();
});
beforeEach(() => {
  fake.reset();
});

const credentials: Record<string, Record<string, string>> = {
  openai: { openAIApiKey: 'sk-test-key' },
  'redis-down': { redisCacheHost: '127.0.0.1', redisCachePort: '1' },
  'redis-url': { redisUrl: 'redis://127.0.0.1:6379' },
};
const services = {
  chatModels: createChatModelProvider(),
  credentials: {
    read: (id: string) => {
      const data = credentials[id];
      return data ? Promise.resolve(data) : Promise.reject(new Error(`Credential ${id} not found`));
    },
  },
} as unknown as RuntimeServices;

const stored: Record<string, ChatTurn[]> = {
  'session-1': [
    { role: 'user', content: 'My name is Ada.' },
    { role: 'assistant', content: 'Nice to meet you, Ada.' },
    { role: 'user', content: 'I like tea.' },
    { role: 'assistant', content: 'Tea is lovely.' },
  ],
};

function initContext(
  inputs: Record<string, unknown>,
  extra: Partial<ChatflowInitContext> = {},
): ChatflowInitContext {
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node',
    inputs,
    outputs: {},
    credentialId: undefined,
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question: 'What do I like?',
    chatHistory: [],
    vars: {},
    memory: { pastMessages: (id) => Promise.resolve(stored[id] ?? []) },
    services,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
    ...extra,
  };
}

async function model(): Promise<unknown> {
  const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
  if (!chatOpenAI) throw new Error('chatOpenAI component missing');
  return chatOpenAI.init(
    initContext({ modelName: 'gpt-4o-mini', basepath: fake.url }, { credentialId: 'openai' }),
  );
}

/** A Conversation Chain answering `question` with the memory component initialised from `inputs`. */
async function ask(
  memory: ChatflowComponent,
  inputs: Record<string, unknown>,
  question: string,
  extra: Partial<ChatflowInitContext> = {},
): Promise<string> {
  const memoryInstance = await memory.init(initContext(inputs, extra));
  const context = initContext({ model: await model(), memory: memoryInstance }, { ...extra, question });
  const instance = await conversationChainComponent.init(context);
  if (!conversationChainComponent.run) throw new Error('the chain does not run');
  const answer = await conversationChainComponent.run({
    ...context,
    instance,
    streaming: false,
    emit: () => undefined,
  });
  return answer.text;
}

/** The component's start as a promise (a component may throw or reject). */
function starting(component: ChatflowComponent, context: ChatflowInitContext): Promise<unknown> {
  return Promise.resolve().then(() => component.init(context));
}

function sentMessages(index: number): { role: string; content: unknown }[] {
  return (fake.chatRequests()[index]?.messages ?? []).map(({ role, content }) => ({ role, content }));
}

describe('Conversation Summary Memory', () => {
  it('gives the chain a summary of the stored conversation written by its chat model', async () => {
    fake.script('Ada introduced herself and said she likes tea.', 'You like tea.');
    const answer = await ask(conversationSummaryMemoryComponent, { model: await model() }, 'What do I like?');
    expect(answer).toBe('You like tea.');
    const summaryRequest = JSON.stringify(sentMessages(0));
    expect(summaryRequest).toContain('Human: My name is Ada.');
    expect(summaryRequest).toContain('AI: Tea is lovely.');
    const chainMessages = sentMessages(1);
    expect(chainMessages).toContainEqual({
      role: 'system',
      content: 'Summary of the conversation so far: Ada introduced herself and said she likes tea.',
    });
    expect(JSON.stringify(chainMessages)).not.toContain('Nice to meet you');
    expect(chainMessages.at(-1)).toEqual({ role: 'user', content: 'What do I like?' });
  });

  it('asks for no summary when the session has no messages yet', async () => {
    fake.script('Hello!');
    await ask(conversationSummaryMemoryComponent, { model: await model(), sessionId: 'empty' }, 'Hi');
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('refuses a memory without a chat model', async () => {
    await expect(starting(conversationSummaryMemoryComponent, initContext({}))).rejects.toThrow(
      'input "model" is not connected (needs a chat model)',
    );
  });
});

describe('Conversation Summary Buffer Memory', () => {
  it('keeps the latest messages within the token limit and summarises the older ones', async () => {
    fake.script('Ada introduced herself.', 'You like tea.');
    // 'I like tea.' and 'Tea is lovely.' are 4 tokens each; the first two messages push past 10.
    await ask(conversationSummaryBufferMemoryComponent, { model: await model(), maxTokenLimit: 10 }, 'Q?');
    const summaryRequest = JSON.stringify(sentMessages(0));
    expect(summaryRequest).toContain('Human: My name is Ada.');
    expect(summaryRequest).toContain('AI: Nice to meet you, Ada.');
    expect(summaryRequest).not.toContain('I like tea.');
    expect(sentMessages(1).slice(1)).toEqual([
      { role: 'system', content: 'Summary of the conversation so far: Ada introduced herself.' },
      { role: 'user', content: 'I like tea.' },
      { role: 'assistant', content: 'Tea is lovely.' },
      { role: 'user', content: 'Q?' },
    ]);
  });

  it('passes the whole conversation unsummarised while it fits the limit (default 2000)', async () => {
    fake.script('You like tea.');
    await ask(conversationSummaryBufferMemoryComponent, { model: await model() }, 'Q?');
    expect(fake.chatRequests()).toHaveLength(1);
    expect(sentMessages(0).slice(1, 5)).toEqual([
      { role: 'user', content: 'My name is Ada.' },
      { role: 'assistant', content: 'Nice to meet you, Ada.' },
      { role: 'user', content: 'I like tea.' },
      { role: 'assistant', content: 'Tea is lovely.' },
    ]);
  });

  it('refuses a token limit that is not a positive whole number', async () => {
    await expect(
      starting(
        conversationSummaryBufferMemoryComponent,
        initContext({ model: await model(), maxTokenLimit: 'lots' }),
      ),
    ).rejects.toThrow('Max Token Limit must be a whole number of at least 1, got "lots"');
  });
});

describe('Redis-Backed Chat Memory', () => {
  it('stores each exchange in the Redis list of the session and gives it back on the next run', async () => {
    const sessionId = `loomflow-test-${randomUUID()}`;
    const run = { chatflowId: 'flow-1', chatId: 'chat-1', sessionId, workspaceId: 'ws-1' };
    fake.script('Hello Ada.', 'Your name is Ada.');
    await ask(redisBackedChatMemoryComponent, {}, 'My name is Ada.', { run });
    await ask(redisBackedChatMemoryComponent, {}, 'What is my name?', { run });
    expect(sentMessages(1).slice(1)).toEqual([
      { role: 'user', content: 'My name is Ada.' },
      { role: 'assistant', content: 'Hello Ada.' },
      { role: 'user', content: 'What is my name?' },
    ]);
    // Flowise's layout: LangChain stored messages, newest first.
    const raw = (await redis.lRange(sessionId, 0, -1)).map((item) => JSON.parse(item) as unknown);
    expect(raw).toMatchObject([
      { type: 'ai', data: { content: 'Your name is Ada.' } },
      { type: 'human', data: { content: 'What is my name?' } },
      { type: 'ai', data: { content: 'Hello Ada.' } },
      { type: 'human', data: { content: 'My name is Ada.' } },
    ]);
    expect(await redis.ttl(sessionId)).toBe(-1);
    await redis.del(sessionId);
  });

  it('surfaces only the last Window Size messages and expires the session after Session Timeouts', async () => {
    const sessionId = `loomflow-test-${randomUUID()}`;
    await redis.lPush(sessionId, [
      JSON.stringify({ type: 'human', data: { content: 'old question' } }),
      JSON.stringify({ type: 'ai', data: { content: 'old answer' } }),
      JSON.stringify({ type: 'human', data: { content: 'recent question' } }),
      JSON.stringify({ type: 'ai', data: { content: 'recent answer' } }),
    ]);
    fake.script('ok');
    await ask(redisBackedChatMemoryComponent, { sessionId, windowSize: 2, sessionTTL: 120 }, 'now', {
      credentialId: 'redis-url',
    });
    expect(sentMessages(0).slice(1)).toEqual([
      { role: 'user', content: 'recent question' },
      { role: 'assistant', content: 'recent answer' },
      { role: 'user', content: 'now' },
    ]);
    const ttl = await redis.ttl(sessionId);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
    await redis.del(sessionId);
  });

  it('fails the run with a clear error when Redis cannot be reached, and refuses a bad window', async () => {
    await expect(
      ask(redisBackedChatMemoryComponent, {}, 'hi', { credentialId: 'redis-down' }),
    ).rejects.toThrow('cannot connect to Redis at redis://127.0.0.1:1');
    expect(fake.chatRequests()).toHaveLength(0);
    await expect(starting(redisBackedChatMemoryComponent, initContext({ windowSize: '-3' }))).rejects.toThrow(
      'Window Size must be a whole number of at least 1, got "-3"',
    );
  });
});
