import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FakeOpenAI } from './fake-openai.types.ts';
import { startFakeOpenAI } from './fake-openai.server.ts';
import { sampleFromSchema } from './schema-sample.ts';
import { readSseData } from './sse.reader.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ requireApiKey: false });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    age: { type: 'integer', minimum: 18 },
    ratio: { type: 'number' },
    ok: { type: 'boolean' },
    colour: { type: 'string', enum: ['red', 'green'] },
    tags: { type: 'array', items: { type: 'string' }, minItems: 2 },
    address: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    note: { anyOf: [{ type: 'null' }, { type: 'string' }] },
    owner: { $ref: '#/$defs/person' },
  },
  required: ['name'],
  $defs: { person: { type: 'object', properties: { id: { type: 'integer' } } } },
};
const SAMPLE = {
  name: 'sample name',
  age: 18,
  ratio: 1,
  ok: true,
  colour: 'red',
  tags: ['sample tags', 'sample tags'],
  address: { city: 'sample city' },
  note: 'sample note',
  owner: { id: 1 },
};

function post(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hi' }], ...body }),
  });
}

const toolCallSchema = z.object({
  function: z.object({ name: z.string().optional(), arguments: z.string().optional() }),
});
const chunkSchema = z.object({
  choices: z.array(
    z.object({
      delta: z.object({
        content: z.string().nullish(),
        tool_calls: z.array(toolCallSchema).optional(),
      }),
    }),
  ),
});
const completionSchema = z.object({
  choices: z.array(
    z.object({
      finish_reason: z.string(),
      message: z.object({
        content: z.string().nullable(),
        tool_calls: z
          .array(z.object({ function: z.object({ name: z.string(), arguments: z.string() }) }))
          .optional(),
      }),
    }),
  ),
});

async function completion(response: Response) {
  const body = completionSchema.parse(await response.json()).choices[0];
  if (!body) throw new Error('no choice');
  return body;
}

/** The streamed chunks' content and tool call arguments, concatenated. */
async function streamed(response: Response): Promise<{ content: string; args: string; name: string }> {
  const payloads = (await readSseData(response)).filter((payload) => payload !== '[DONE]');
  let content = '';
  let args = '';
  let name = '';
  for (const payload of payloads) {
    const delta = chunkSchema.parse(JSON.parse(payload)).choices[0]?.delta;
    content += delta?.content ?? '';
    for (const call of delta?.tool_calls ?? []) {
      name += call.function.name ?? '';
      args += call.function.arguments ?? '';
    }
  }
  return { content, args, name };
}

const jsonSchemaFormat = {
  type: 'json_schema',
  json_schema: { name: 'person', schema: SCHEMA, strict: false },
};
const forcedTool = {
  tools: [{ type: 'function', function: { name: 'person', parameters: SCHEMA } }],
  tool_choice: { type: 'function', function: { name: 'person' } },
};

describe('fake OpenAI: structured output without a script', () => {
  it('generates a value of every JSON schema type deterministically', () => {
    expect(sampleFromSchema(SCHEMA)).toEqual(SAMPLE);
    expect(sampleFromSchema({ type: 'OBJECT', properties: { n: { type: 'NUMBER' } } })).toEqual({ n: 1 });
  });

  it('answers response_format json_schema with JSON of the schema, streamed and not', async () => {
    const whole = await completion(await post({ response_format: jsonSchemaFormat }));
    expect(JSON.parse(whole.message.content ?? '')).toEqual(SAMPLE);
    const parts = await streamed(await post({ response_format: jsonSchemaFormat, stream: true }));
    expect(JSON.parse(parts.content)).toEqual(SAMPLE);
    expect(fake.chatRequests()[0]?.response_format).toEqual(jsonSchemaFormat);
  });

  it('answers a forced tool call with arguments of its parameters, streamed and not', async () => {
    const whole = await completion(await post(forcedTool));
    const call = whole.message.tool_calls?.[0];
    expect(whole.finish_reason).toBe('tool_calls');
    expect(call?.function.name).toBe('person');
    expect(JSON.parse(call?.function.arguments ?? '')).toEqual(SAMPLE);
    const parts = await streamed(await post({ ...forcedTool, stream: true }));
    expect(parts.name).toBe('person');
    expect(JSON.parse(parts.args)).toEqual(SAMPLE);
  });

  it('still echoes a request that offers tools without forcing one', async () => {
    const whole = await completion(await post({ tools: forcedTool.tools, tool_choice: 'auto' }));
    expect(whole.message.content).toBe('Echo: Hi');
  });
});
