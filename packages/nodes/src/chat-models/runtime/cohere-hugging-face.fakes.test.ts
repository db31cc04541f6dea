import { HumanMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import {
  startFakeCohere,
  startFakeHuggingFace,
  type FakeCohere,
  type FakeHuggingFace,
} from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type { CredentialReader } from '../../runtime/node-executor.ts';

let cohere: FakeCohere;
let huggingFace: FakeHuggingFace;
beforeAll(async () => {
  [cohere, huggingFace] = await Promise.all([startFakeCohere(), startFakeHuggingFace()]);
});
afterAll(async () => {
  await Promise.all([cohere.close(), huggingFace.close()]);
});
beforeEach(() => {
  cohere.reset();
  huggingFace.reset();
});

/** The server's fetch, with the providers' published addresses answered by the fakes. */
const serverFetch: typeof fetch = (input, init) => {
  const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  for (const [published, fake] of [
    ['https://api.cohere.com', cohere.url],
    ['https://router.huggingface.co', huggingFace.url],
  ] as const)
    if (url.startsWith(published)) return fetch(fake + url.slice(published.length), init);
  return Promise.reject(new Error(`address ${url} is not allowed`));
};

const credentials: CredentialReader = {
  read: (id) =>
    Promise.resolve<Record<string, string>>(
      id === 'cohere' ? { cohereApiKey: 'co-test-key' } : { huggingFaceApiKey: 'hf_test_token' },
    ),
};

const provider = createChatModelProvider({ fetch: serverFetch });
const weather = tool(() => 'sunny', {
  name: 'get_weather',
  description: 'Weather in a city',
  schema: z.object({ city: z.string() }),
});

const MODELS = [
  ['chatCohere', { modelName: 'command-r-plus', FLOWISE_CREDENTIAL_ID: 'cohere' }],
  ['chatHuggingFace', { model: 'meta-llama/Llama-3.3-70B-Instruct:novita', FLOWISE_CREDENTIAL_ID: 'hf' }],
] as const;

function script(name: string, reply: string | { name: string; args: Record<string, unknown> }) {
  if (name === 'chatCohere')
    cohere.script(
      typeof reply === 'string' ? reply : { type: 'toolCall', name: reply.name, args: reply.args },
    );
  else
    huggingFace.chat.script(
      typeof reply === 'string'
        ? reply
        : { type: 'tool_calls', toolCalls: [{ name: reply.name, arguments: reply.args }] },
    );
}

describe.each(MODELS)('%s against its provider’s fake', (name, config) => {
  it('streams the answer token by token with usage', async () => {
    script(name, 'Hello there, friend');
    const model = await provider.create({ modelName: name, config: { ...config } }, credentials);
    let text = '';
    let outputTokens = 0;
    for await (const chunk of await model.stream([new HumanMessage('Say hello')])) {
      text += typeof chunk.content === 'string' ? chunk.content : '';
      outputTokens += chunk.usage_metadata?.output_tokens ?? 0;
    }
    expect(text).toBe('Hello there, friend');
    expect(outputTokens).toBeGreaterThan(0);
  });

  it.each([true, false])('calls a bound tool with its arguments (streaming %s)', async (streaming) => {
    script(name, { name: 'get_weather', args: { city: 'Paris' } });
    const model = await provider.create({ modelName: name, config: { ...config }, streaming }, credentials);
    if (!model.bindTools) throw new Error('no tools');
    const answer = await model.bindTools([weather]).invoke([new HumanMessage('Weather in Paris?')]);
    expect(answer.tool_calls?.map((call) => [call.name, call.args])).toEqual([
      ['get_weather', { city: 'Paris' }],
    ]);
    if (name === 'chatCohere')
      expect(cohere.chatRequests()[0]).toMatchObject({
        model: 'command-r-plus',
        message: 'Weather in Paris?',
        tools: [{ name: 'get_weather', parameter_definitions: { city: { type: 'string', required: true } } }],
      });
    else
      expect(huggingFace.chat.chatRequests()[0]).toMatchObject({
        model: 'meta-llama/Llama-3.3-70B-Instruct:novita',
        tools: [{ type: 'function', function: { name: 'get_weather' } }],
      });
  });
});
