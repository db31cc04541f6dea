import { PromptTemplate } from '@langchain/core/prompts';
import { fakeReply, startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeChatModel, initContext, runComponent } from '../../agents/test-support/chatflow-harness.ts';
import { llmChainComponent } from '../../chains/runtime/llm-chain.component.ts';
import { advancedStructuredOutputParser } from '../advanced-structured-output-parser.node.ts';
import { advancedStructuredOutputParserComponent } from './output-parser.components.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

function parserOf(inputs: Record<string, unknown>): Promise<unknown> {
  return Promise.resolve().then(() => advancedStructuredOutputParserComponent.init(initContext(inputs)));
}

/** An LLM Chain with the parser, as a chatflow runs it against the fake model. */
async function runChain(outputParser: unknown) {
  return runComponent(llmChainComponent, {
    model: await fakeChatModel(fake),
    prompt: PromptTemplate.fromTemplate('Describe the movie {question}.'),
    outputParser,
  });
}

function promptSent(): string {
  const content = fake.chatRequests()[0]?.messages[0]?.content;
  return typeof content === 'string' ? content : JSON.stringify(content);
}

const defaultSchema = advancedStructuredOutputParser.inputs[1].default;

describe('Advanced Structured Output Parser through the LLM Chain', () => {
  it("reads Flowise's default Zod schema (without running it) and answers the validated object", async () => {
    fake.script(
      fakeReply.toolCall('extract', {
        title: 'Alien',
        yearOfRelease: 1979,
        genres: ['Horror', 'Science Fiction'],
        shortDescription: 'In space.',
      }),
    );
    const parser = await parserOf({ exampleJson: defaultSchema });
    const { answer } = await runChain(parser);
    expect(answer.json).toEqual({
      title: 'Alien',
      yearOfRelease: 1979,
      genres: ['Horror', 'Science Fiction'],
      shortDescription: 'In space.',
    });
    // A schema OpenAI's strict mode refuses goes as a forced tool call, enum and bounds included.
    const request = fake.chatRequests()[0];
    expect(request?.tool_choice).toEqual({ type: 'function', function: { name: 'extract' } });
    expect(JSON.stringify(request?.tools)).toContain(
      '"genres":{"maxItems":2,"type":"array","items":{"type":"string","enum":["Action"',
    );
    expect(promptSent()).toBe('Describe the movie hello.');
  });

  it('fails on an answer that breaks the schema, and with Autofix asks the model once to correct it', async () => {
    fake.script('{"title": "Alien", "yearOfRelease": 1979.5, "genres": [], "shortDescription": "x"}');
    const strict = await parserOf({ exampleJson: defaultSchema });
    await expect(runChain(strict)).rejects.toThrow(
      /does not match the schema \(yearOfRelease: .*expected int/,
    );
    fake.reset();
    fake.script(
      '{"title": "Alien", "genres": ["Drama"]}',
      '{"title": "Alien", "yearOfRelease": 1979, "genres": ["Drama"], "shortDescription": "x"}',
    );
    const fixing = await parserOf({ exampleJson: defaultSchema, autofixParser: true });
    const { answer } = await runChain(fixing);
    expect(answer.json).toMatchObject({ yearOfRelease: 1979 });
    expect(fake.chatRequests()).toHaveLength(2);
  });

  it('takes a JSON Schema, optional and described fields included', async () => {
    fake.script('{"city": "Paris"}');
    const parser = await parserOf({
      exampleJson: JSON.stringify({
        type: 'object',
        properties: { city: { type: 'string', description: 'the city' }, rank: { type: 'integer' } },
        required: ['city'],
      }),
    });
    const { answer } = await runChain(parser);
    expect(answer.json).toEqual({ city: 'Paris' });
    expect(JSON.stringify(fake.chatRequests()[0]?.tools)).toContain(
      '"city":{"type":"string","description":"the city"}',
    );
  });

  it('reads optional, nullable, describe, min and nested objects and arrays of the Zod subset', async () => {
    fake.script('{"items": [{"name": "tea", "note": null}], "count": 1}');
    const parser = await parserOf({
      exampleJson: `z.object({
        items: z.array(z.object({ name: z.string().min(1), note: z.string().nullable(), }),),
        /* how many */ count: z.number().min(0).describe('how many items'),
        extra: z.boolean().optional(),
      })`,
    });
    const { answer } = await runChain(parser);
    expect(answer.json).toEqual({ items: [{ name: 'tea', note: null }], count: 1 });
  });

  it('refuses code outside the Zod subset with the position and what it accepts', async () => {
    await expect(parserOf({ exampleJson: 'z.object({ a: process.exit(1) })' })).rejects.toThrow(
      /the Zod schema cannot be read: a schema starts with "z\." .*write z\.object/,
    );
    await expect(parserOf({ exampleJson: 'z.object({ a: z.string().regex(/x/) })' })).rejects.toThrow(
      /unexpected "\/" at character 32/,
    );
    await expect(parserOf({ exampleJson: 'z.date()' })).rejects.toThrow('z.date() is not supported');
    await expect(parserOf({ exampleJson: 'z.object({}); fetch("x")' })).rejects.toThrow('unexpected ";"');
    await expect(parserOf({ exampleJson: '{"type": "thing"}' })).rejects.toThrow(
      'the JSON Schema cannot be used',
    );
    await expect(parserOf({ exampleJson: ' ' })).rejects.toThrow('Example JSON is empty');
    expect(fake.chatRequests()).toHaveLength(0);
  });
});
