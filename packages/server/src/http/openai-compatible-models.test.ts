import type { FakeOpenAI } from '@loomflow/testkit/fake-openai';
import type { HttpSession, TestServer } from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import { startChatflowTestSetup, type ChatflowTestSetup } from '../test-support/chatflow-test-flows.ts';
import {
  agentFlow,
  llmChainFlow,
  llmFlow,
  streamPrediction,
  STRUCTURED_SAMPLE,
  structuredOutputOf,
  type PredictionAnswer as Answer,
} from '../test-support/model-node-flows.ts';

/** One provider of the OpenAI-compatible family, as a Flowise user's flow names it. */
interface ProviderCase {
  readonly node: string;
  readonly credential: {
    readonly type: string;
    readonly field: string;
    /** Other fields of the credential (Cloudflare's account ID). */
    readonly extra?: Readonly<Record<string, string>>;
  };
  /** The input naming the model (Perplexity's is `model`). */
  readonly modelInput: 'modelName' | 'model';
  readonly model: string;
  /** The input the flow's server address is typed in. */
  readonly baseInput: 'basepath' | 'basePath' | 'baseUrl';
  /** Headers the provider gets on every request besides the key. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Tool calling: false where the API has none (a clear error instead). */
  readonly tools: boolean;
  /** Structured output by `response_format: json_schema` (else a forced tool call). */
  readonly jsonSchema: boolean;
}

const PROVIDERS: readonly ProviderCase[] = [
  {
    node: 'chatDeepseek',
    credential: { type: 'deepseekApi', field: 'deepseekApiKey' },
    modelInput: 'modelName',
    model: 'deepseek-chat',
    baseInput: 'basepath',
    tools: true,
    jsonSchema: false,
  },
  {
    node: 'chatOpenRouter',
    credential: { type: 'openRouterApi', field: 'openRouterApiKey' },
    modelInput: 'modelName',
    model: 'openai/gpt-4o-mini',
    baseInput: 'basepath',
    headers: { 'x-title': 'Loomflow' },
    tools: true,
    jsonSchema: true,
  },
  {
    node: 'chatXAI',
    credential: { type: 'xaiApi', field: 'xaiApiKey' },
    modelInput: 'modelName',
    model: 'grok-4',
    baseInput: 'basepath',
    tools: true,
    jsonSchema: true,
  },
  {
    node: 'chatTogetherAI',
    credential: { type: 'togetherAIApi', field: 'togetherAIApiKey' },
    modelInput: 'modelName',
    model: 'meta-llama/Llama-3.3-70B-Instruct-Turbo',
    baseInput: 'basepath',
    tools: true,
    jsonSchema: true,
  },
  {
    node: 'chatFireworks',
    credential: { type: 'fireworksApi', field: 'fireworksApiKey' },
    modelInput: 'modelName',
    model: 'accounts/fireworks/models/llama-v3p1-8b-instruct',
    baseInput: 'basepath',
    tools: true,
    jsonSchema: true,
  },
  {
    node: 'chatLocalAI',
    credential: { type: 'localAIApi', field: 'localAIApiKey' },
    modelInput: 'modelName',
    model: 'gpt4all-lora-quantized.bin',
    baseInput: 'basePath',
    tools: true,
    jsonSchema: true,
  },
  {
    node: 'chatLitellm',
    credential: { type: 'litellmApi', field: 'litellmApiKey' },
    modelInput: 'modelName',
    model: 'claude-via-litellm',
    baseInput: 'basePath',
    tools: true,
    jsonSchema: true,
  },
  {
    node: 'chatPerplexity',
    credential: { type: 'perplexityApi', field: 'perplexityApiKey' },
    modelInput: 'model',
    model: 'sonar',
    baseInput: 'basepath',
    tools: false,
    jsonSchema: true,
  },
  {
    node: 'chatCerebras',
    credential: { type: 'cerebrasAIApi', field: 'cerebrasApiKey' },
    modelInput: 'modelName',
    model: 'llama3.1-8b',
    baseInput: 'basepath',
    headers: { 'x-cerebras-3rd-party-integration': 'loomflow' },
    tools: true,
    jsonSchema: true,
  },
  {
    node: 'chatSambanova',
    credential: { type: 'sambanovaApi', field: 'sambanovaApiKey' },
    modelInput: 'modelName',
    model: 'Meta-Llama-3.3-70B-Instruct',
    baseInput: 'basepath',
    tools: true,
    jsonSchema: true,
  },
  {
    node: 'chatNvidiaNIM',
    credential: { type: 'nvidiaNIMApi', field: 'nvidiaNIMApiKey' },
    modelInput: 'modelName',
    model: 'meta/llama-3.3-70b-instruct',
    baseInput: 'basePath',
    tools: true,
    jsonSchema: true,
  },
  {
    node: 'chatCometAPI',
    credential: { type: 'cometApi', field: 'cometApiKey' },
    modelInput: 'modelName',
    model: 'gpt-4o-mini',
    baseInput: 'basepath',
    tools: true,
    jsonSchema: true,
  },
  {
    node: 'chatCloudflareWorkersAI',
    credential: {
      type: 'cloudflareApi',
      field: 'cloudflareApiToken',
      extra: { cloudflareAccountId: 'account-1' },
    },
    modelInput: 'model',
    model: '@cf/meta/llama-3.1-8b-instruct-fast',
    baseInput: 'baseUrl',
    tools: true,
    jsonSchema: true,
  },
  {
    node: 'chatAlibabaTongyi',
    credential: { type: 'AlibabaApi', field: 'alibabaApiKey' },
    modelInput: 'modelName',
    model: 'qwen-plus',
    baseInput: 'basePath',
    tools: true,
    jsonSchema: false,
  },
  {
    node: 'chatBaiduWenxin',
    credential: { type: 'baiduQianfanApi', field: 'qianfanApiKey' },
    modelInput: 'modelName',
    model: 'ernie-4.5-8k-preview',
    baseInput: 'basePath',
    tools: true,
    jsonSchema: false,
  },
];

/** The model config of an agentflow node naming the provider, its server at `baseUrl`. */
function modelConfig(provider: ProviderCase, key: string, credentialId: string, baseUrl: string) {
  return {
    [key]: provider.node,
    [provider.modelInput]: provider.model,
    [provider.baseInput]: baseUrl,
    streaming: true,
    FLOWISE_CREDENTIAL_ID: credentialId,
  };
}

/**
 * The OpenAI-compatible chat models (Deepseek, OpenRouter, xAI, TogetherAI, Fireworks, LocalAI, LiteLLM,
 * Perplexity, Cerebras, SambaNova, NVIDIA NIM, CometAPI, Cloudflare Workers AI, Alibaba Tongyi, Baidu Wenxin) named as a Flowise flow names them, each with its
 * Flowise credential, against the fake OpenAI server: a streamed LLM answer, an Agent's tool call and a structured
 * output, and a chatflow LLM Chain, with what the provider received (its key, the model, its headers). SQLite
 * only: no storage involved.
 */
describe('OpenAI-compatible chat models', () => {
  let setup: ChatflowTestSetup;
  let server: TestServer;
  let owner: HttpSession;
  let fake: FakeOpenAI;
  const credentialIds = new Map<string, string>();
  const keyOf = (provider: ProviderCase) => `sk-${provider.node}-key`;

  beforeAll(async () => {
    setup = await startChatflowTestSetup('sqlite');
    ({ server, owner, fake } = setup);
    for (const provider of PROVIDERS) {
      const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
        name: `${provider.node} key`,
        credentialName: provider.credential.type,
        plainDataObj: { ...provider.credential.extra, [provider.credential.field]: keyOf(provider) },
      });
      expect(credential.status).toBe(201);
      credentialIds.set(provider.node, credential.body.id);
    }
  });
  beforeEach(() => {
    fake.reset();
  });
  afterAll(async () => {
    await setup.close();
  });

  describe.each(PROVIDERS)('$node', (provider) => {
    const key = keyOf(provider);
    const credentialId = () => credentialIds.get(provider.node) ?? '';

    /** Every chat request reached the provider with its key, the model and its headers. */
    const expectProviderRequests = (count: number) => {
      const chats = fake.requests.filter((request) => request.path === '/v1/chat/completions');
      expect(chats).toHaveLength(count);
      for (const request of chats) {
        expect(request.headers.authorization).toBe(`Bearer ${key}`);
        expect(request.headers).toMatchObject(provider.headers ?? {});
      }
      expect(fake.chatRequests().map((request) => request.model)).toEqual(Array(count).fill(provider.model));
    };

    it('streams an LLM node answer with the usage of the stream', async () => {
      const flowId = await saveFlow(
        owner,
        llmFlow(modelConfig(provider, 'llmModel', credentialId(), fake.url), false),
      );
      fake.script({
        type: 'text',
        content: 'Hello from the provider.',
        usage: { promptTokens: 8, completionTokens: 5 },
      });
      const { tokens, usage } = await streamPrediction(server.url, flowId, 'Hello?');
      expect(tokens.length).toBeGreaterThan(1);
      expect(tokens.join('')).toBe('Hello from the provider.');
      expect(usage).toMatchObject({ inputTokens: 8, outputTokens: 5 });
      expectProviderRequests(1);
      expect(fake.chatRequests()[0]?.stream).toBe(true);
    });

    it(
      provider.tools ? 'runs an Agent tool call' : 'refuses an Agent with tools, naming the provider',
      async () => {
        const flowId = await saveFlow(
          owner,
          agentFlow(modelConfig(provider, 'agentModel', credentialId(), fake.url)),
        );
        fake.script(
          { type: 'tool_calls', toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
          { type: 'text', content: 'It is 42.' },
        );
        const answer = await owner.post<Answer>(`/api/v1/prediction/${flowId}`, {
          question: 'What is 6 times 7?',
        });
        if (!provider.tools) {
          expect(JSON.stringify(answer.body)).toContain('models cannot call tools');
          expect(fake.chatRequests()).toHaveLength(0);
          return;
        }
        expect(answer.status).toBe(200);
        expect(answer.body.text).toBe('It is 42.');
        expect(answer.body.usedTools).toEqual([
          expect.objectContaining({ tool: 'calculator', toolOutput: '42' }),
        ]);
        expectProviderRequests(2);
        expect(JSON.stringify(fake.chatRequests()[0]?.tools)).toContain('"name":"calculator"');
        expect(
          fake
            .chatRequests()[1]
            ?.messages.map((message) => message.role)
            .slice(-2),
        ).toEqual(['assistant', 'tool']);
      },
    );

    it('answers in a chatflow LLM Chain naming the node', async () => {
      const flowId = await saveFlow(
        owner,
        llmChainFlow(
          provider.node,
          { [provider.modelInput]: provider.model, [provider.baseInput]: fake.url },
          credentialId(),
        ),
        {
          type: 'CHATFLOW',
        },
      );
      fake.script('Paris.');
      const answer = await owner.post<Answer>(`/api/v1/prediction/${flowId}`, {
        question: 'Capital of France?',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.text).toBe('Paris.');
      expectProviderRequests(1);
      expect(JSON.stringify(fake.chatRequests()[0]?.messages)).toContain(
        'Answer briefly: Capital of France?',
      );
    });

    it('answers with a structured output', async () => {
      const flowId = await saveFlow(
        owner,
        llmFlow(modelConfig(provider, 'llmModel', credentialId(), fake.url), true),
      );
      const answer = await owner.post<Answer>(`/api/v1/prediction/${flowId}`, { question: 'Rate this' });
      expect(answer.status).toBe(200);
      expect(structuredOutputOf(answer.body)).toEqual(STRUCTURED_SAMPLE);
      expect(JSON.parse(answer.body.text ?? '')).toEqual(STRUCTURED_SAMPLE);
      expectProviderRequests(1);
      const request = fake.chatRequests()[0];
      if (provider.jsonSchema) {
        expect(request?.response_format).toMatchObject({ type: 'json_schema' });
        expect(request?.tools).toBeUndefined();
      } else {
        expect(request?.response_format).toBeUndefined();
        expect(request?.tool_choice).toEqual({ type: 'function', function: { name: 'extract' } });
      }
    });
  });
});
