import {
  BedrockRuntimeClient,
  ConverseCommand,
  ConverseStreamCommand,
  InvokeModelCommand,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { FetchHttpHandler } from '@smithy/fetch-http-handler';
import { startFakeBedrock, type FakeBedrock } from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** The real AWS SDK against the testkit's Bedrock fake: it signs, the fake checks, the SDK parses the answers. */

const MODEL = 'anthropic.claude-haiku-4-5-20251001-v1:0';
let fake: FakeBedrock;

beforeAll(async () => {
  fake = await startFakeBedrock();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

/**
 * The fetch handler, as our builder uses (the SDK's default Node handler for this service speaks HTTP/2, which
 * real Bedrock offers over TLS and the loopback fake does not).
 */
function client(secretAccessKey = fake.credentials.secretAccessKey): BedrockRuntimeClient {
  return new BedrockRuntimeClient({
    region: 'us-east-1',
    endpoint: fake.url,
    credentials: { accessKeyId: fake.credentials.accessKeyId, secretAccessKey },
    maxAttempts: 1,
    requestHandler: new FetchHttpHandler(),
  });
}

const weatherTool = {
  toolSpec: {
    name: 'get_weather',
    description: 'Weather of a city',
    inputSchema: { json: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
  },
};

describe('Bedrock Runtime fake, against @aws-sdk/client-bedrock-runtime', () => {
  it('answers a signed Converse request: the text, the stop reason and the usage', async () => {
    const answer = await client().send(
      new ConverseCommand({
        modelId: MODEL,
        system: [{ text: 'Be brief.' }],
        messages: [{ role: 'user', content: [{ text: 'hello there' }] }],
        inferenceConfig: { maxTokens: 50, temperature: 0.2 },
      }),
    );
    expect(answer.output?.message?.content).toEqual([{ text: 'Echo: hello there' }]);
    expect(answer.stopReason).toBe('end_turn');
    expect(answer.usage?.outputTokens).toBe(3);
    expect(answer.usage?.inputTokens).toBeGreaterThan(0);
    expect(fake.calls()).toMatchObject([
      { operation: 'converse', modelId: MODEL, accessKeyId: fake.credentials.accessKeyId },
    ]);
  });

  it('refuses a request signed with a wrong secret as AWS does (403 InvalidSignatureException)', async () => {
    const refused = client('not-the-secret').send(
      new ConverseCommand({ modelId: MODEL, messages: [{ role: 'user', content: [{ text: 'hi' }] }] }),
    );
    await expect(refused).rejects.toMatchObject({
      name: 'InvalidSignatureException',
      $metadata: { httpStatusCode: 403 },
    });
    expect(fake.calls()).toEqual([]);
    expect(fake.refusedCount()).toBe(1);
  });

  it('refuses an unknown access key (403 UnrecognizedClientException)', async () => {
    const stranger = new BedrockRuntimeClient({
      region: 'us-east-1',
      endpoint: fake.url,
      credentials: { accessKeyId: 'AKIASTRANGER', secretAccessKey: fake.credentials.secretAccessKey },
      maxAttempts: 1,
      requestHandler: new FetchHttpHandler(),
    });
    await expect(
      stranger.send(
        new ConverseCommand({ modelId: MODEL, messages: [{ role: 'user', content: [{ text: 'hi' }] }] }),
      ),
    ).rejects.toMatchObject({ name: 'UnrecognizedClientException' });
  });

  it('refuses a conversation that does not alternate roles (400 ValidationException)', async () => {
    const invalid = client().send(
      new ConverseCommand({
        modelId: MODEL,
        messages: [
          { role: 'user', content: [{ text: 'one' }] },
          { role: 'user', content: [{ text: 'two' }] },
        ],
      }),
    );
    await expect(invalid).rejects.toMatchObject({
      name: 'ValidationException',
      $metadata: { httpStatusCode: 400 },
    });
  });

  it('streams ConverseStream events the SDK decodes (AWS event stream framing, CRCs checked)', async () => {
    const answer = await client().send(
      new ConverseStreamCommand({
        modelId: MODEL,
        messages: [{ role: 'user', content: [{ text: 'stream me please' }] }],
      }),
    );
    const events: ConverseStreamOutput[] = [];
    for await (const event of answer.stream ?? []) events.push(event);
    const text = events.map((event) => event.contentBlockDelta?.delta?.text ?? '').join('');
    expect(text).toBe('Echo: stream me please');
    expect(events[0]?.messageStart).toEqual({ role: 'assistant' });
    expect(events.find((event) => event.messageStop)?.messageStop?.stopReason).toBe('end_turn');
    expect(events.at(-1)?.metadata?.usage).toMatchObject({ outputTokens: 4 });
  });

  it('streams a tool call: the tool use start, its input in pieces, stop reason tool_use', async () => {
    fake.script({ type: 'toolCall', name: 'get_weather', args: { city: 'Lyon' } });
    const answer = await client().send(
      new ConverseStreamCommand({
        modelId: MODEL,
        messages: [{ role: 'user', content: [{ text: 'weather in Lyon?' }] }],
        toolConfig: { tools: [weatherTool] },
      }),
    );
    const events: ConverseStreamOutput[] = [];
    for await (const event of answer.stream ?? []) events.push(event);
    const start = events.find((event) => event.contentBlockStart)?.contentBlockStart?.start?.toolUse;
    expect(start).toMatchObject({ name: 'get_weather' });
    const input = events.map((event) => event.contentBlockDelta?.delta?.toolUse?.input ?? '').join('');
    expect(JSON.parse(input)).toEqual({ city: 'Lyon' });
    expect(events.find((event) => event.messageStop)?.messageStop?.stopReason).toBe('tool_use');
  });

  it('answers a forced tool with input generated from its schema, and takes the tool result back', async () => {
    const first = await client().send(
      new ConverseCommand({
        modelId: MODEL,
        messages: [{ role: 'user', content: [{ text: 'weather?' }] }],
        toolConfig: { tools: [weatherTool], toolChoice: { tool: { name: 'get_weather' } } },
      }),
    );
    const toolUse = first.output?.message?.content?.[0]?.toolUse;
    if (!toolUse) throw new Error('expected a tool use');
    expect(toolUse.name).toBe('get_weather');
    expect(typeof (toolUse.input as { city?: unknown } | undefined)?.city).toBe('string');
    const second = await client().send(
      new ConverseCommand({
        modelId: MODEL,
        messages: [
          { role: 'user', content: [{ text: 'weather?' }] },
          { role: 'assistant', content: [{ toolUse }] },
          {
            role: 'user',
            content: [{ toolResult: { toolUseId: toolUse.toolUseId, content: [{ text: 'sunny' }] } }],
          },
        ],
        toolConfig: { tools: [weatherTool] },
      }),
    );
    expect(second.stopReason).toBe('end_turn');
  });

  it('embeds with Titan (one text per call) and Cohere (a batch with input_type) through InvokeModel', async () => {
    const titan = await client().send(
      new InvokeModelCommand({
        modelId: 'amazon.titan-embed-text-v2:0',
        body: JSON.stringify({ inputText: 'hello world' }),
        contentType: 'application/json',
        accept: 'application/json',
      }),
    );
    const titanBody = JSON.parse(new TextDecoder().decode(titan.body)) as { embedding: number[] };
    expect(titanBody.embedding).toHaveLength(1024);
    const cohere = await client().send(
      new InvokeModelCommand({
        modelId: 'cohere.embed-english-v3',
        body: JSON.stringify({ texts: ['a', 'b'], input_type: 'search_document' }),
        contentType: 'application/json',
        accept: 'application/json',
      }),
    );
    const cohereBody = JSON.parse(new TextDecoder().decode(cohere.body)) as { embeddings: number[][] };
    expect(cohereBody.embeddings).toHaveLength(2);
  });
});
