import { PromptTemplate } from '@langchain/core/prompts';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reactAgentChatComponent } from '../../agents/runtime/text-agent.component.ts';
import { toolAgentComponent } from '../../agents/runtime/tool-agent.component.ts';
import { initContext, memoryOf } from '../../agents/test-support/chatflow-harness.ts';
import { conversationChainComponent } from '../../chains/runtime/conversation-chain.component.ts';
import { llmChainComponent } from '../../chains/runtime/llm-chain.component.ts';
import type { ChatflowComponent } from '../../runtime/chatflow-component.ts';
import type { RunUpload } from '../../runtime/node-executor.ts';
import { CHAT_MODEL_COMPONENTS } from './chat-model.component.ts';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const UPLOADS: readonly RunUpload[] = [
  { type: 'file', name: 'pixel.png', mime: 'image/png', data: PIXEL },
  { type: 'url', name: 'cat.jpg', mime: 'image/jpeg', data: 'https://images.example.com/cat.jpg' },
  { type: 'file:full', name: 'notes.txt', mime: 'text/plain', data: 'data:text/plain;base64,aGk=' },
];

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
});
beforeEach(() => {
  fake.reset();
});
afterAll(async () => {
  await fake.close();
});

async function chatModel(extra: Record<string, unknown>): Promise<unknown> {
  const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
  if (!chatOpenAI) throw new Error('chatOpenAI component missing');
  return chatOpenAI.init(
    initContext({ modelName: 'gpt-4o-mini', basepath: fake.url, ...extra }, { credentialId: 'openai' }),
  );
}

/** Initialises and runs the component with the question's uploads. */
async function ask(component: ChatflowComponent, inputs: Record<string, unknown>): Promise<string> {
  const context = initContext(inputs, { question: 'What is in the picture?', uploads: UPLOADS });
  const instance = await component.init(context);
  if (!component.run) throw new Error(`${component.name} does not run`);
  const answer = await component.run({ ...context, instance, streaming: false, emit: () => undefined });
  return answer.text;
}

/** The content of the last user message the fake received. */
function askedContent(): unknown {
  const messages = fake.chatRequests().at(-1)?.messages ?? [];
  return messages.filter((message) => message.role === 'user').at(-1)?.content;
}

const imageParts = (detail: string) => [
  { type: 'image_url', image_url: { url: PIXEL, detail } },
  { type: 'image_url', image_url: { url: 'https://images.example.com/cat.jpg', detail } },
];

describe('image uploads in chatflows', () => {
  it('LLM Chain sends the question with the images when the model allows image uploads', async () => {
    fake.script('A single pixel and a cat.');
    const model = await chatModel({ allowImageUploads: true, imageResolution: 'high' });
    const text = await ask(llmChainComponent, {
      model,
      prompt: PromptTemplate.fromTemplate('Answer briefly: {question}'),
    });
    expect(text).toBe('A single pixel and a cat.');
    expect(askedContent()).toEqual([
      { type: 'text', text: 'Answer briefly: What is in the picture?' },
      ...imageParts('high'),
    ]);
  });

  it('sends text only when the model does not allow image uploads', async () => {
    fake.script('I cannot see images.');
    await ask(llmChainComponent, {
      model: await chatModel({}),
      prompt: PromptTemplate.fromTemplate('Answer briefly: {question}'),
    });
    expect(askedContent()).toBe('Answer briefly: What is in the picture?');
  });

  it('Conversation Chain, Tool Agent and ReAct Agent put the images on the question', async () => {
    const model = await chatModel({ allowImageUploads: 'true' });
    const expected = [{ type: 'text', text: 'What is in the picture?' }, ...imageParts('low')];
    fake.script('A cat.');
    await ask(conversationChainComponent, { model, memory: memoryOf([{ role: 'user', content: 'hi' }]) });
    expect(askedContent()).toEqual(expected);
    fake.script('A cat, again.');
    await ask(toolAgentComponent, { model, tools: [] });
    expect(askedContent()).toEqual(expected);
    fake.script('Final Answer: A cat.');
    await ask(reactAgentChatComponent, { model, tools: [] });
    expect(askedContent()).toEqual(expected);
  });
});
