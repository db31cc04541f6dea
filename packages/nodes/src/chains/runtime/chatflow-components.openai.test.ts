import { ChatOpenAI } from '@langchain/openai';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MODEL_COMPONENTS } from '../../chat-models/runtime/chat-model.component.ts';
import {
  bufferMemoryComponent,
  bufferWindowMemoryComponent,
} from '../../memory/runtime/buffer-memory.component.ts';
import { chatPromptTemplateComponent } from '../../prompts/runtime/chat-prompt-template.component.ts';
import { promptTemplateComponent } from '../../prompts/runtime/prompt-template.component.ts';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type {
  ChatflowComponent,
  ChatflowInitContext,
  ChatflowMemoryStore,
  ChatflowRunContext,
} from '../../runtime/chatflow-component.ts';
import type { ChatTurn, NodeEmission, RuntimeServices } from '../../runtime/node-executor.ts';
import { conversationChainComponent } from './conversation-chain.component.ts';
import { llmChainComponent } from './llm-chain.component.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

const services = {
  chatModels: createChatModelProvider(),
  credentials: {
    read: (id: string) =>
      id === 'openai'
        ? Promise.resolve({ openAIApiKey: 'sk-test-key' })
        : Promise.reject(new Error(`Credential ${id} not found`)),
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
const memory: ChatflowMemoryStore = { pastMessages: (id) => Promise.resolve(stored[id] ?? []) };

function initContext(
  inputs: Record<string, unknown>,
  extra: Partial<ChatflowInitContext> = {},
): ChatflowInitContext {
  const question = extra.question ?? 'socks';
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node',
    inputs,
    outputs: {},
    credentialId: undefined,
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question,
    chatHistory: [],
    vars: {},
    memory,
    services,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text.replaceAll('{{question}}', question),
    ...extra,
  };
}

async function init(component: ChatflowComponent, context: ChatflowInitContext): Promise<unknown> {
  return component.init(context);
}

async function model(): Promise<unknown> {
  const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
  if (!chatOpenAI) throw new Error('chatOpenAI component missing');
  return init(
    chatOpenAI,
    initContext({ modelName: 'gpt-4o-mini', basepath: fake.url }, { credentialId: 'openai' }),
  );
}

function runContext(
  component: ChatflowComponent,
  init: ChatflowInitContext,
  instance: unknown,
  streaming: boolean,
): { context: ChatflowRunContext; emitted: NodeEmission[] } {
  const emitted: NodeEmission[] = [];
  return {
    emitted,
    context: { ...init, instance, streaming, emit: (emission) => emitted.push(emission) },
  };
}

async function runChain(
  component: ChatflowComponent,
  inputs: Record<string, unknown>,
  options: { streaming?: boolean; question?: string } = {},
) {
  const context = initContext(inputs, options.question ? { question: options.question } : {});
  const instance = await component.init(context);
  const { context: running, emitted } = runContext(component, context, instance, options.streaming ?? true);
  if (!component.run) throw new Error(`${component.name} does not run`);
  return { answer: await component.run(running), emitted };
}

describe('chat model components', () => {
  it('build the LangChain model through the provider with the node credential', async () => {
    expect(await model()).toBeInstanceOf(ChatOpenAI);
    const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
    await expect(
      chatOpenAI?.init(initContext({ modelName: 'gpt-4o-mini' }, { credentialId: 'missing' })),
    ).rejects.toThrow('Credential missing not found');
  });
});

describe('prompt template components', () => {
  it('fill Format Prompt Values after parsing them, so a question with quotes stays whole', async () => {
    const prompt = await init(
      promptTemplateComponent,
      initContext(
        {
          template: 'Name a company that makes {product} for {people}.',
          promptValues: '{"product":"{{question}}"}',
        },
        { question: 'socks "extra warm"' },
      ),
    );
    const { answer } = await runChain(
      llmChainComponent,
      { model: await model(), prompt },
      { question: 'kids' },
    );
    expect(answer.text).not.toBe('');
    expect(fake.chatRequests()[0]?.messages).toEqual([
      { role: 'user', content: 'Name a company that makes socks "extra warm" for kids.' },
    ]);
  });

  it('refuse Format Prompt Values that are not a JSON object', async () => {
    await expect(
      init(promptTemplateComponent, initContext({ template: '{a}', promptValues: '{"a": ' })),
    ).rejects.toThrow('Format Prompt Values is not valid JSON');
  });

  it('build a chat prompt of a system and a human message', async () => {
    fake.script('Bonjour');
    const prompt = await init(
      chatPromptTemplateComponent,
      initContext({
        systemMessagePrompt: 'Translate to {language}.',
        humanMessagePrompt: '{text}',
        promptValues: { language: 'French' },
      }),
    );
    const { answer } = await runChain(
      llmChainComponent,
      { model: await model(), prompt },
      { question: 'Hello' },
    );
    expect(answer.text).toBe('Bonjour');
    expect(fake.chatRequests()[0]?.messages).toEqual([
      { role: 'system', content: 'Translate to French.' },
      { role: 'user', content: 'Hello' },
    ]);
  });
});

describe('llmChain', () => {
  const prompt = () =>
    init(promptTemplateComponent, initContext({ template: 'Name a company that makes {product}.' }));

  it('streams the answer as tokens with usage when the client streams', async () => {
    fake.script('Cozy Toes Incorporated');
    const { answer, emitted } = await runChain(llmChainComponent, {
      model: await model(),
      prompt: await prompt(),
    });
    expect(answer.text).toBe('Cozy Toes Incorporated');
    expect(answer.usage?.totalTokens).toBeGreaterThan(0);
    const tokens = emitted.flatMap((emission) => (emission.type === 'token' ? [emission.text] : []));
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe('Cozy Toes Incorporated');
    expect(fake.chatRequests()[0]?.messages).toEqual([
      { role: 'user', content: 'Name a company that makes socks.' },
    ]);
  });

  it('emits nothing when the client does not stream', async () => {
    fake.script('Quiet answer');
    const { answer, emitted } = await runChain(
      llmChainComponent,
      { model: await model(), prompt: await prompt() },
      { streaming: false },
    );
    expect(answer.text).toBe('Quiet answer');
    expect(emitted).toEqual([]);
  });

  it('answers while the flow starts when its output is the prediction', async () => {
    fake.script('Predicted');
    const context = {
      ...initContext({ model: await model(), prompt: await prompt() }),
      outputs: { output: 'outputPrediction' },
    };
    expect(await llmChainComponent.init(context)).toBe('Predicted');
  });

  it('refuses inputs of the wrong kind and prompts with several open variables', async () => {
    await expect(
      init(llmChainComponent, initContext({ model: await prompt(), prompt: await prompt() })),
    ).rejects.toThrow('input "model" needs a language model, got a PromptTemplate');
    await expect(llmChainComponent.init(initContext({ prompt: await prompt() }))).rejects.toThrow(
      'input "model" is not connected',
    );
    const twoOpen = await init(promptTemplateComponent, initContext({ template: '{a} and {b}' }));
    await expect(runChain(llmChainComponent, { model: await model(), prompt: twoOpen })).rejects.toThrow(
      'the prompt has 2 variables without a value ({a}, {b})',
    );
  });
});

describe('conversationChain with memory', () => {
  it('sends the system message, the session conversation and the question; streams the answer', async () => {
    fake.script('Your name is Ada.');
    const bufferMemory = await init(bufferMemoryComponent, initContext({ memoryKey: 'chat_history' }));
    const { answer, emitted } = await runChain(
      conversationChainComponent,
      { model: await model(), memory: bufferMemory, systemMessagePrompt: 'Be brief.' },
      { question: 'What is my name?' },
    );
    expect(answer.text).toBe('Your name is Ada.');
    expect(emitted.some((emission) => emission.type === 'token')).toBe(true);
    expect(fake.chatRequests()[0]?.messages).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'My name is Ada.' },
      { role: 'assistant', content: 'Nice to meet you, Ada.' },
      { role: 'user', content: 'I like tea.' },
      { role: 'assistant', content: 'Tea is lovely.' },
      { role: 'user', content: 'What is my name?' },
    ]);
  });

  it('keeps only the last k exchanges with a window memory, and reads another session when the node names one', async () => {
    fake.script('ok', 'ok');
    const window = await init(bufferWindowMemoryComponent, initContext({ k: '1' }));
    await runChain(conversationChainComponent, { model: await model(), memory: window });
    expect(fake.chatRequests()[0]?.messages.map((message) => message.content)).toEqual([
      expect.stringContaining('friendly conversation'),
      'I like tea.',
      'Tea is lovely.',
      'socks',
    ]);
    const other = await init(bufferMemoryComponent, initContext({ sessionId: 'session-2' }));
    await runChain(conversationChainComponent, { model: await model(), memory: other });
    expect(fake.chatRequests()[1]?.messages).toHaveLength(2);
    await expect(init(bufferWindowMemoryComponent, initContext({ k: 'zero' }))).rejects.toThrow(
      'Size must be a whole number',
    );
  });

  it('puts the conversation between the system and human messages of a Chat Prompt Template', async () => {
    fake.script('Hi');
    const prompt = await init(
      chatPromptTemplateComponent,
      initContext({
        systemMessagePrompt: 'You are {persona}.',
        humanMessagePrompt: 'Q: {input}',
        promptValues: '{"persona":"a pirate"}',
      }),
    );
    const memoryObject = await init(bufferWindowMemoryComponent, initContext({ k: 1 }));
    await runChain(conversationChainComponent, {
      model: await model(),
      memory: memoryObject,
      chatPromptTemplate: prompt,
    });
    expect(fake.chatRequests()[0]?.messages).toEqual([
      { role: 'system', content: 'You are a pirate.' },
      { role: 'user', content: 'I like tea.' },
      { role: 'assistant', content: 'Tea is lovely.' },
      { role: 'user', content: 'Q: socks' },
    ]);
  });

  it('refuses a missing memory', async () => {
    await expect(init(conversationChainComponent, initContext({ model: await model() }))).rejects.toThrow(
      'input "memory" is not connected (needs a memory)',
    );
  });
});
