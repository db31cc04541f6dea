import { getEventListeners } from 'node:events';
import { ChatAnthropic } from '@langchain/anthropic';
import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import { AIMessage, AIMessageChunk } from '@langchain/core/messages';
import { IterableReadableStream } from '@langchain/core/utils/stream';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  startFakeAnthropic,
  startFakeGemini,
  startFakeOllama,
  type FakeAnthropic,
  type FakeGemini,
  type FakeOllama,
} from '@loomflow/testkit/fake-providers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OfflineTokenCompletions } from '../../chat-models/runtime/offline-token-completions.ts';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type { NodeEmission } from '../../runtime/node-executor.ts';
import { answerOnce } from './model-call.ts';

const USAGE = { input_tokens: 5, output_tokens: 3, total_tokens: 8 };

/** A model that answers `stream` in chunks and `invoke` in one message, counting the calls of each. */
function scriptedModel() {
  const calls = { stream: 0, invoke: 0 };
  const model = {
    calls,
    stream(_input: BaseLanguageModelInput) {
      calls.stream += 1;
      async function* chunks() {
        await Promise.resolve();
        yield new AIMessageChunk('Hel');
        yield new AIMessageChunk({ content: 'lo', usage_metadata: USAGE });
      }
      return Promise.resolve(IterableReadableStream.fromAsyncGenerator(chunks()));
    },
    invoke(_input: BaseLanguageModelInput) {
      calls.invoke += 1;
      const message = new AIMessage({
        content: 'Hello',
        tool_calls: [{ id: 'call_1', name: 'calculator', args: { input: '1 + 1' } }],
        usage_metadata: USAGE,
      });
      // LangChain's chat models answer `invoke` with a whole message (typed as a chunk).
      return Promise.resolve(message as unknown as AIMessageChunk);
    },
  };
  return model;
}

function modeOf(callerStreams: boolean) {
  const emissions: NodeEmission[] = [];
  return {
    emissions,
    context: {
      signal: new AbortController().signal,
      callerStreams,
      emit: (emission: NodeEmission) => emissions.push(emission),
    },
  };
}

describe('answerOnce', () => {
  it('streams for a streaming caller: tokens as they come, usage from the last chunk', async () => {
    const model = scriptedModel();
    const { context, emissions } = modeOf(true);
    const answer = await answerOnce(model, 'hi', context, true);
    expect(model.calls).toEqual({ stream: 1, invoke: 0 });
    expect(emissions).toEqual([
      { type: 'token', text: 'Hel' },
      { type: 'token', text: 'lo' },
    ]);
    expect(answer.text).toBe('Hello');
    expect(answer.usage).toEqual({ inputTokens: 5, outputTokens: 3, totalTokens: 8 });
  });

  it('invokes once for a caller that does not stream: the same answer, tool calls and usage kept', async () => {
    const model = scriptedModel();
    const { context, emissions } = modeOf(false);
    const answer = await answerOnce(model, 'hi', context, true);
    expect(model.calls).toEqual({ stream: 0, invoke: 1 });
    expect(emissions).toEqual([{ type: 'token', text: 'Hello' }]);
    expect(answer.text).toBe('Hello');
    expect(answer.usage).toEqual({ inputTokens: 5, outputTokens: 3, totalTokens: 8 });
    expect(AIMessageChunk.isInstance(answer.message)).toBe(true);
    expect(answer.message.tool_calls).toEqual([
      expect.objectContaining({ id: 'call_1', name: 'calculator', args: { input: '1 + 1' } }),
    ]);
  });

  it('sends no token when the node does not answer the client', async () => {
    const { context, emissions } = modeOf(false);
    await answerOnce(scriptedModel(), 'hi', context, false);
    expect(emissions).toEqual([]);
  });
});

describe('answerOnce against the providers, for a caller that does not stream', () => {
  let openAI: FakeOpenAI;
  let anthropic: FakeAnthropic;
  let gemini: FakeGemini;
  let ollama: FakeOllama;
  const provider = createChatModelProvider();
  const credentials = {
    read: () =>
      Promise.resolve({
        openAIApiKey: 'sk-test',
        googleGenerativeAPIKey: 'g-test',
        anthropicApiKey: 'a-test',
        mistralAIAPIKey: 'm-test',
      }),
  };
  const { context } = modeOf(false);

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
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('OpenAI: one request without stream, usage from the JSON answer, no token counted locally', async () => {
    const counted = vi.spyOn(OfflineTokenCompletions.prototype, 'getNumTokens');
    openAI.script({ type: 'text', content: 'Blue.', usage: { promptTokens: 12, completionTokens: 2 } });
    const model = await provider.create(
      {
        modelName: 'chatOpenAI',
        config: { modelName: 'gpt-4o-mini', basepath: openAI.url, FLOWISE_CREDENTIAL_ID: 'c' },
        streaming: false,
      },
      credentials,
    );
    const answer = await answerOnce(model, 'Sky?', context, false);
    expect(answer.text).toBe('Blue.');
    expect(answer.usage).toEqual({ inputTokens: 12, outputTokens: 2, totalTokens: 14 });
    const requests = openAI.chatRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.stream).not.toBe(true);
    expect(requests[0]?.stream_options).toBeUndefined();
    expect(counted).not.toHaveBeenCalled();
  });

  it('Mistral: one chat completion request without stream despite the abort signal', async () => {
    openAI.script({ type: 'text', content: 'Hallo.', usage: { promptTokens: 8, completionTokens: 2 } });
    const model = await provider.create(
      {
        modelName: 'chatMistralAI',
        config: {
          modelName: 'mistral-small-latest',
          // The Mistral SDK adds `/v1/chat/completions`; its wire format is OpenAI's.
          overrideEndpoint: openAI.url.replace(/\/v1$/, ''),
          FLOWISE_CREDENTIAL_ID: 'c',
        },
        streaming: false,
      },
      credentials,
    );
    const before = openAI.chatRequests().length;
    const answer = await answerOnce(model, 'Hello in German?', context, false);
    expect(answer.text).toBe('Hallo.');
    expect(answer.usage).toEqual({ inputTokens: 8, outputTokens: 2, totalTokens: 10 });
    expect(
      openAI
        .chatRequests()
        .slice(before)
        .map((request) => request.stream === true),
    ).toEqual([false]);
  });

  it('Anthropic: one Messages request without stream, usage from the JSON answer', async () => {
    anthropic.script('Bonjour.');
    const model = new ChatAnthropic({
      model: 'claude-haiku-4-5',
      apiKey: 'a-test',
      anthropicApiUrl: anthropic.url,
      streaming: false,
    });
    const answer = await answerOnce(model, 'Hello in French?', context, false);
    expect(answer.text).toBe('Bonjour.');
    const requests = anthropic.messageRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.stream).not.toBe(true);
    expect(answer.usage?.outputTokens).toBeGreaterThan(0);
    expect(answer.usage?.totalTokens).toBe(
      (answer.usage?.inputTokens ?? 0) + (answer.usage?.outputTokens ?? 0),
    );
  });

  it('Gemini: generateContent (not streamGenerateContent), usage from usageMetadata', async () => {
    gemini.script('Hola.');
    const model = await provider.create(
      {
        modelName: 'chatGoogleGenerativeAI',
        config: { modelName: 'gemini-2.5-flash', baseUrl: gemini.url, FLOWISE_CREDENTIAL_ID: 'c' },
        streaming: false,
      },
      credentials,
    );
    const answer = await answerOnce(model, 'Hello in Spanish?', context, false);
    expect(answer.text).toBe('Hola.');
    expect(gemini.generateRequests().map((request) => request.stream)).toEqual([false]);
    expect(answer.usage?.outputTokens).toBeGreaterThan(0);
  });

  it('Ollama: one /api/chat request with stream false, usage from its eval counts', async () => {
    ollama.script('Ciao.');
    const model = await provider.create(
      {
        modelName: 'chatOllama',
        config: { modelName: 'llama3.2', baseUrl: ollama.url },
        streaming: false,
      },
      credentials,
    );
    const answer = await answerOnce(model, 'Hello in Italian?', context, false);
    expect(answer.text).toBe('Ciao.');
    expect(ollama.chatRequests().map((request) => request.stream)).toEqual([false]);
    expect(answer.usage?.outputTokens).toBeGreaterThan(0);
  });
});

describe("model calls and the run's abort signal", () => {
  let openAI: FakeOpenAI;
  const provider = createChatModelProvider();
  const credentials = { read: () => Promise.resolve({ openAIApiKey: 'sk-test' }) };

  beforeAll(async () => {
    openAI = await startFakeOpenAI();
  });
  afterAll(async () => {
    await openAI.close();
  });

  it.each([true, false])(
    'leaves no listener on the run signal after each call (caller streams: %s), however many calls a run makes',
    async (callerStreams) => {
      const run = new AbortController();
      const context = { signal: run.signal, callerStreams, emit: () => undefined };
      const model = await provider.create(
        {
          modelName: 'chatOpenAI',
          config: { modelName: 'gpt-4o-mini', basepath: openAI.url, FLOWISE_CREDENTIAL_ID: 'c' },
          streaming: callerStreams,
        },
        credentials,
      );
      for (let call = 0; call < 12; call += 1) {
        openAI.script({ type: 'text', content: `answer ${String(call)}` });
        const answer = await answerOnce(model, 'Sky?', context, false);
        expect(answer.text).toBe(`answer ${String(call)}`);
      }
      expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
    },
  );

  it('a run aborted during a call ends that call', async () => {
    const run = new AbortController();
    const context = { signal: run.signal, callerStreams: true, emit: () => undefined };
    openAI.script({ type: 'text', content: 'slow answer', firstTokenLatencyMs: 5_000 });
    const model = await provider.create(
      {
        modelName: 'chatOpenAI',
        config: { modelName: 'gpt-4o-mini', basepath: openAI.url, FLOWISE_CREDENTIAL_ID: 'c' },
        streaming: true,
      },
      credentials,
    );
    const call = answerOnce(model, 'Sky?', context, false);
    setTimeout(() => {
      run.abort(new Error('stopped by the user'));
    }, 50);
    await expect(call).rejects.toThrow();
    expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
  });
});
