import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, HumanMessage, ToolMessage } from '@langchain/core/messages';
import { startFakeWatsonx, type FakeWatsonx } from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nativeStructuredOutput } from '../../agentflow/runtime-shared/native-structured-output.ts';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type { CredentialReader } from '../../runtime/node-executor.ts';

/** IBM Watsonx (`chatIBMWatsonx`) built as a flow names it, against the watsonx fake (IAM included). */

const MODEL = 'ibm/granite-3-3-8b-instruct';
let fake: FakeWatsonx;
const fetched: string[] = [];
/** IAM tokens stay valid across tests, as IAM's do: each test counts those it caused. */
let tokensBefore = 0;
beforeAll(async () => {
  fake = await startFakeWatsonx();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fetched.length = 0;
  tokensBefore = fake.issuedTokens().length;
});

/** The guarded fetch stand-in: records every address reached through it. */
const policyFetch: typeof fetch = (input, init) => {
  fetched.push(input instanceof Request ? input.url : String(input));
  return fetch(input, init);
};

function credential(data: Record<string, string> = {}): CredentialReader {
  return {
    read: () =>
      Promise.resolve({
        version: '2024-05-31',
        serviceUrl: fake.url,
        projectId: 'project-1',
        watsonxAIAuthType: 'iam',
        watsonxAIApikey: fake.apiKey,
        watsonxAIUrl: fake.url,
        ...data,
      }),
  };
}

function watsonxModel(
  data?: Record<string, string>,
  config: Record<string, unknown> = {},
  checkBaseUrl?: (url: string) => Promise<void>,
): Promise<BaseChatModel> {
  return createChatModelProvider({ fetch: policyFetch, ...(checkBaseUrl ? { checkBaseUrl } : {}) }).create(
    {
      modelName: 'chatIBMWatsonx',
      config: { credential: 'cred-wx', modelName: MODEL, temperature: '0.2', maxTokens: '200', ...config },
    },
    credential(data),
  );
}

const weatherTool = {
  type: 'function',
  function: {
    name: 'get_weather',
    description: 'Weather of a city',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  },
} as const;

describe('IBM watsonx chat model against the watsonx fake', () => {
  it('streams an answer token by token with usage, exchanging the IAM key once, all through the server fetch', async () => {
    const model = await watsonxModel();
    fake.script('Granite says hello.', 'Again.');
    const tokens: string[] = [];
    let usage: unknown;
    for await (const chunk of await model.stream([new HumanMessage('Hello?')])) {
      if (typeof chunk.content === 'string' && chunk.content !== '') tokens.push(chunk.content);
      usage ??= chunk.usage_metadata;
    }
    await model.invoke([new HumanMessage('Once more?')]);

    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe('Granite says hello.');
    expect(usage).toMatchObject({ input_tokens: expect.any(Number), output_tokens: expect.any(Number) });
    const issued = fake.issuedTokens().slice(tokensBefore);
    expect(issued).toHaveLength(1);
    const calls = fake.calls();
    expect(calls.map((call) => [call.operation, call.version, call.token])).toEqual([
      ['chat_stream', '2024-05-31', issued[0]],
      ['chat_stream', '2024-05-31', issued[0]],
    ]);
    expect(calls[0]?.body).toMatchObject({
      model_id: MODEL,
      project_id: 'project-1',
      temperature: 0.2,
      max_tokens: 200,
    });
    expect(fetched.map((url) => new URL(url).pathname)).toEqual([
      '/identity/token',
      '/ml/v1/text/chat_stream',
      '/ml/v1/text/chat_stream',
    ]);
  });

  it('calls a tool and reads its result back (non-streaming, in a deployment space)', async () => {
    const model = await watsonxModel({ projectId: '', spaceId: 'space-9' }, { streaming: false });
    fake.script({ type: 'toolCall', name: 'get_weather', args: { city: 'Paris' } }, 'Sunny in Paris.');
    const bound = model.bindTools?.([weatherTool]);
    if (!bound) throw new Error('watsonx model binds no tools');
    const first = await bound.invoke([new HumanMessage('Weather in Paris?')]);
    expect(first.tool_calls).toMatchObject([{ name: 'get_weather', args: { city: 'Paris' } }]);
    const callId = first.tool_calls?.[0]?.id ?? '';
    const second = await bound.invoke([
      new HumanMessage('Weather in Paris?'),
      new AIMessage({ content: '', tool_calls: first.tool_calls ?? [] }),
      new ToolMessage({ tool_call_id: callId, content: 'sunny' }),
    ]);
    expect(second.content).toBe('Sunny in Paris.');
    const [ask, answer] = fake.calls();
    expect(ask).toMatchObject({ operation: 'chat', body: { space_id: 'space-9', tools: [weatherTool] } });
    expect(answer?.body.messages).toContainEqual({ role: 'tool', tool_call_id: callId, content: 'sunny' });
  });

  it('gives a structured output by a forced tool call (watsonx has no JSON schema response format)', async () => {
    const model = await watsonxModel();
    const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
    const native = await nativeStructuredOutput(model, schema, 'extract');
    expect(native).toMatchObject({ method: 'toolCall', forced: true });
    fake.script({ type: 'toolCall', name: 'extract', args: { city: 'Oslo' } });
    const answer = await native?.model.invoke([new HumanMessage('Where is the fjord?')]);
    expect(answer?.tool_calls?.[0]?.args).toEqual({ city: 'Oslo' });
    expect(fake.calls()[0]?.body).toMatchObject({
      tool_choice: { type: 'function', function: { name: 'extract' } },
    });
    expect(fake.calls()[0]?.body.response_format).toBeUndefined();
  });

  it('sends a bearer token as given, with no IAM exchange', async () => {
    const model = await watsonxModel({
      watsonxAIAuthType: 'bearertoken',
      watsonxAIBearerToken: fake.bearerToken,
    });
    await model.invoke([new HumanMessage('hi')]);
    expect(fake.issuedTokens()).toHaveLength(tokensBefore);
    expect(fake.calls().map((call) => call.token)).toEqual([fake.bearerToken]);
  });

  it('names IAM refusing the key, without the key', async () => {
    const model = await watsonxModel({ watsonxAIApikey: 'wrong-secret-key' });
    const failure = model.invoke([new HumanMessage('hi')]);
    await expect(failure).rejects.toThrow(/IBM Cloud IAM refused the API key \(400 BXNIM0415E/);
    await expect(failure).rejects.not.toThrow(/wrong-secret-key/);
    expect(fake.calls()).toEqual([]);
  });

  it('refuses a credential without project or space, an unknown auth type, and an address the policy refuses', async () => {
    await expect(watsonxModel({ projectId: '' })).rejects.toThrow(/"projectId" \(or "spaceId"\)/);
    await expect(watsonxModel({ watsonxAIAuthType: 'cp4d' })).rejects.toThrow(
      /auth type "cp4d" is not supported/,
    );
    await expect(
      watsonxModel(undefined, {}, () => Promise.reject(new Error('private address'))),
    ).rejects.toThrow(/cannot be used: private address/);
  });
});
