import { PromptTemplate } from '@langchain/core/prompts';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmChainComponent } from '../../chains/runtime/llm-chain.component.ts';
import { CHAT_MODEL_COMPONENTS } from '../../chat-models/runtime/chat-model.component.ts';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { RuntimeServices } from '../../runtime/node-executor.ts';
import { fewShotPromptTemplateComponent } from './few-shot-prompt-template.component.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
});
afterAll(async () => {
  await fake.close();
});

const services = {
  chatModels: createChatModelProvider(),
  credentials: { read: () => Promise.resolve({ openAIApiKey: 'sk-test-key' }) },
} as unknown as RuntimeServices;

function initContext(inputs: Record<string, unknown>, question = 'big'): ChatflowInitContext {
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node',
    inputs,
    outputs: {},
    credentialId: 'openai',
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question,
    chatHistory: [],
    vars: {},
    memory: { pastMessages: () => Promise.resolve([]) },
    services,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
  };
}

const antonyms = {
  examples: '[\n  { "word": "happy", "antonym": "sad" },\n  { "word": "tall", "antonym": "short" },\n]',
  examplePrompt: PromptTemplate.fromTemplate('Word: {word}\nAntonym: {antonym}'),
  prefix: 'Give the antonym of every input',
  suffix: 'Word: {input}\nAntonym:',
  exampleSeparator: '\\n\\n',
};

function starting(inputs: Record<string, unknown>): Promise<unknown> {
  return Promise.resolve().then(() => fewShotPromptTemplateComponent.init(initContext(inputs)));
}

describe('Few Shot Prompt Template', () => {
  it('sends the prefix, each example and the suffix filled with the question through the LLM Chain', async () => {
    fake.script('small');
    const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
    const model = await chatOpenAI?.init(initContext({ modelName: 'gpt-4o-mini', basepath: fake.url }));
    const prompt = await starting(antonyms);
    const context = initContext({ model, prompt });
    const instance = await llmChainComponent.init(context);
    const answer = await llmChainComponent.run?.({
      ...context,
      instance,
      streaming: false,
      emit: () => undefined,
    });
    expect(answer?.text).toBe('small');
    expect(fake.chatRequests()[0]?.messages[0]?.content).toBe(
      [
        'Give the antonym of every input',
        'Word: happy\nAntonym: sad',
        'Word: tall\nAntonym: short',
        'Word: big\nAntonym:',
      ].join('\n\n'),
    );
  });

  it('refuses examples that are not a JSON list or lack the Example Prompt variables', async () => {
    await expect(starting({ ...antonyms, examples: 'happy -> sad' })).rejects.toThrow(
      'Examples must be a JSON list of objects',
    );
    await expect(starting({ ...antonyms, examples: '[{ "word": "happy" }]' })).rejects.toThrow(
      "every example needs the Example Prompt's variables ({antonym})",
    );
    await expect(starting({ ...antonyms, examplePrompt: undefined })).rejects.toThrow(
      'input "examplePrompt" is not connected (needs a prompt template)',
    );
  });
});
