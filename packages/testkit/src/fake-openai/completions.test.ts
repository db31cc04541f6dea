import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FakeOpenAI } from './fake-openai.types.ts';
import { startFakeOpenAI } from './fake-openai.server.ts';
import { readSseData } from './sse.reader.ts';

const KEY = 'sk-completions';

const choiceSchema = z.object({
  text: z.string(),
  index: z.number(),
  logprobs: z.null(),
  finish_reason: z.enum(['stop', 'length']).nullable(),
});
const usageSchema = z.object({
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  total_tokens: z.number(),
});
const completionSchema = z.object({
  id: z.string(),
  object: z.literal('text_completion'),
  created: z.number(),
  model: z.string(),
  choices: z.array(choiceSchema),
  usage: usageSchema.optional(),
});

describe('fake OpenAI: legacy completions (POST /v1/completions)', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: KEY });
  });
  afterAll(() => fake.close());

  const post = (body: unknown, path = '/completions') =>
    fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers a text_completion naming the model, with the usage of prompt and answer', async () => {
    const response = await post({ model: 'gpt-3.5-turbo-instruct', prompt: 'Say hi', max_tokens: 50 });
    expect(response.status).toBe(200);
    const body = completionSchema.parse(await response.json());
    expect(body.model).toBe('gpt-3.5-turbo-instruct');
    expect(body.choices).toEqual([{ text: 'Echo: Say hi', index: 0, logprobs: null, finish_reason: 'stop' }]);
    expect(body.usage).toEqual({ prompt_tokens: 2, completion_tokens: 3, total_tokens: 5 });
  });

  it('stops at max_tokens (16 when absent) with finish reason length, and at a stop sequence', async () => {
    const short = completionSchema.parse(
      await (await post({ model: 'm', prompt: 'one two three four', max_tokens: 2 })).json(),
    );
    expect(short.choices[0]).toMatchObject({ text: 'Echo: one ', finish_reason: 'length' });
    const long = 'w '.repeat(30).trim();
    const unlimited = completionSchema.parse(await (await post({ model: 'm', prompt: long })).json());
    expect(unlimited.usage?.completion_tokens).toBe(16);
    const stopped = completionSchema.parse(
      await (await post({ model: 'm', prompt: 'alpha beta gamma', stop: [' gamma'], max_tokens: 99 })).json(),
    );
    expect(stopped.choices[0]).toMatchObject({ text: 'Echo: alpha beta', finish_reason: 'stop' });
  });

  it('puts the prompt back first with echo, and answers each prompt of a list', async () => {
    const body = completionSchema.parse(
      await (await post({ model: 'm', prompt: ['A ', 'B '], echo: true, max_tokens: 9 })).json(),
    );
    expect(body.choices.map((choice) => choice.text)).toEqual(['A Echo: A ', 'B Echo: B ']);
  });

  it('streams text_completion chunks, the finish reason, then usage when asked, then [DONE]', async () => {
    const response = await post({
      model: 'gpt-3.5-turbo-instruct',
      prompt: 'Say hi',
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 50,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const data = await readSseData(response);
    expect(data.at(-1)).toBe('[DONE]');
    const chunks = data.slice(0, -1).map((payload) => completionSchema.parse(JSON.parse(payload)));
    expect(chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.text)).join('')).toBe(
      'Echo: Say hi',
    );
    expect(chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.finish_reason))).toContain('stop');
    expect(chunks.at(-1)?.choices).toEqual([]);
    expect(chunks.at(-1)?.usage).toEqual({ prompt_tokens: 2, completion_tokens: 3, total_tokens: 5 });
    expect(chunks.every((chunk) => chunk.model === 'gpt-3.5-turbo-instruct')).toBe(true);
  });

  it('refuses a request without a prompt, and serves Azure deployments at /openai/deployments/<d>/completions', async () => {
    const bad = await post({ model: 'm' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('prompt');
    const azure = await fetch(
      `${fake.azureEndpoint}/openai/deployments/instruct/completions?api-version=2024-02-01`,
      {
        method: 'POST',
        headers: { 'api-key': KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'Hi', max_tokens: 5, model: 'instruct' }),
      },
    );
    expect(azure.status).toBe(200);
    expect(completionSchema.parse(await azure.json()).choices[0]?.text).toBe('Echo: Hi');
  });
});
