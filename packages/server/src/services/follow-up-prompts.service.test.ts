import { CHAT_MODEL_PROVIDER } from '@loomflow/nodes/runtime';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatFlowRow } from '../db/schema.ts';
import {
  FollowUpPromptsService,
  followUpSettings,
  parseFollowUpQuestions,
} from './follow-up-prompts.service.ts';

describe('parseFollowUpQuestions', () => {
  it('reads Flowise’s {"questions": [...]} shape, fenced or with text around it', () => {
    expect(parseFollowUpQuestions('{"questions":["What is A?","And B?","Why C?"]}')).toEqual([
      'What is A?',
      'And B?',
      'Why C?',
    ]);
    expect(
      parseFollowUpQuestions(
        'Sure!\n```json\n{ "questions": ["One?", "Two?", "Three?"] }\n```\nHope it helps',
      ),
    ).toEqual(['One?', 'Two?', 'Three?']);
  });

  it('reads a bare JSON array', () => {
    expect(parseFollowUpQuestions('["Where?", "When?"]')).toEqual(['Where?', 'When?']);
  });

  it('falls back to one question per line, without bullets, numbers or quotes', () => {
    const reply = '1. How does it start?\n2) What does it cost?\n- "Is there a free plan?"\n\n* Who runs it?';
    expect(parseFollowUpQuestions(reply)).toEqual([
      'How does it start?',
      'What does it cost?',
      'Is there a free plan?',
    ]);
  });

  it('keeps at most three distinct, non-blank questions', () => {
    expect(parseFollowUpQuestions('{"questions":["A?","A?"," ","B?",3,"C?","D?"]}')).toEqual([
      'A?',
      'B?',
      'C?',
    ]);
    expect(parseFollowUpQuestions('')).toEqual([]);
  });
});

describe('followUpSettings', () => {
  const saved = (config: unknown) => JSON.stringify(config);

  it('reads the selected provider’s settings as Flowise saves them', () => {
    const settings = followUpSettings(
      saved({
        status: true,
        selectedProvider: 'chatOpenAI',
        chatOpenAI: {
          credentialId: 'cred-1',
          modelName: 'gpt-4o-mini',
          prompt: 'P {history}',
          temperature: '0.7',
        },
        chatAnthropic: { credentialId: 'other' },
      }),
    );
    expect(settings).toEqual({
      provider: 'chatOpenAI',
      modelComponent: 'chatOpenAI',
      credentialId: 'cred-1',
      modelName: 'gpt-4o-mini',
      baseUrl: undefined,
      prompt: 'P {history}',
      temperature: 0.7,
    });
  });

  it('maps Flowise’s `ollama` provider to the Ollama chat model and keeps its base URL', () => {
    const settings = followUpSettings(
      saved({
        status: true,
        selectedProvider: 'ollama',
        ollama: { modelName: 'llama3', baseUrl: 'http://h:1' },
      }),
    );
    expect(settings).toMatchObject({ modelComponent: 'chatOllama', baseUrl: 'http://h:1' });
    expect(settings?.prompt).toContain('{history}');
  });

  it('is off when the status is off, the provider is unknown or has no settings, or the JSON is broken', () => {
    expect(followUpSettings(null)).toBeUndefined();
    expect(followUpSettings('{not json')).toBeUndefined();
    expect(
      followUpSettings(saved({ status: false, selectedProvider: 'chatOpenAI', chatOpenAI: {} })),
    ).toBeUndefined();
    expect(followUpSettings(saved({ status: true, selectedProvider: 'nope', nope: {} }))).toBeUndefined();
    expect(followUpSettings(saved({ status: true, selectedProvider: 'chatOpenAI' }))).toBeUndefined();
  });
});

describe('FollowUpPromptsService with an OpenAI-compatible server', () => {
  let fake: FakeOpenAI;
  const stored: { id: string; text: string }[] = [];
  const repos = {
    chatMessages: {
      setFollowUpPrompts(_workspaceId: string, id: string, text: string): Promise<void> {
        stored.push({ id, text });
        return Promise.resolve();
      },
    },
  };
  const credentials = {
    decryptForRun: (_workspaceId: string, id: string) =>
      id === 'cred-openai'
        ? Promise.resolve({ openAIApiKey: 'sk-fake' })
        : Promise.reject(new Error('not found')),
  };

  function flowWith(config: Record<string, unknown>): ChatFlowRow {
    const row: Partial<ChatFlowRow> = {
      id: 'flow-1',
      workspaceId: 'ws-1',
      followUpPrompts: JSON.stringify(config),
    };
    return row as ChatFlowRow;
  }

  const openAIFlow = (settings: Record<string, unknown> = {}) =>
    flowWith({
      status: true,
      selectedProvider: 'chatOpenAI',
      chatOpenAI: {
        credentialId: 'cred-openai',
        modelName: 'gpt-4o-mini',
        baseUrl: fake.url,
        prompt: 'Conversation:\n{history}\nWhat next?',
        temperature: '0.4',
        ...settings,
      },
    });

  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  beforeEach(() => {
    fake.reset();
    stored.length = 0;
  });
  afterAll(() => fake.close());

  it('asks the model with the conversation in the prompt and answers its questions', async () => {
    fake.script('{"questions": ["How?", "Why?", "When?"]}');
    const service = new FollowUpPromptsService(repos, CHAT_MODEL_PROVIDER, credentials);
    const questions = await service.generate(openAIFlow(), { question: 'Hi there', answer: 'Hello!' });
    expect(questions).toEqual(['How?', 'Why?', 'When?']);
    const [request] = fake.chatRequests();
    expect(request).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.4 });
    const prompt = JSON.stringify(request?.messages);
    expect(prompt).toContain('user: Hi there\\nassistant: Hello!');
    expect(prompt).toContain('What next?');
    await service.store(openAIFlow(), 'message-1', questions ?? []);
    expect(stored).toEqual([{ id: 'message-1', text: '["How?","Why?","When?"]' }]);
  });

  it('answers nothing (and calls no model) when the flow has follow-up prompts off', async () => {
    const service = new FollowUpPromptsService(repos, CHAT_MODEL_PROVIDER, credentials);
    const flow = flowWith({ status: false, selectedProvider: 'chatOpenAI', chatOpenAI: {} });
    expect(service.enabled(flow)).toBe(false);
    expect(await service.generate(flow, { question: 'q', answer: 'a' })).toBeUndefined();
    expect(fake.chatRequests()).toHaveLength(0);
  });

  it('fails with a clear message when the credential is missing from the workspace', async () => {
    const service = new FollowUpPromptsService(repos, CHAT_MODEL_PROVIDER, credentials);
    await expect(
      service.generate(openAIFlow({ credentialId: 'gone' }), { question: 'q', answer: 'a' }),
    ).rejects.toThrow(/credential gone is missing/);
  });

  it('gives up after its time limit when the provider keeps failing', async () => {
    fake.script({ reply: { type: 'error', status: 500, message: 'down' }, times: Infinity });
    const service = new FollowUpPromptsService(repos, CHAT_MODEL_PROVIDER, credentials, { timeoutMs: 300 });
    await expect(service.generate(openAIFlow(), { question: 'q', answer: 'a' })).rejects.toThrow(
      /no follow-up prompts within 300 ms/,
    );
  });
});
