import { ChatAnthropic } from '@langchain/anthropic';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import { ChatMistralAI } from '@langchain/mistralai';
import { ChatGroq } from '@langchain/groq';
import { ChatOllama } from '@langchain/ollama';
import { RunnableBinding } from '@langchain/core/runnables';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  startFakeAnthropic,
  startFakeGemini,
  startFakeOllama,
  type FakeAnthropic,
  type FakeGemini,
  type FakeOllama,
} from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { llmExecutor } from '../llm/execute.ts';
import { fakeContext, fakeOpenAIModel } from '../test-support/fake-context.ts';
import { PromptOnlyChatModel } from '../test-support/prompt-only-model.ts';
import { nativeStructuredOutput } from './native-structured-output.ts';

let openAI: FakeOpenAI;
let anthropic: FakeAnthropic;
let gemini: FakeGemini;
let ollama: FakeOllama;
beforeAll(async () => {
  [openAI, anthropic, gemini, ollama] = await Promise.all([
    startFakeOpenAI(),
    startFakeAnthropic(),
    startFakeGemini(),
    startFakeOllama(),
  ]);
});
afterAll(async () => {
  await Promise.all([openAI.close(), anthropic.close(), gemini.close(), ollama.close()]);
});
beforeEach(() => {
  openAI.reset();
  anthropic.reset();
  gemini.reset();
  ollama.reset();
});

/** The LLM node's JSON Structured Output grid: a string, a string array, a number, an enum. */
const GRID = [
  { key: 'answer', type: 'string', description: 'The answer' },
  { key: 'tags', type: 'stringArray', description: '' },
  { key: 'score', type: 'number', description: '' },
  { key: 'mood', type: 'enum', enumValues: 'happy, sad', description: '' },
];
/** The schema the grid amounts to (strict: every key required, no other keys). */
const SCHEMA = {
  type: 'object',
  properties: {
    answer: { type: 'string', description: 'The answer' },
    tags: { type: 'array', items: { type: 'string' } },
    score: { type: 'number' },
    mood: { type: 'string', enum: ['happy', 'sad'] },
  },
  required: ['answer', 'tags', 'score', 'mood'],
  additionalProperties: false,
};
/** What the fakes generate from that schema. */
const SAMPLE = { answer: 'sample answer', tags: ['sample tags'], score: 1, mood: 'happy' };

async function runLlm(model: BaseChatModel, grid: readonly Record<string, unknown>[] = GRID) {
  const context = fakeContext({
    model,
    streamsToClient: true,
    inputs: {
      llmModel: 'chatOpenAI',
      llmMessages: [{ role: 'system', content: 'You are terse.' }],
      llmStructuredOutput: grid,
    },
    question: 'Rate this',
  });
  const result = await llmExecutor.execute(context);
  const tokens = context.emissions.flatMap((emission) => (emission.type === 'token' ? [emission.text] : []));
  return { result, tokens };
}

function systemText(messages: unknown): string {
  return JSON.stringify(messages);
}

describe('structured output in the provider’s native mode (agentflow LLM node)', () => {
  it('OpenAI: response_format json_schema, strict, and the parsed object; the JSON is the one token', async () => {
    const { result, tokens } = await runLlm(fakeOpenAIModel(openAI.url));
    const request = openAI.chatRequests()[0];
    expect(request?.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'extract', schema: SCHEMA, strict: true },
    });
    expect(request?.tools).toBeUndefined();
    expect(systemText(request?.messages)).not.toContain('JSON schema');
    expect(result.output.structuredOutput).toEqual(SAMPLE);
    expect(tokens).toEqual([JSON.stringify(SAMPLE, null, 2)]);
  });

  it('OpenAI: a schema strict mode refuses is asked for by a forced tool call', async () => {
    const grid = [
      { key: 'items', type: 'jsonArray', jsonSchema: '{"name": {"type": "string"}}', description: '' },
    ];
    const { result } = await runLlm(fakeOpenAIModel(openAI.url), grid);
    const request = openAI.chatRequests()[0];
    expect(request?.response_format).toBeUndefined();
    expect(request?.tool_choice).toEqual({ type: 'function', function: { name: 'extract' } });
    expect(request?.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'extract',
          description: expect.any(String),
          parameters: {
            type: 'object',
            properties: {
              items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
            },
            required: ['items'],
            additionalProperties: false,
          },
        },
      },
    ]);
    expect(result.output.structuredOutput).toEqual({ items: [{ name: 'sample name' }] });
  });

  it('OpenAI: a scripted tool call is the object', async () => {
    openAI.script({
      type: 'tool_calls',
      toolCalls: [{ name: 'extract', arguments: { items: [{ name: 'Ada' }, { name: 'Alan' }] } }],
    });
    const grid = [{ key: 'items', type: 'jsonArray', jsonSchema: '{"name": {"type": "string"}}' }];
    const { result } = await runLlm(fakeOpenAIModel(openAI.url), grid);
    expect(result.output.structuredOutput).toEqual({ items: [{ name: 'Ada' }, { name: 'Alan' }] });
  });

  it('Anthropic: forced tool use (tool_choice {type: tool, name}) streamed, the tool input is the object', async () => {
    const model = new ChatAnthropic({
      model: 'claude-haiku-4-5',
      apiKey: 'sk-ant-test',
      anthropicApiUrl: anthropic.url,
      streaming: true,
      streamUsage: true,
    });
    const { result } = await runLlm(model);
    const request = anthropic.messageRequests()[0];
    expect(request?.stream).toBe(true);
    expect(request?.tool_choice).toEqual({ type: 'tool', name: 'extract' });
    expect(request?.tools).toEqual([
      { name: 'extract', description: expect.any(String), input_schema: SCHEMA },
    ]);
    expect(systemText(request?.system)).not.toContain('JSON schema');
    expect(result.output.structuredOutput).toEqual(SAMPLE);
    expect(result.usage?.totalTokens).toBeGreaterThan(0);
  });

  it('Google Gemini: responseMimeType application/json with the responseSchema', async () => {
    const model = new ChatGoogleGenerativeAI({
      model: 'gemini-2.5-flash',
      apiKey: 'g-test',
      baseUrl: gemini.url,
      streaming: true,
    });
    const { result } = await runLlm(model);
    const request = gemini.generateRequests()[0];
    expect(request?.model).toBe('gemini-2.5-flash');
    expect(request?.body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      responseSchema: {
        type: 'object',
        properties: {
          answer: { type: 'string', description: 'The answer' },
          tags: { type: 'array', items: { type: 'string' } },
          score: { type: 'number' },
          mood: { type: 'string', format: 'enum', enum: ['happy', 'sad'] },
        },
        required: ['answer', 'tags', 'score', 'mood'],
      },
    });
    expect(JSON.stringify(request?.body)).not.toContain('additionalProperties');
    expect(result.output.structuredOutput).toEqual(SAMPLE);
  });

  it('Ollama: format is the JSON schema', async () => {
    const model = new ChatOllama({ model: 'llama3.2', baseUrl: ollama.url, streaming: true });
    const { result } = await runLlm(model);
    const request = ollama.chatRequests()[0];
    expect(request?.format).toEqual(SCHEMA);
    expect(systemText(request?.messages)).not.toContain('JSON schema');
    expect(result.output.structuredOutput).toEqual(SAMPLE);
  });

  it.each([
    ['Mistral', new ChatMistralAI({ model: 'mistral-small-latest', apiKey: 'test' }), 'any'],
    [
      'Groq',
      new ChatGroq({ model: 'llama-3.3-70b-versatile', apiKey: 'test' }),
      { type: 'function', function: { name: 'extract' } },
    ],
  ])('%s: a forced tool call with the schema as the function parameters', async (_name, model, choice) => {
    const native = await nativeStructuredOutput(model, SCHEMA, 'extract');
    expect(native?.method).toBe('toolCall');
    const bound = native?.model;
    expect(bound).toBeInstanceOf(RunnableBinding);
    const config = bound instanceof RunnableBinding ? { ...bound.kwargs, ...bound.config } : {};
    expect(config).toMatchObject({
      tool_choice: choice,
      tools: [{ type: 'function', function: { name: 'extract', parameters: SCHEMA } }],
    });
  });

  it('a model without a native mode is told the schema in the system message and its answer parsed', async () => {
    const model = new PromptOnlyChatModel([
      '```json\n{"answer": "42", "tags": [], "score": 3, "mood": "sad"}\n```',
    ]);
    const { result } = await runLlm(model);
    expect(result.output.structuredOutput).toEqual({ answer: '42', tags: [], score: 3, mood: 'sad' });
    const system = model.calls[0]?.[0];
    expect(system?.type).toBe('system');
    expect(system?.text).toContain('You are terse.');
    expect(system?.text).toContain(`It must match this JSON schema:\n${JSON.stringify(SCHEMA)}`);
  });
});
