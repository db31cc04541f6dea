import type { AIMessageChunk } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { AzureChatOpenAI, ChatOpenAI } from '@langchain/openai';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createChatModelProvider } from './chat-model-provider.ts';
import type { CredentialReader } from './node-executor.ts';

const AZURE_DEPLOYMENT_URL = 'https://my-instance.openai.azure.com/openai/deployments/my-deployment/';

let fake: FakeOpenAI;
let azureFake: FakeOpenAI;
const provider = createChatModelProvider();
/** Every URL the process fetched during a test. */
let fetched: string[] = [];

const credentials: CredentialReader = {
  read(id) {
    const store: Record<string, Record<string, string>> = {
      openai: { openAIApiKey: 'sk-test-key' },
      compatible: { openAICompatibleApiKey: 'sk-compatible', baseUrl: '' },
      azure: {
        azureOpenAIApiKey: 'azure-key',
        azureOpenAIApiInstanceName: 'my-instance',
        azureOpenAIApiDeploymentName: 'my-deployment',
        azureOpenAIApiVersion: '2024-10-21',
      },
    };
    const data = store[id];
    return data ? Promise.resolve(data) : Promise.reject(new Error(`Credential ${id} not found`));
  },
};

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
  // Azure sends `api-key` rather than a bearer token.
  azureFake = await startFakeOpenAI({ requireApiKey: false });
});
afterAll(async () => {
  await fake.close();
  await azureFake.close();
});
beforeEach(() => {
  fake.reset();
  azureFake.reset();
  fetched = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    fetched.push(url);
    // The fake serves OpenAI's paths only: Azure's deployment URL is answered by its /v1/chat/completions.
    if (url.startsWith(AZURE_DEPLOYMENT_URL)) return realFetch(`${azureFake.url}/chat/completions`, init);
    if (!url.startsWith(fake.url))
      return Promise.reject(new Error(`Network access outside the fake server: ${url}`));
    return realFetch(input, init);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const openAIConfig = (extra: Record<string, unknown> = {}) => ({
  FLOWISE_CREDENTIAL_ID: 'openai',
  modelName: 'gpt-4o-mini',
  basepath: fake.url,
  ...extra,
});

async function collect(
  stream: AsyncIterable<AIMessageChunk>,
): Promise<{ texts: string[]; final: AIMessageChunk }> {
  const texts: string[] = [];
  let final: AIMessageChunk | undefined;
  for await (const chunk of stream) {
    if (typeof chunk.content === 'string' && chunk.content !== '') texts.push(chunk.content);
    final = final ? final.concat(chunk) : chunk;
  }
  if (!final) throw new Error('the stream was empty');
  return { texts, final };
}

describe('chatOpenAI against the fake OpenAI server', () => {
  it('streams tokens and reports usage from the stream, with the credential key and the config mapped', async () => {
    fake.script('Paris is the capital of France.');
    const model = await provider.create(
      { modelName: 'chatOpenAI', config: openAIConfig({ temperature: '0.3', maxTokens: '64', topP: 0.9 }) },
      credentials,
    );
    expect(model).toBeInstanceOf(ChatOpenAI);
    const { texts, final } = await collect(await model.stream('What is the capital of France?'));
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.join('')).toBe('Paris is the capital of France.');
    expect(final.usage_metadata?.output_tokens).toBeGreaterThan(0);
    expect(final.usage_metadata?.input_tokens).toBeGreaterThan(0);
    const [request] = fake.chatRequests();
    expect(request).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.3,
      max_tokens: 64,
      top_p: 0.9,
    });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-test-key');
  });

  it('answers invoke() with streaming on, with usage, reaching no network but the fake (no tokenizer download)', async () => {
    fake.script('Four.');
    const model = await provider.create({ modelName: 'chatOpenAI', config: openAIConfig() }, credentials);
    const answer = await model.invoke('What is two plus two?');
    expect(answer.content).toBe('Four.');
    expect(answer.usage_metadata?.total_tokens).toBeGreaterThan(0);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((url) => url.startsWith(fake.url))).toBe(true);
  });

  it('calls tools bound with bindTools from the scripted tool call', async () => {
    fake.script({ type: 'tool_calls', toolCalls: [{ name: 'get_weather', arguments: { city: 'Paris' } }] });
    const weather = tool(() => 'sunny', {
      name: 'get_weather',
      description: 'The weather in a city',
      schema: z.object({ city: z.string() }),
    });
    const model = await provider.create(
      { modelName: 'chatOpenAI', config: openAIConfig(), streaming: false },
      credentials,
    );
    if (!model.bindTools) throw new Error('ChatOpenAI binds tools');
    const answer = await model.bindTools([weather]).invoke('Weather in Paris?');
    expect(answer.tool_calls).toEqual([
      expect.objectContaining({ name: 'get_weather', args: { city: 'Paris' } }),
    ]);
    const [request] = fake.chatRequests();
    expect(request?.tools?.[0]).toMatchObject({ type: 'function', function: { name: 'get_weather' } });
  });

  it('returns structured output parsed against the schema', async () => {
    fake.script('{"city":"Paris","country":"France"}');
    const model = await provider.create({ modelName: 'chatOpenAI', config: openAIConfig() }, credentials);
    const schema = z.object({ city: z.string(), country: z.string() });
    const answer = await model.withStructuredOutput(schema, { name: 'place' }).invoke('Where is the Louvre?');
    expect(answer).toEqual({ city: 'Paris', country: 'France' });
    expect(fake.chatRequests()[0]?.response_format).toMatchObject({ type: 'json_schema' });
  });

  it('sends base options as headers and leaves out temperature for reasoning models', async () => {
    fake.script('ok');
    const model = await provider.create(
      {
        modelName: 'chatOpenAI',
        config: openAIConfig({
          modelName: 'o3-mini',
          temperature: 0.9,
          baseOptions: '{"X-Team":"search"}',
          reasoningEffort: 'low',
        }),
        streaming: false,
      },
      credentials,
    );
    await model.invoke('hi');
    const [request] = fake.chatRequests();
    expect(request?.temperature).toBeUndefined();
    expect(request).toMatchObject({ model: 'o3-mini', reasoning_effort: 'low' });
    expect(fake.requests[0]?.headers['x-team']).toBe('search');
  });
});

describe('chatOpenAICustom against the fake OpenAI server', () => {
  it('talks to any OpenAI-compatible base path with the compatible credential', async () => {
    const custom = await startFakeOpenAI({ apiKey: 'sk-compatible' });
    try {
      custom.script('Hello from a local model.');
      const model = await provider.create(
        {
          modelName: 'chatOpenAICustom',
          config: { credential: 'compatible', modelName: 'my-local-model', basepath: custom.url },
        },
        credentials,
      );
      vi.restoreAllMocks();
      const { texts, final } = await collect(await model.stream('hi'));
      expect(texts.join('')).toBe('Hello from a local model.');
      expect(final.usage_metadata?.total_tokens).toBeGreaterThan(0);
      expect(custom.chatRequests()[0]).toMatchObject({ model: 'my-local-model', stream: true });
    } finally {
      await custom.close();
    }
  });

  it('sends no real key when none is configured, and needs a base path', async () => {
    await expect(
      provider.create({ modelName: 'chatOpenAICustom', config: { modelName: 'x' } }, credentials),
    ).rejects.toThrow('OpenAI Custom Model: set "basepath"');
    const keyless = await startFakeOpenAI({ requireApiKey: false });
    try {
      keyless.script('fine');
      vi.restoreAllMocks();
      const model = await provider.create(
        {
          modelName: 'chatOpenAICustom',
          config: { modelName: 'x', basepath: keyless.url },
          streaming: false,
        },
        credentials,
      );
      expect((await model.invoke('hi')).content).toBe('fine');
    } finally {
      await keyless.close();
    }
  });
});

describe('azureChatOpenAI', () => {
  it('streams from the deployment of the credential, with the api-key header and api version', async () => {
    azureFake.script('Hello from Azure.');
    const model = await provider.create(
      {
        modelName: 'azureChatOpenAI',
        config: { FLOWISE_CREDENTIAL_ID: 'azure', modelName: 'gpt-4o', temperature: '0.1' },
      },
      credentials,
    );
    expect(model).toBeInstanceOf(AzureChatOpenAI);
    const { texts, final } = await collect(await model.stream('hi'));
    expect(texts.join('')).toBe('Hello from Azure.');
    expect(final.usage_metadata?.total_tokens).toBeGreaterThan(0);
    expect(fetched).toEqual([`${AZURE_DEPLOYMENT_URL}chat/completions?api-version=2024-10-21`]);
    expect(azureFake.requests[0]?.headers['api-key']).toBe('azure-key');
    expect(azureFake.chatRequests()[0]).toMatchObject({
      temperature: 0.1,
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('builds the Azure endpoint from the credential instance and deployment', async () => {
    const model = await provider.create(
      { modelName: 'azureChatOpenAI', config: { credential: 'azure', modelName: 'gpt-4o' } },
      credentials,
    );
    expect(model).toMatchObject({
      azureOpenAIApiInstanceName: 'my-instance',
      azureOpenAIApiDeploymentName: 'my-deployment',
      azureOpenAIApiVersion: '2024-10-21',
      azureOpenAIApiKey: 'azure-key',
    });
  });
});
