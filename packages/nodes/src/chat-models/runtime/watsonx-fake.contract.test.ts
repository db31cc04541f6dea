import { WatsonXAI } from '@ibm-cloud/watsonx-ai';
import { BearerTokenAuthenticator, IamAuthenticator } from '@ibm-cloud/watsonx-ai/authentication';
import { startFakeWatsonx, type FakeWatsonx } from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** IBM's own watsonx.ai SDK against the testkit's fake: it exchanges the IAM key, sends, and parses the answers. */

const MODEL = 'ibm/granite-3-3-8b-instruct';
const PROJECT = 'project-1';
let fake: FakeWatsonx;

beforeAll(async () => {
  fake = await startFakeWatsonx();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

function service(apikey = fake.apiKey): WatsonXAI {
  return WatsonXAI.newInstance({
    version: '2024-05-31',
    serviceUrl: fake.url,
    authenticator: new IamAuthenticator({ apikey, url: fake.url }),
  });
}

describe('watsonx.ai fake, against @ibm-cloud/watsonx-ai', () => {
  it('exchanges the IAM API key and answers a chat with its usage', async () => {
    const answer = await service().textChat({
      modelId: MODEL,
      projectId: PROJECT,
      messages: [{ role: 'user', content: 'hello there' }],
    });
    expect(answer.result.choices[0]?.message?.content).toBe('Echo: hello there');
    expect(answer.result.usage?.completion_tokens).toBeGreaterThan(0);
    expect(fake.issuedTokens()).toHaveLength(1);
    expect(fake.calls()).toMatchObject([
      {
        operation: 'chat',
        version: '2024-05-31',
        token: fake.issuedTokens()[0],
        body: { project_id: PROJECT },
      },
    ]);
  });

  it('streams server-sent events the SDK parses into delta chunks, usage last', async () => {
    fake.script('Streamed words here.');
    const stream = await service().textChatStream({
      modelId: MODEL,
      projectId: PROJECT,
      messages: [{ role: 'user', content: 'hi' }],
      returnObject: true,
    });
    const chunks: WatsonXAI.TextChatStreamResponse[] = [];
    for await (const item of stream) chunks.push(item.data);
    expect(chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? '').join('')).toBe(
      'Streamed words here.',
    );
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('stop');
    expect(chunks.at(-1)?.usage?.total_tokens).toBeGreaterThan(0);
  });

  it('answers a tool call in OpenAI form', async () => {
    fake.script({ type: 'toolCall', name: 'get_weather', args: { city: 'Paris' } });
    const answer = await service().textChat({
      modelId: MODEL,
      spaceId: 'space-1',
      messages: [{ role: 'user', content: 'Weather in Paris?' }],
      tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } }],
      toolChoiceOption: 'auto',
    });
    const choice = answer.result.choices[0];
    expect(choice?.finish_reason).toBe('tool_calls');
    expect(choice?.message?.tool_calls?.[0]?.function).toEqual({
      name: 'get_weather',
      arguments: '{"city":"Paris"}',
    });
  });

  it('embeds texts, one vector each', async () => {
    const answer = await service().embedText({
      modelId: 'ibm/slate-30m-english-rtrvr',
      projectId: PROJECT,
      inputs: ['a', 'b'],
    });
    expect(answer.result.results.map((result) => result.embedding.length)).toEqual([384, 384]);
    expect(answer.result.input_token_count).toBeGreaterThan(0);
  });

  it('takes a static bearer token, and refuses an unknown one with watsonx errors', async () => {
    const withToken = (bearerToken: string) =>
      WatsonXAI.newInstance({
        version: '2024-05-31',
        serviceUrl: fake.url,
        authenticator: new BearerTokenAuthenticator({ bearerToken }),
      });
    const inputs = { modelId: 'ibm/slate-30m-english-rtrvr', projectId: PROJECT, inputs: ['a'] };
    await expect(withToken(fake.bearerToken).embedText(inputs)).resolves.toBeDefined();
    await expect(withToken('stolen').embedText(inputs)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a wrong API key at the IAM exchange', async () => {
    await expect(
      service('wrong').textChat({
        modelId: MODEL,
        projectId: PROJECT,
        messages: [{ role: 'user', content: 'x' }],
      }),
    ).rejects.toThrow(/API key could not be found/);
    expect(fake.calls()).toEqual([]);
  });
});
