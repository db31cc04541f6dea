import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  startFakeAnthropic,
  startFakeGemini,
  type FakeAnthropic,
  type FakeGemini,
} from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { modelFlow, run, servicesAt, textsOf } from './test-support/provider-model-runs.ts';

/**
 * What the first-party chat models add over plain chat, run through the engine with the real executors and
 * LangChain providers against the testkit's fakes: Anthropic's extended thinking (shown as thinking, kept out of
 * the answer, recorded as the node's `reasonContent`, and its signed blocks sent back in a tool loop); OpenAI's
 * reasoning effort and reasoning summary (the summary through the Responses API, shown as thinking); Gemini's
 * thinking budget (thoughts shown as thinking) and safety settings (a withheld answer fails the node saying why);
 * the Agent's built-in provider tools (OpenAI through the Responses API, Anthropic server tools, Gemini's).
 */

describe('Anthropic extended thinking through the engine', () => {
  let anthropic: FakeAnthropic;
  beforeAll(async () => {
    anthropic = await startFakeAnthropic();
  });
  afterAll(() => anthropic.close());
  beforeEach(() => {
    anthropic.reset();
  });

  const thinkingConfig = {
    modelName: 'claude-sonnet-4-5',
    extendedThinking: true,
    budgetTokens: '2048',
    maxTokensToSample: '4096',
    temperature: '0.4',
  };

  it.each([true, false])(
    'LLM (streaming %s): the thinking shows as thinking, the answer without it, the node records it',
    async (streaming) => {
      anthropic.script({ type: 'text', text: 'Paris.', thinking: 'The capital of France is Paris.' });
      const { result, events } = await run(
        modelFlow('llm', 'chatAnthropic', thinkingConfig),
        servicesAt(anthropic.url),
        streaming,
        'Capital of France?',
      );
      expect(result.error).toBeUndefined();
      expect(result.text).toBe('Paris.');
      expect(textsOf(events, 'thinking').join('')).toBe('The capital of France is Paris.');
      expect(textsOf(events, 'token').join('')).toBe('Paris.');
      if (streaming) expect(textsOf(events, 'thinking').length).toBeGreaterThan(1);
      const output = result.executionData.find((record) => record.nodeId === 'llmAgentflow_0')?.data.output;
      expect(output).toMatchObject({
        content: 'Paris.',
        reasonContent: { thinking: 'The capital of France is Paris.' },
      });
      const [request] = anthropic.messageRequests();
      expect(request?.thinking).toEqual({ type: 'enabled', budget_tokens: 2048 });
      expect(request?.max_tokens).toBe(4096);
      // Anthropic refuses a temperature other than 1 while the model thinks: the node's is left out.
      expect(request?.temperature).toBeUndefined();
      expect(request?.stream === true).toBe(streaming);
    },
  );

  it.each([true, false])(
    'Agent (streaming %s): a tool call sends the signed thinking back before the tool use',
    async (streaming) => {
      anthropic.script(
        { type: 'toolCall', name: 'calculator', args: { input: '6 * 7' }, thinking: 'I should multiply.' },
        { type: 'text', text: 'It is 42.', thinking: 'The tool said 42.' },
      );
      const { result, events } = await run(
        modelFlow('agent', 'chatAnthropic', thinkingConfig),
        servicesAt(anthropic.url),
        streaming,
        'What is 6 times 7?',
      );
      expect(result.error).toBeUndefined();
      expect(result.text).toBe('It is 42.');
      expect(textsOf(events, 'thinking').join('')).toBe('I should multiply.The tool said 42.');
      const output = result.executionData.find((record) => record.nodeId === 'agentAgentflow_0')?.data.output;
      expect(output).toMatchObject({ reasonContent: { thinking: 'I should multiply.The tool said 42.' } });
      const followUp = anthropic.messageRequests()[1];
      const assistant = (Array.isArray(followUp?.messages) ? followUp.messages : []).find(
        (message: { role?: string }) => message.role === 'assistant',
      ) as { content: { type: string; thinking?: string; signature?: string }[] } | undefined;
      expect(assistant?.content.map((block) => block.type)).toEqual(['thinking', 'tool_use']);
      expect(assistant?.content[0]).toMatchObject({
        thinking: 'I should multiply.',
        signature: expect.any(String),
      });
    },
  );

  it.each([
    { streaming: true, picked: ['web_search_20250305'], used: ['web_search'] },
    {
      streaming: false,
      picked: ['web_search_20250305', 'web_fetch_20250910'],
      used: ['web_search', 'web_fetch'],
    },
  ])(
    'Agent server tools $picked (streaming $streaming): Anthropic runs them, the node records them',
    async ({ streaming, picked, used }) => {
      anthropic.script({ type: 'text', text: 'It rained in Paris.', serverTools: used });
      const { result, events } = await run(
        modelFlow(
          'agent',
          'chatAnthropic',
          { modelName: 'claude-sonnet-4-5' },
          { agentToolsBuiltInAnthropic: picked },
        ),
        servicesAt(anthropic.url),
        streaming,
        'Weather in Paris?',
      );
      expect(result.error).toBeUndefined();
      expect(result.text).toBe('It rained in Paris.');
      expect(textsOf(events, 'token').join('')).toBe('It rained in Paris.');
      expect(result.usedTools.map((tool) => tool.tool)).toEqual(used);
      expect(result.usedTools[0]).toMatchObject({
        toolInput: { query: 'Weather in Paris?' },
        toolOutput: [expect.objectContaining({ type: 'web_search_result', url: expect.any(String) })],
      });
      const [request] = anthropic.messageRequests();
      expect(request?.tools).toEqual(
        expect.arrayContaining(picked.map((type, index) => ({ type, name: used[index] }))),
      );
    },
  );

  it('a budget below the API minimum fails the node with the provider’s reason', async () => {
    const { result } = await run(
      modelFlow('llm', 'chatAnthropic', { ...thinkingConfig, budgetTokens: '500' }),
      servicesAt(anthropic.url),
      false,
      'Hi',
    );
    expect(result.error).toContain('budget_tokens');
    expect(result.error).toContain('1024');
  });
});

describe('OpenAI reasoning effort and summary through the engine', () => {
  let openAI: FakeOpenAI;
  beforeAll(async () => {
    openAI = await startFakeOpenAI();
  });
  afterAll(() => openAI.close());
  beforeEach(() => {
    openAI.reset();
  });

  const bodiesAt = (path: string) =>
    openAI.requests.filter((request) => request.path === path).map((request) => request.body);

  it.each([true, false])(
    'effort alone (streaming %s): a chat completion with reasoning_effort and without the temperature',
    async (streaming) => {
      openAI.script('Blue.');
      const config = {
        modelName: 'gpt-5-mini',
        basepath: openAI.url,
        reasoningEffort: 'low',
        temperature: '0.3',
      };
      const { result } = await run(
        modelFlow('llm', 'chatOpenAI', config),
        servicesAt(openAI.url),
        streaming,
        'Sky?',
      );
      expect(result.error).toBeUndefined();
      expect(result.text).toBe('Blue.');
      const [request] = openAI.chatRequests();
      expect(request?.reasoning_effort).toBe('low');
      expect(request?.temperature).toBeUndefined();
      expect(bodiesAt('/v1/responses')).toEqual([]);
    },
  );

  it.each([true, false])(
    'a summary (streaming %s) goes through the Responses API and shows as thinking',
    async (streaming) => {
      openAI.script({ type: 'text', content: 'Blue.', reasoningSummary: 'Rayleigh scattering.' });
      const config = {
        modelName: 'o4-mini',
        basepath: openAI.url,
        reasoningEffort: 'high',
        reasoningSummary: 'detailed',
      };
      const { result, events } = await run(
        modelFlow('llm', 'chatOpenAI', config),
        servicesAt(openAI.url),
        streaming,
        'Why is the sky blue?',
      );
      expect(result.error).toBeUndefined();
      expect(result.text).toBe('Blue.');
      expect(textsOf(events, 'thinking').join('')).toBe('Rayleigh scattering.');
      expect(textsOf(events, 'token').join('')).toBe('Blue.');
      const output = result.executionData.find((record) => record.nodeId === 'llmAgentflow_0')?.data.output;
      expect(output).toMatchObject({ reasonContent: { thinking: 'Rayleigh scattering.' } });
      expect(bodiesAt('/v1/responses')).toEqual([
        expect.objectContaining({ model: 'o4-mini', reasoning: { effort: 'high', summary: 'detailed' } }),
      ]);
      expect(openAI.chatRequests()).toEqual([]);
    },
  );

  it.each([true, false])(
    'Agent built-in tools (streaming %s): web search and code interpreter offered, the search the model ran recorded',
    async (streaming) => {
      openAI.script({
        type: 'text',
        content: 'It rained in Paris today.',
        builtInTools: ['web_search_preview'],
      });
      const { result, events } = await run(
        modelFlow(
          'agent',
          'chatOpenAI',
          { modelName: 'gpt-4.1-mini', basepath: openAI.url },
          { agentToolsBuiltInOpenAI: '["web_search_preview","code_interpreter"]' },
        ),
        servicesAt(openAI.url),
        streaming,
        'Weather in Paris today?',
      );
      expect(result.error).toBeUndefined();
      expect(result.text).toBe('It rained in Paris today.');
      expect(textsOf(events, 'token').join('')).toBe('It rained in Paris today.');
      expect(result.usedTools).toEqual([
        expect.objectContaining({
          tool: 'web_search_preview',
          toolInput: { type: 'search', query: 'Weather in Paris today?' },
        }),
      ]);
      const [request] = bodiesAt('/v1/responses');
      expect(request).toMatchObject({
        tools: expect.arrayContaining([
          { type: 'web_search_preview' },
          { type: 'code_interpreter', container: { type: 'auto' } },
          expect.objectContaining({ type: 'function', name: 'calculator' }),
        ]),
      });
    },
  );

  it('an Agent with a reasoning summary calls its tool through the Responses API', async () => {
    openAI.script(
      {
        type: 'tool_calls',
        toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }],
        reasoningSummary: 'Multiply.',
      },
      { type: 'text', content: 'It is 42.', reasoningSummary: 'Done.' },
    );
    const config = { modelName: 'o4-mini', basepath: openAI.url, reasoningSummary: 'auto' };
    const { result, events } = await run(
      modelFlow('agent', 'chatOpenAI', config),
      servicesAt(openAI.url),
      true,
      'What is 6 times 7?',
    );
    expect(result.error).toBeUndefined();
    expect(result.text).toBe('It is 42.');
    expect(result.usedTools).toEqual([expect.objectContaining({ tool: 'calculator', toolOutput: '42' })]);
    expect(textsOf(events, 'thinking').join('')).toBe('Multiply.Done.');
    const followUp = JSON.stringify(bodiesAt('/v1/responses')[1]);
    expect(followUp).toContain('"type":"function_call_output"');
  });
});

describe('Gemini thinking budget and safety settings through the engine', () => {
  let gemini: FakeGemini;
  beforeAll(async () => {
    gemini = await startFakeGemini();
  });
  afterAll(() => gemini.close());
  beforeEach(() => {
    gemini.reset();
  });

  const config = (threshold: string) => ({
    modelName: 'gemini-2.5-flash',
    baseUrl: gemini.url,
    thinkingBudget: '1024',
    safetySettings: [
      { harmCategory: 'HARM_CATEGORY_DANGEROUS_CONTENT', harmBlockThreshold: threshold },
      { harmCategory: 'HARM_CATEGORY_HARASSMENT', harmBlockThreshold: 'BLOCK_LOW_AND_ABOVE' },
    ],
  });

  it.each([true, false])(
    'streaming %s: the budget and safety rows reach Gemini, the thoughts show as thinking',
    async (streaming) => {
      gemini.script({ type: 'text', text: 'Hola.', thinking: 'Spanish greeting.' });
      const { result, events } = await run(
        modelFlow('llm', 'chatGoogleGenerativeAI', config('BLOCK_ONLY_HIGH')),
        servicesAt(gemini.url),
        streaming,
        'Hello in Spanish?',
      );
      expect(result.error).toBeUndefined();
      expect(result.text).toBe('Hola.');
      expect(textsOf(events, 'thinking').join('')).toBe('Spanish greeting.');
      expect(textsOf(events, 'token').join('')).toBe('Hola.');
      const output = result.executionData.find((record) => record.nodeId === 'llmAgentflow_0')?.data.output;
      expect(output).toMatchObject({ reasonContent: { thinking: 'Spanish greeting.' } });
      const [request] = gemini.generateRequests();
      expect(request?.stream).toBe(streaming);
      expect(request?.body.generationConfig).toMatchObject({
        thinkingConfig: { thinkingBudget: 1024, includeThoughts: true },
      });
      expect(request?.body.safetySettings).toEqual([
        { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_ONLY_HIGH' },
        { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_LOW_AND_ABOVE' },
      ]);
    },
  );

  it.each([
    { threshold: 'BLOCK_ONLY_HIGH', streaming: true, withheld: true },
    { threshold: 'BLOCK_ONLY_HIGH', streaming: false, withheld: true },
    { threshold: 'BLOCK_NONE', streaming: true, withheld: false },
  ])(
    'an answer rated HIGH in dangerous content with $threshold (streaming $streaming): withheld $withheld',
    async ({ threshold, streaming, withheld }) => {
      gemini.script({
        type: 'text',
        text: 'Here is how.',
        harm: { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH' },
      });
      const { result, events } = await run(
        modelFlow('llm', 'chatGoogleGenerativeAI', config(threshold)),
        servicesAt(gemini.url),
        streaming,
        'How do I do something risky?',
      );
      if (!withheld) {
        expect(result.error).toBeUndefined();
        expect(result.text).toBe('Here is how.');
        return;
      }
      expect(result.state).toBe('ERROR');
      expect(result.error).toContain('Google Gemini gave no answer: it finished with SAFETY');
      expect(result.error).toContain('HARM_CATEGORY_DANGEROUS_CONTENT');
      expect(result.error).toContain('Safety Settings');
      expect(textsOf(events, 'token')).toEqual([]);
      // Refused by a filter: asked once, not retried.
      expect(gemini.generateRequests()).toHaveLength(1);
    },
  );

  it.each([true, false])(
    'Agent built-in tools (streaming %s): Google Search and code execution bound, the code run recorded',
    async (streaming) => {
      gemini.script({ type: 'text', text: 'It printed 42.', serverTools: ['googleSearch', 'codeExecution'] });
      const { result } = await run(
        modelFlow(
          'agent',
          'chatGoogleGenerativeAI',
          { modelName: 'gemini-2.5-flash', baseUrl: gemini.url },
          { agentToolsBuiltInGemini: ['googleSearch', 'codeExecution'] },
        ),
        servicesAt(gemini.url),
        streaming,
        'Print 42',
      );
      expect(result.error).toBeUndefined();
      expect(result.text).toBe('It printed 42.');
      const [request] = gemini.generateRequests();
      expect(request?.body.tools).toEqual(
        expect.arrayContaining([{ googleSearch: {} }, { codeExecution: {} }]),
      );
      const used = result.usedTools.map((tool) => tool.tool);
      expect(used).toContain('codeExecution');
      expect(result.usedTools.find((tool) => tool.tool === 'codeExecution')).toMatchObject({
        toolInput: { code: 'print("Print 42")' },
        toolOutput: { outcome: 'OUTCOME_OK', output: 'Print 42\n' },
      });
      // LangChain keeps the grounding metadata only on a JSON answer.
      if (!streaming)
        expect(result.usedTools).toContainEqual(
          expect.objectContaining({ tool: 'googleSearch', toolInput: { queries: ['Print 42'] } }),
        );
    },
  );

  it('a thinking budget Gemini refuses fails the node with its reason', async () => {
    const { result } = await run(
      modelFlow('llm', 'chatGoogleGenerativeAI', { ...config('BLOCK_NONE'), thinkingBudget: '99999' }),
      servicesAt(gemini.url),
      false,
      'Hi',
    );
    expect(result.error).toContain('thinking_budget');
  });
});
