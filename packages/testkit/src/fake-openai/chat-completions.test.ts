import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FakeOpenAI } from './fake-openai.types.ts';
import { startFakeOpenAI } from './fake-openai.server.ts';
import { fakeReply } from './reply.builders.ts';
import { readSseData } from './sse.reader.ts';

const usageSchema = z.object({
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  total_tokens: z.number(),
});

const completionSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion'),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number(),
      message: z.object({
        role: z.literal('assistant'),
        content: z.string().nullable(),
        tool_calls: z
          .array(
            z.object({
              id: z.string(),
              type: z.literal('function'),
              function: z.object({ name: z.string(), arguments: z.string() }),
            }),
          )
          .optional(),
      }),
      finish_reason: z.string(),
    }),
  ),
  usage: usageSchema,
});

const chunkSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion.chunk'),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number(),
      delta: z.object({
        role: z.literal('assistant').optional(),
        content: z.string().nullish(),
        tool_calls: z
          .array(
            z.object({
              index: z.number(),
              id: z.string().optional(),
              type: z.literal('function').optional(),
              function: z.object({ name: z.string().optional(), arguments: z.string().optional() }),
            }),
          )
          .optional(),
      }),
      finish_reason: z.string().nullable(),
    }),
  ),
  usage: usageSchema.nullish(),
});

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

function chat(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: { authorization: 'Bearer test-key', 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ model: 'gpt-4o-mini', ...body }),
  });
}

const ask = (text: string) => [{ role: 'user', content: text }];

async function complete(body: Record<string, unknown>, headers?: Record<string, string>) {
  const response = await chat(body, headers);
  expect(response.status).toBe(200);
  return completionSchema.parse(await response.json());
}

/** Reassembles a streamed completion the way OpenAI SDKs do. */
async function streamed(body: Record<string, unknown>) {
  const response = await chat({ ...body, stream: true });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const payloads = await readSseData(response);
  expect(payloads.at(-1)).toBe('[DONE]');
  const chunks = payloads.slice(0, -1).map((payload) => chunkSchema.parse(JSON.parse(payload)));
  let content = '';
  let finishReason: string | null = null;
  const toolCalls: { id: string; name: string; arguments: string }[] = [];
  for (const chunk of chunks) {
    for (const choice of chunk.choices) {
      content += choice.delta.content ?? '';
      finishReason = choice.finish_reason ?? finishReason;
      for (const delta of choice.delta.tool_calls ?? []) {
        const call = (toolCalls[delta.index] ??= { id: '', name: '', arguments: '' });
        call.id = delta.id ?? call.id;
        call.name += delta.function.name ?? '';
        call.arguments += delta.function.arguments ?? '';
      }
    }
  }
  return { chunks, content, finishReason, toolCalls };
}

describe('non-streaming chat completions', () => {
  it('echoes the last user message when nothing is scripted, with deterministic usage', async () => {
    const completion = await complete({
      messages: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: 'first answer' },
        { role: 'user', content: [{ type: 'text', text: 'What is the capital of France?' }] },
      ],
    });
    expect(completion.object).toBe('chat.completion');
    expect(completion.model).toBe('gpt-4o-mini');
    expect(completion.choices[0]?.message.content).toBe('Echo: What is the capital of France?');
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.usage).toEqual({
      prompt_tokens: 3 + 2 + 2 + 6,
      completion_tokens: 7,
      total_tokens: 20,
    });
  });

  it('returns scripted text, then falls back to the echo once the script is used up', async () => {
    fake.script('Scripted answer.');
    expect((await complete({ messages: ask('hi') })).choices[0]?.message.content).toBe('Scripted answer.');
    expect((await complete({ messages: ask('hi') })).choices[0]?.message.content).toBe('Echo: hi');
    expect(fake.pendingScripts()).toBe(0);
  });

  it('returns scripted tool calls with JSON-encoded arguments and a tool_calls finish reason', async () => {
    fake.script(fakeReply.toolCall('get_weather', { city: 'Paris', unit: 'celsius' }, { id: 'call_1' }));
    const completion = await complete({ messages: ask('weather?'), tools: [] });
    const choice = completion.choices[0];
    expect(choice?.finish_reason).toBe('tool_calls');
    expect(choice?.message.content).toBeNull();
    expect(choice?.message.tool_calls).toEqual([
      {
        id: 'call_1',
        type: 'function',
        function: { name: 'get_weather', arguments: '{"city":"Paris","unit":"celsius"}' },
      },
    ]);
  });

  it('computes a reply from the request when scripted with a function', async () => {
    fake.script((request) => fakeReply.text(`${request.model} saw ${request.messages.length} message(s)`));
    const completion = await complete({ model: 'gpt-4o', messages: ask('count me') });
    expect(completion.choices[0]?.message.content).toBe('gpt-4o saw 1 message(s)');
  });

  it('answers a scripted HTTP error with an OpenAI-style body and headers', async () => {
    fake.script(
      fakeReply.error(429, 'Rate limit reached', {
        code: 'rate_limit_exceeded',
        headers: { 'retry-after': '2' },
      }),
    );
    const response = await chat({ messages: ask('hi') });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({
      error: {
        message: 'Rate limit reached',
        type: 'rate_limit_error',
        param: null,
        code: 'rate_limit_exceeded',
      },
    });
  });

  it('answers 500 with the cause when a scripted function throws', async () => {
    fake.script(() => {
      throw new Error('boom');
    });
    const response = await chat({ messages: ask('hi') });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toContain('boom');
  });

  it('rejects an invalid body with 400 naming the offending parameter', async () => {
    const response = await chat({ messages: [] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { param: 'messages', type: 'invalid_request_error' },
    });
  });
});

describe('predicate scripts', () => {
  it('routes replies by model, message content and header regardless of request order', async () => {
    fake.script(
      { when: { model: 'model-a' }, reply: 'for model a' },
      { when: { lastUserMessage: 'beta' }, reply: 'for beta' },
      { when: { header: ['X-Test-Id', 'case-7'] }, reply: 'for case 7' },
      { when: (request) => request.temperature === 0.25, reply: 'for temperature' },
    );
    const beta = await complete({ messages: ask('the beta question') });
    const header = await complete({ messages: ask('x') }, { 'x-test-id': 'case-7' });
    const unmatched = await complete({ messages: ask('something else') });
    const temperature = await complete({ temperature: 0.25, messages: ask('x') });
    const modelA = await complete({ model: 'model-a', messages: ask('x') });
    expect(beta.choices[0]?.message.content).toBe('for beta');
    expect(header.choices[0]?.message.content).toBe('for case 7');
    expect(unmatched.choices[0]?.message.content).toBe('Echo: something else');
    expect(temperature.choices[0]?.message.content).toBe('for temperature');
    expect(modelA.choices[0]?.message.content).toBe('for model a');
  });

  it('keeps answering for as many times as the rule allows', async () => {
    fake.script({ when: { model: /^loop-/ }, reply: 'again', times: 2 });
    const replies: (string | null | undefined)[] = [];
    for (let index = 0; index < 3; index += 1) {
      replies.push((await complete({ model: 'loop-1', messages: ask('go') })).choices[0]?.message.content);
    }
    expect(replies).toEqual(['again', 'again', 'Echo: go']);
  });

  it('refuses a rule with an invalid times value', () => {
    expect(() => {
      fake.script({ reply: 'x', times: 0 });
    }).toThrow(RangeError);
    expect(fake.pendingScripts()).toBe(0);
  });
});

describe('streaming chat completions', () => {
  const text = 'The quick brown fox jumps over the lazy dog, twice.';

  it('streams chunks that assemble into exactly the non-streamed text', async () => {
    fake.script(text, text);
    const whole = await complete({ messages: ask('tell me') });
    const stream = await streamed({ messages: ask('tell me') });
    expect(stream.content).toBe(whole.choices[0]?.message.content);
    expect(stream.content).toBe(text);
    expect(stream.chunks.filter((chunk) => chunk.choices[0]?.delta.content).length).toBeGreaterThan(5);
    expect(stream.chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    expect(stream.finishReason).toBe('stop');
  });

  it('streams the default echo identically too', async () => {
    const whole = await complete({ messages: ask('same words both ways') });
    const stream = await streamed({ messages: ask('same words both ways') });
    expect(stream.content).toBe(whole.choices[0]?.message.content);
  });

  it('sends a final usage chunk only when stream_options.include_usage is set', async () => {
    const withUsage = await streamed({
      messages: ask('one two three'),
      stream_options: { include_usage: true },
    });
    const last = withUsage.chunks.at(-1);
    expect(last?.choices).toEqual([]);
    expect(last?.usage).toEqual({ prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 });
    const withoutUsage = await streamed({ messages: ask('one two three') });
    expect(withoutUsage.chunks.every((chunk) => chunk.usage === undefined)).toBe(true);
  });

  it('streams tool-call deltas that reassemble into the scripted calls', async () => {
    const args = { query: 'loomflow architecture', filters: { year: 2024, tags: ['a', 'b'] } };
    fake.script(
      fakeReply.toolCalls([
        { id: 'call_search', name: 'search_docs', arguments: args },
        { name: 'get_time', arguments: '{}' },
      ]),
    );
    const stream = await streamed({ messages: ask('find it') });
    expect(stream.finishReason).toBe('tool_calls');
    expect(stream.content).toBe('');
    expect(stream.toolCalls).toEqual([
      { id: 'call_search', name: 'search_docs', arguments: JSON.stringify(args) },
      { id: 'call_fake_1', name: 'get_time', arguments: '{}' },
    ]);
    const argumentDeltas = stream.chunks.filter((chunk) =>
      chunk.choices[0]?.delta.tool_calls?.some((call) => call.index === 0 && call.function.arguments),
    );
    expect(argumentDeltas.length).toBeGreaterThan(1);
  });
});
