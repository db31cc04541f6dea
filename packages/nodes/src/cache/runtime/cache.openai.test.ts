import { PromptTemplate } from '@langchain/core/prompts';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { llmChainComponent } from '../../chains/runtime/llm-chain.component.ts';
import { CHAT_MODEL_COMPONENTS } from '../../chat-models/runtime/chat-model.component.ts';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { RuntimeServices } from '../../runtime/node-executor.ts';
import { inMemoryCacheComponent, redisCacheComponent } from './cache.components.ts';

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

const services = {
  chatModels: createChatModelProvider(),
  credentials: { read: () => Promise.resolve({ openAIApiKey: 'sk-test-key' }) },
} as unknown as RuntimeServices;

function initContext(
  inputs: Record<string, unknown>,
  chatflowId: string,
  credentialId: string | undefined = 'openai',
): ChatflowInitContext {
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node',
    inputs,
    outputs: {},
    credentialId,
    run: { chatflowId, chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question: 'Paris',
    chatHistory: [],
    vars: {},
    memory: { pastMessages: () => Promise.resolve([]) },
    services,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
  };
}

/** Builds the chat model with the cache and asks the LLM Chain (streaming asked for, as the chat does). */
async function ask(cache: unknown, chatflowId: string, question: string): Promise<string | undefined> {
  const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
  const model = await chatOpenAI?.init(
    initContext({ modelName: 'gpt-4o-mini', basepath: fake.url, cache }, chatflowId),
  );
  const context = {
    ...initContext({ model, prompt: PromptTemplate.fromTemplate('Capital: {q}') }, chatflowId),
    question,
  };
  const instance = await llmChainComponent.init(context);
  const answer = await llmChainComponent.run?.({
    ...context,
    instance,
    streaming: true,
    emit: () => undefined,
  });
  return answer?.text;
}

describe('InMemory Cache on a chat model', () => {
  it('answers a repeated prompt from the cache of its chatflow without calling the model', async () => {
    const flow = `flow-${randomUUID()}`;
    const cache = await inMemoryCacheComponent.init(initContext({}, flow));
    fake.script('France', 'Germany');
    expect(await ask(cache, flow, 'Paris')).toBe('France');
    expect(await ask(await inMemoryCacheComponent.init(initContext({}, flow)), flow, 'Paris')).toBe('France');
    expect(fake.chatRequests()).toHaveLength(1);
    expect(await ask(cache, flow, 'Berlin')).toBe('Germany');
    // Another chatflow has its own cache.
    const other = `flow-${randomUUID()}`;
    fake.script('Not cached');
    expect(await ask(await inMemoryCacheComponent.init(initContext({}, other)), other, 'Paris')).toBe(
      'Not cached',
    );
  });

  it('refuses a cache input that is not a cache', async () => {
    const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
    await expect(
      Promise.resolve().then(() =>
        chatOpenAI?.init(initContext({ modelName: 'gpt-4o-mini', cache: 'yes' }, 'f')),
      ),
    ).rejects.toThrow('input "cache" needs a cache, got text');
  });
});

describe('Redis Cache on a chat model', () => {
  it('keeps answers in Redis with the Time to Live, shared by every run', async () => {
    const flow = `flow-${randomUUID()}`;
    const question = `Paris ${randomUUID()}`;
    fake.script('France');
    const cache = await redisCacheComponent.init(initContext({ ttl: 60000 }, flow, undefined));
    expect(await ask(cache, flow, question)).toBe('France');
    const again = await redisCacheComponent.init(
      initContext({ ttl: 60000 }, `flow-${randomUUID()}`, undefined),
    );
    expect(await ask(again, flow, question)).toBe('France');
    expect(fake.chatRequests()).toHaveLength(1);
    const keys = await redis.keys('loomflow:llm-cache:*');
    const ttls = await Promise.all(keys.map((key) => redis.pTTL(key)));
    expect(ttls.some((ttl) => ttl > 50000 && ttl <= 60000)).toBe(true);
    await Promise.all(keys.map((key) => redis.del(key)));
  });

  it('refuses a Time to Live that is not a whole number', async () => {
    await expect(redisCacheComponent.init(initContext({ ttl: 'soon' }, 'f', undefined))).rejects.toThrow(
      'Time to Live must be a whole number of milliseconds, got "soon"',
    );
  });
});
