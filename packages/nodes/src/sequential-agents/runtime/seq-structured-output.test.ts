import { ChatAnthropic } from '@langchain/anthropic';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage } from '@langchain/core/messages';
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  startFakeAnthropic,
  startFakeGemini,
  type FakeAnthropic,
  type FakeGemini,
} from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeOpenAIModel } from '../../agentflow/test-support/fake-context.ts';
import { PromptOnlyChatModel } from '../../agentflow/test-support/prompt-only-model.ts';
import type { RuntimeServices } from '../../runtime/node-executor.ts';
import { runSeqConditionAgent } from './seq-condition-agent.execute.ts';
import { runSeqLlmNode } from './seq-llm-node.execute.ts';
import type { SeqNodeContext } from './seq-node-context.ts';

let openAI: FakeOpenAI;
let anthropic: FakeAnthropic;
let gemini: FakeGemini;
beforeAll(async () => {
  [openAI, anthropic, gemini] = await Promise.all([
    startFakeOpenAI(),
    startFakeAnthropic(),
    startFakeGemini(),
  ]);
});
afterAll(async () => {
  await Promise.all([openAI.close(), anthropic.close(), gemini.close()]);
});
beforeEach(() => {
  openAI.reset();
  anthropic.reset();
  gemini.reset();
});

/** Agentflow v1's JSON Structured Output grid (its own type names). */
const GRID = [
  { key: 'category', type: 'Enum', enumValues: 'billing, support', description: 'The team' },
  { key: 'urgent', type: 'Boolean', description: '' },
];
const SCHEMA = {
  type: 'object',
  properties: {
    category: { type: 'string', enum: ['billing', 'support'], description: 'The team' },
    urgent: { type: 'boolean' },
  },
  required: ['category', 'urgent'],
  additionalProperties: false,
};

function context(
  model: BaseChatModel,
  inputs: Record<string, unknown>,
  tokens: string[] = [],
): SeqNodeContext {
  return {
    nodeId: 'seqLLMNode_0',
    nodeName: 'Triage',
    inputs: { systemMessagePrompt: 'Sort the request.', ...inputs },
    model,
    tools: [],
    messages: [new HumanMessage('I was charged twice')],
    state: {},
    flow: { sessionId: 's', chatId: 'c', chatflowId: 'f', input: 'I was charged twice' },
    vars: {},
    services: {} as RuntimeServices,
    signal: new AbortController().signal,
    emitToken: (text) => tokens.push(text),
  };
}

describe('agentflow v1 structured output in the provider’s native mode', () => {
  it('LLM Node on OpenAI: response_format json_schema strict; $flow.output keys and the JSON as the one token', async () => {
    const tokens: string[] = [];
    const outcome = await runSeqLlmNode(
      context(fakeOpenAIModel(openAI.url), { llmStructuredOutput: GRID }, tokens),
    );
    expect(openAI.chatRequests()[0]?.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'extract', schema: SCHEMA, strict: true },
    });
    expect(outcome.output).toMatchObject({ category: 'billing', urgent: true });
    expect(tokens).toEqual(['{"category":"billing","urgent":true}']);
    expect(outcome.messages[0]?.content).toBe('{"category":"billing","urgent":true}');
  });

  it('LLM Node on Anthropic: forced tool use, and the tool call stays out of the conversation', async () => {
    anthropic.script({ type: 'toolCall', name: 'extract', args: { category: 'support', urgent: false } });
    const model = new ChatAnthropic({
      model: 'claude-haiku-4-5',
      apiKey: 'k',
      anthropicApiUrl: anthropic.url,
      streaming: true,
    });
    const outcome = await runSeqLlmNode(context(model, { llmStructuredOutput: GRID }));
    const request = anthropic.messageRequests()[0];
    expect(request?.tool_choice).toEqual({ type: 'tool', name: 'extract' });
    expect(request?.tools).toEqual([
      { name: 'extract', description: expect.any(String), input_schema: SCHEMA },
    ]);
    expect(outcome.output).toMatchObject({ category: 'support', urgent: false });
    expect(outcome.messages[0]).toMatchObject({ tool_calls: [] });
  });

  it('Condition Agent on Gemini: responseSchema, and the condition reads $flow.output', async () => {
    const model = new ChatGoogleGenerativeAI({ model: 'gemini-2.5-flash', apiKey: 'k', baseUrl: gemini.url });
    const outcome = await runSeqConditionAgent(
      context(model, {
        conditionAgentStructuredOutput: GRID,
        conditionUI: JSON.stringify([
          { variable: '$flow.output.category', operation: 'Is', value: 'billing', output: 'Billing' },
        ]),
      }),
    );
    expect(gemini.generateRequests()[0]?.body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      responseSchema: { type: 'object', required: ['category', 'urgent'] },
    });
    expect(outcome.route).toBe('Billing');
  });

  it('a model without a native mode is told the schema in a system message and its answer parsed', async () => {
    const model = new PromptOnlyChatModel(['{"category": "support", "urgent": true}']);
    const outcome = await runSeqLlmNode(context(model, { llmStructuredOutput: GRID }));
    expect(outcome.output).toMatchObject({ category: 'support', urgent: true });
    expect(model.calls[0]?.at(-1)?.text).toContain(
      `It must match this JSON schema:\n${JSON.stringify(SCHEMA)}`,
    );
  });
});
