import { InMemoryCache } from '@langchain/core/caches';
import { describe, expect, it } from 'vitest';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { RuntimeServices } from '../../runtime/node-executor.ts';
import { CHAT_MODEL_COMPONENTS } from './chat-model.component.ts';

const services = {
  chatModels: createChatModelProvider({ reuse: { maxModels: 10 } }),
  credentials: { read: () => Promise.resolve({ openAIApiKey: 'sk-test-key' }) },
} as unknown as RuntimeServices;

function initContext(inputs: Record<string, unknown>): ChatflowInitContext {
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node',
    inputs,
    outputs: {},
    credentialId: 'openai',
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question: 'Paris',
    chatHistory: [],
    vars: {},
    memory: { pastMessages: () => Promise.resolve([]) },
    services,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
  };
}

describe('chat model nodes with a reusing provider', () => {
  const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
  const inputs = { modelName: 'gpt-4o-mini', basepath: 'http://127.0.0.1:9/v1' };

  it('share one model between runs of the same node, but never the one given a cache', async () => {
    const first = await chatOpenAI?.init(initContext(inputs));
    const second = await chatOpenAI?.init(initContext(inputs));
    expect(second).toBe(first);
    const cached = await chatOpenAI?.init(initContext({ ...inputs, cache: new InMemoryCache() }));
    expect(cached).not.toBe(first);
    expect(cached).toHaveProperty('cache');
    // The shared model was not given the other run's cache.
    expect((first as { cache?: unknown }).cache).toBeUndefined();
    expect(await chatOpenAI?.init(initContext(inputs))).toBe(first);
  });
});
