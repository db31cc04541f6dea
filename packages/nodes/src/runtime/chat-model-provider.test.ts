import { ChatAnthropic } from '@langchain/anthropic';
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import { ChatGroq } from '@langchain/groq';
import { ChatMistralAI } from '@langchain/mistralai';
import { ChatOllama } from '@langchain/ollama';
import { marketplaceFlows } from '@loomflow/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { ChatModelConfigError } from '../chat-models/runtime/chat-model-config.ts';
import { CHAT_MODEL_NODES } from '../chat-models/chat-model-nodes.ts';
import { SUPPORTED_CHAT_MODELS, createChatModelProvider } from './chat-model-provider.ts';
import type { CredentialReader } from './node-executor.ts';

const store: Record<string, Record<string, string>> = {
  anthropic: { anthropicApiKey: 'sk-ant' },
  google: { googleGenerativeAPIKey: 'g-key' },
  mistral: { mistralAIAPIKey: 'm-key' },
  groq: { groqApiKey: 'gsk-key' },
  ollama: { baseUrl: 'http://ollama.internal:11434', ollamaApiKey: 'o-key' },
  empty: {},
};
const read: string[] = [];
const credentials: CredentialReader = {
  read(id) {
    read.push(id);
    const data = store[id];
    return data ? Promise.resolve(data) : Promise.reject(new Error(`Credential ${id} not found`));
  },
};
const provider = createChatModelProvider();
const create = (modelName: string, config: Record<string, unknown>, streaming?: boolean) =>
  provider.create({ modelName, config, ...(streaming === undefined ? {} : { streaming }) }, credentials);

describe('chat model provider: construction', () => {
  it('builds every chat model node we define', () => {
    expect([...SUPPORTED_CHAT_MODELS].sort()).toEqual(CHAT_MODEL_NODES.map((node) => node.name).sort());
  });

  it('Anthropic: key from anthropicApi, numbers parsed from text, thinking leaves out sampling', async () => {
    const model = await create('chatAnthropic', {
      FLOWISE_CREDENTIAL_ID: 'anthropic',
      modelName: 'claude-haiku-4-5',
      temperature: '0.2',
      maxTokensToSample: '512',
      topK: 5,
    });
    expect(model).toBeInstanceOf(ChatAnthropic);
    expect(model).toMatchObject({
      model: 'claude-haiku-4-5',
      apiKey: 'sk-ant',
      temperature: 0.2,
      maxTokens: 512,
      topK: 5,
      streaming: true,
    });
    const thinking = await create(
      'chatAnthropic',
      {
        credential: 'anthropic',
        modelName: 'claude-sonnet-4-5',
        temperature: 0.5,
        extendedThinking: 'true',
        budgetTokens: '2048',
      },
      false,
    );
    expect(thinking).toMatchObject({ thinking: { type: 'enabled', budget_tokens: 2048 }, streaming: false });
    expect(thinking).not.toMatchObject({ temperature: 0.5 });
    const adaptive = await create('chatAnthropic', {
      credential: 'anthropic',
      modelName: 'claude-opus-4-6',
      adaptiveThinking: true,
      thinkingEffort: 'high',
    });
    expect(adaptive).toMatchObject({ thinking: { type: 'adaptive' } });
  });

  it('Google Gemini: custom model name wins, safety rows and thinking level mapped', async () => {
    const model = await create('chatGoogleGenerativeAI', {
      credential: 'google',
      modelName: 'gemini-2.5-flash',
      customModelName: 'gemini-exp-1',
      maxOutputTokens: '100',
      topK: '3',
      thinkingLevel: 'LOW',
      safetySettings: JSON.stringify([
        { harmCategory: 'HARM_CATEGORY_HARASSMENT', harmBlockThreshold: 'BLOCK_NONE' },
        { harmCategory: 'HARM_CATEGORY_HARASSMENT', harmBlockThreshold: 'BLOCK_ONLY_HIGH' },
      ]),
    });
    expect(model).toBeInstanceOf(ChatGoogleGenerativeAI);
    expect(model).toMatchObject({
      model: 'gemini-exp-1',
      apiKey: 'g-key',
      maxOutputTokens: 100,
      topK: 3,
      safetySettings: [{ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_NONE' }],
      streamUsage: true,
    });
  });

  it('Ollama: base URL from the node, else the credential, else localhost; options and key mapped', async () => {
    const fromCredential = await create('chatOllama', {
      credential: 'ollama',
      modelName: 'llama3.2',
      temperature: '0.4',
      numCtx: '4096',
      repeatPenalty: '1.2',
      jsonMode: true,
      keepAlive: '10m',
      stop: 'END, STOP',
    });
    expect(fromCredential).toBeInstanceOf(ChatOllama);
    expect(fromCredential).toMatchObject({
      model: 'llama3.2',
      baseUrl: 'http://ollama.internal:11434',
      temperature: 0.4,
      numCtx: 4096,
      repeatPenalty: 1.2,
      format: 'json',
      keepAlive: '10m',
    });
    if (!(fromCredential instanceof ChatOllama)) throw new Error('expected ChatOllama');
    expect(fromCredential.invocationParams().options?.stop).toEqual(['END', 'STOP']);
    expect(fromCredential.lc_kwargs.headers).toEqual({ Authorization: 'Bearer o-key' });
    const fromNode = await create('chatOllama', { baseUrl: 'http://gpu-box:11434', modelName: 'qwen3' });
    expect(fromNode).toMatchObject({ baseUrl: 'http://gpu-box:11434' });
    const byDefault = await create('chatOllama', { modelName: 'qwen3' });
    expect(byDefault).toMatchObject({ baseUrl: 'http://localhost:11434' });
  });

  it('Mistral: key from mistralAIApi, endpoint override, seed and safe prompt', async () => {
    const model = await create('chatMistralAI', {
      credential: 'mistral',
      modelName: 'mistral-small-latest',
      maxOutputTokens: 200,
      randomSeed: '7',
      safeMode: 'true',
      overrideEndpoint: 'https://eu.mistral.example',
    });
    expect(model).toBeInstanceOf(ChatMistralAI);
    expect(model).toMatchObject({
      model: 'mistral-small-latest',
      apiKey: 'm-key',
      maxTokens: 200,
      seed: 7,
      safePrompt: true,
      serverURL: 'https://eu.mistral.example',
    });
  });

  it('Groq: key from groqApi, temperature and max tokens', async () => {
    const model = await create('groqChat', {
      credential: 'groq',
      modelName: 'llama-3.3-70b-versatile',
      temperature: 0,
      maxTokens: '300',
    });
    expect(model).toBeInstanceOf(ChatGroq);
    expect(model).toMatchObject({
      model: 'llama-3.3-70b-versatile',
      apiKey: 'gsk-key',
      temperature: 0,
      maxTokens: 300,
    });
  });
});

describe('chat model provider: clear errors', () => {
  const failure = async (promise: Promise<unknown>): Promise<Error> => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    if (!(error instanceof Error)) throw new Error('expected a failure');
    return error;
  };

  it('names the missing credential type', async () => {
    const error = await failure(create('chatAnthropic', { modelName: 'claude-haiku-4-5' }));
    expect(error).toBeInstanceOf(ChatModelConfigError);
    expect(error.message).toBe(
      'Anthropic Claude: no credential chosen; connect a credential of type anthropicApi',
    );
    expect((await failure(create('groqChat', { credential: 'empty', modelName: 'x' }))).message).toBe(
      'Groq: the credential has no "groqApiKey"; fill it in the credential',
    );
  });

  it('refuses numbers that are not numbers, and a missing model', async () => {
    const base = { credential: 'groq', modelName: 'llama' };
    expect((await failure(create('groqChat', { ...base, temperature: 'warm' }))).message).toBe(
      'Groq: "temperature" must be a number, got "warm"',
    );
    expect((await failure(create('groqChat', { ...base, maxTokens: '1.5' }))).message).toBe(
      'Groq: "maxTokens" must be a whole number, got "1.5"',
    );
    expect((await failure(create('groqChat', { ...base, maxTokens: -3 }))).message).toBe(
      'Groq: "maxTokens" must be a whole number above 0, got -3',
    );
    expect((await failure(create('groqChat', { credential: 'groq', modelName: '' }))).message).toBe(
      'Groq: choose a model ("modelName" is empty)',
    );
    expect((await failure(create('chatOllama', { modelName: 'x', jsonMode: 'sometimes' }))).message).toBe(
      'Ollama: "jsonMode" must be true or false, got "sometimes"',
    );
  });

  it('refuses bad JSON, bad addresses, unknown options and unknown models', async () => {
    expect(
      (
        await failure(
          create('chatOpenAICustom', { modelName: 'x', basepath: 'http://h/v1', baseOptions: '{oops' }),
        )
      ).message,
    ).toBe('OpenAI Custom Model: "baseOptions" must be a JSON object, got "{oops"');
    expect(
      (await failure(create('chatOllama', { modelName: 'x', baseUrl: 'file:///etc/passwd' }))).message,
    ).toBe('Ollama: "file:///etc/passwd" must be an http or https URL');
    expect(
      (
        await failure(
          create('chatAnthropic', {
            credential: 'anthropic',
            modelName: 'c',
            thinkingEffort: 'huge',
            adaptiveThinking: true,
          }),
        )
      ).message,
    ).toBe('Anthropic Claude: "thinkingEffort" must be one of low, medium, high, max, got "huge"');
    expect((await failure(create('chatNemoGuardrails', {}))).message).toMatch(
      /^Chat model "chatNemoGuardrails" is not supported yet; use one of chatOpenAI, /,
    );
  });

  it('asks the server policy about addresses typed in the flow', async () => {
    const guarded = createChatModelProvider({
      checkBaseUrl: (url) =>
        url.includes('169.254.') ? Promise.reject(new Error('link-local address')) : Promise.resolve(),
    });
    const error = await failure(
      guarded.create(
        { modelName: 'chatOllama', config: { modelName: 'x', baseUrl: 'http://169.254.169.254' } },
        credentials,
      ),
    );
    expect(error.message).toBe('Ollama: http://169.254.169.254 cannot be used: link-local address');
    await expect(
      guarded.create(
        { modelName: 'chatOllama', config: { modelName: 'x', baseUrl: 'http://ollama:11434' } },
        credentials,
      ),
    ).resolves.toBeInstanceOf(ChatOllama);
  });
});

/** The model configs (`llmModelConfig`, `agentModelConfig`, …) saved in Flowise's agentflow v2 templates. */
function marketplaceModelConfigs(): [string, string, Record<string, unknown>][] {
  return marketplaceFlows()
    .filter((flow) => flow.folder === 'agentflowsv2')
    .flatMap((flow) =>
      (flow.template.nodes as { data: { inputs?: Record<string, unknown> } }[]).flatMap((node) =>
        Object.entries(node.data.inputs ?? {}).flatMap(([key, value]) => {
          if (!key.endsWith('ModelConfig') || typeof value !== 'object' || value === null) return [];
          const config = value as Record<string, unknown>;
          const modelName = config[key.slice(0, -'Config'.length)];
          return typeof modelName === 'string'
            ? [[flow.name, modelName, config] as [string, string, Record<string, unknown>]]
            : [];
        }),
      ),
    );
}

describe('chat model provider: Flowise templates', () => {
  const everyKey: CredentialReader = {
    read: () =>
      Promise.resolve({
        openAIApiKey: 'k',
        anthropicApiKey: 'k',
        googleGenerativeAPIKey: 'k',
        mistralAIAPIKey: 'k',
        groqApiKey: 'k',
      }),
  };

  it.each(marketplaceModelConfigs())('%s: the %s config builds a model', async (_flow, modelName, config) => {
    const model = await provider.create({ modelName, config: { ...config, credential: 'chosen' } }, everyKey);
    expect(model.lc_kwargs.streaming).toBe(true);
  });
});
