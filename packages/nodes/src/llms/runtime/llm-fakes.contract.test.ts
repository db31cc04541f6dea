import type { BaseLLM } from '@langchain/core/language_models/llms';
import { Ollama } from '@langchain/ollama';
import {
  startFakeCohere,
  startFakeOllama,
  startFakeReplicate,
  type FakeCohere,
  type FakeOllama,
  type FakeReplicate,
} from '@loomflow/testkit/fake-providers';
import Replicate from 'replicate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatModelConfig } from '../../chat-models/runtime/chat-model-config.ts';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import { completionsBuilder } from './completions.builder.ts';
import type { LlmBuildRequest } from './llm-builder.ts';
import { LlmUsageCollector } from './llm-usage.ts';
import { buildOllamaLlm } from './ollama-llm.builder.ts';
import { buildReplicateLlm } from './replicate-llm.builder.ts';
import { buildCohereLlm } from './chat-backed.builders.ts';

const TOKEN = 'r8_fake_token';
let replicate: FakeReplicate;
let ollama: FakeOllama;
let cohere: FakeCohere;

beforeAll(async () => {
  [replicate, ollama, cohere] = await Promise.all([
    startFakeReplicate({ token: TOKEN }),
    startFakeOllama(),
    startFakeCohere(),
  ]);
});
afterAll(async () => {
  await Promise.all([replicate.close(), ollama.close(), cohere.close()]);
});
beforeEach(() => {
  replicate.reset();
  ollama.reset();
  cohere.reset();
});

const credentials: CredentialReader = {
  read: () =>
    Promise.resolve({ replicateApiKey: TOKEN, openAIApiKey: 'sk-test', cohereApiKey: 'co-test-key' }),
};
/** Build options with every address allowed and the process's fetch (the server lends its guarded one). */
const options = { checkBaseUrl: () => Promise.resolve() };

/** What a builder is asked for a node with these inputs. */
const buildRequest = (
  label: string,
  inputs: Record<string, unknown>,
  streaming: boolean,
  fetch?: typeof globalThis.fetch,
): LlmBuildRequest => ({
  inputs,
  config: new ChatModelConfig(label, inputs),
  credentials,
  streaming,
  options: fetch ? { ...options, fetch } : options,
});

/** The streamed text pieces of a model (the empty one carrying usage left out) and the usage it reported. */
async function streamed(model: BaseLLM, prompt: string): Promise<{ pieces: string[]; usage: unknown }> {
  const collector = new LlmUsageCollector();
  const pieces: string[] = [];
  for await (const piece of await model.stream(prompt, { callbacks: [collector] }))
    if (piece !== '') pieces.push(piece);
  return { pieces, usage: collector.usage };
}

describe('the fake Replicate and the replicate SDK', () => {
  const client = () => new Replicate({ auth: TOKEN, baseUrl: replicate.apiBase, useFileOutput: false });

  it('runs an official model with Prefer: wait: one create answered with the output', async () => {
    const output: unknown = await client().run('meta/meta-llama-3-8b-instruct', {
      input: { prompt: 'Hi there', max_length: 5 },
    });
    expect(output).toEqual(['Echo: ', 'Hi ', 'there']);
    expect(replicate.calls()).toEqual([
      expect.objectContaining({
        kind: 'create',
        model: 'meta/meta-llama-3-8b-instruct',
        prefer: 'wait',
        token: TOKEN,
        input: { prompt: 'Hi there', max_length: 5 },
      }),
    ]);
  });

  it('polls a prediction by version until it succeeds', async () => {
    const slow = await startFakeReplicate({ token: TOKEN, pollsBeforeDone: 2 });
    try {
      const sdk = new Replicate({ auth: TOKEN, baseUrl: slow.apiBase, useFileOutput: false });
      const output: unknown = await sdk.run(
        'owner/model:5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa',
        {
          input: { prompt: 'Hello' },
          wait: { mode: 'poll', interval: 10 },
        },
      );
      expect(output).toEqual(['Echo: ', 'Hello']);
      const kinds = slow.calls().map((call) => call.kind);
      expect(kinds).toEqual(['create', 'get', 'get', 'get']);
      expect(slow.calls()[0]?.version).toBe(
        '5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa',
      );
    } finally {
      await slow.close();
    }
  });

  it('streams output events from the prediction stream URL, then done', async () => {
    const events: string[] = [];
    for await (const event of client().stream('meta/meta-llama-3-8b-instruct', {
      input: { prompt: 'One two' },
    }))
      events.push(`${event.event}:${event.data}`);
    expect(events).toEqual(['output:Echo: ', 'output:One ', 'output:two', 'done:{}']);
  });

  it('refuses a wrong token (401) and a prediction without a prompt (422)', async () => {
    const stranger = new Replicate({ auth: 'r8_wrong', baseUrl: replicate.apiBase });
    await expect(stranger.run('meta/meta-llama-3-8b-instruct', { input: { prompt: 'x' } })).rejects.toThrow(
      /401/,
    );
    await expect(client().run('meta/meta-llama-3-8b-instruct', { input: { text: 'x' } })).rejects.toThrow(
      /422.*prompt is required/,
    );
  });
});

describe('the Replicate LLM node against the fake', () => {
  const build = (streaming: boolean, inputs: Record<string, unknown> = {}) =>
    buildReplicateLlm(
      buildRequest(
        'Replicate',
        {
          model: 'meta/meta-llama-3-8b-instruct',
          basepath: replicate.apiBase,
          credential: 'cred-1',
          ...inputs,
        },
        streaming,
      ),
    );

  it("sends the prompt with Flowise's inputs (max tokens as max_length, additional inputs) and reads the usage", async () => {
    const model = await build(false, { maxTokens: 64, temperature: 0.3, additionalInputs: { top_k: 5 } });
    const { pieces, usage } = await streamed(model, 'Tell me');
    expect(pieces).toEqual(['Echo: Tell me']);
    expect(usage).toEqual({ inputTokens: 2, outputTokens: 3, totalTokens: 5 });
    expect(replicate.calls()[0]?.input).toEqual({
      prompt: 'Tell me',
      max_length: 64,
      temperature: 0.3,
      top_k: 5,
    });
  });

  it('streams piece by piece from the stream URL, its usage read once the prediction ended', async () => {
    const { pieces, usage } = await streamed(await build(true), 'Tell me');
    expect(pieces).toEqual(['Echo: ', 'Tell ', 'me']);
    expect(usage).toEqual({ inputTokens: 2, outputTokens: 3, totalTokens: 5 });
    expect(replicate.calls().map((call) => call.kind)).toEqual(['create', 'stream', 'get']);
  });

  it('fails naming the prediction and its error when the model fails', async () => {
    replicate.failNext('CUDA out of memory');
    await expect((await build(false)).invoke('Hi')).rejects.toThrow(/ended failed: CUDA out of memory/);
  });

  it('refuses a model that is not owner/name[:version]', async () => {
    await expect(build(false, { model: 'just-a-name' })).rejects.toThrow(
      'Replicate: "just-a-name" is not a Replicate model; write owner/name or owner/name:version',
    );
  });
});

describe('the fake Ollama /api/generate and the Ollama LLM', () => {
  it('answers NDJSON lines, the last one done with the token counts', async () => {
    const response = await fetch(`${ollama.url}/api/generate`, {
      method: 'POST',
      body: JSON.stringify({ model: 'llama3', prompt: 'Why sky', options: { num_predict: 2 } }),
    });
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line): unknown => JSON.parse(line));
    expect(lines).toEqual([
      { model: 'llama3', created_at: expect.any(String), response: 'Echo: ', done: false },
      { model: 'llama3', created_at: expect.any(String), response: 'Why ', done: false },
      expect.objectContaining({
        response: '',
        done: true,
        done_reason: 'length',
        prompt_eval_count: 2,
        eval_count: 2,
      }),
    ]);
  });

  it("LangChain's Ollama LLM streams the fake's answer, stopping at a stop word", async () => {
    const model = new Ollama({ baseUrl: ollama.url, model: 'llama3', stop: ['blue'] });
    const { pieces } = await streamed(model, 'Sky is blue today');
    expect(pieces.join('')).toBe('Echo: Sky is ');
    expect(ollama.generateRequests()[0]).toMatchObject({ prompt: 'Sky is blue today', stream: true });
  });

  it('the node built for a caller that does not stream sends one request with stream false, usage read', async () => {
    const model = await buildOllamaLlm(
      buildRequest('Ollama', { baseUrl: ollama.url, modelName: 'llama3' }, false),
    );
    const { pieces, usage } = await streamed(model, 'Hello there');
    expect(pieces.join('')).toBe('Echo: Hello there');
    expect(usage).toEqual({ inputTokens: 2, outputTokens: 3, totalTokens: 5 });
    expect(ollama.generateRequests().map((body) => body.stream)).toEqual([false]);
  });
});

describe('the completions builder', () => {
  it('refuses an OpenAI chat model in the OpenAI LLM node, naming the node to use', async () => {
    const build = completionsBuilder('openAI');
    await expect(
      build(buildRequest('OpenAI', { modelName: 'gpt-4o-mini', credential: 'cred-1' }, true)),
    ).rejects.toThrow(
      'OpenAI: "gpt-4o-mini" is a chat model, which the completions API does not serve; choose a completions model (e.g. gpt-3.5-turbo-instruct) or use the ChatOpenAI node',
    );
  });
});

describe('the Cohere LLM node (on the chat builder) against the fake Cohere', () => {
  /** The server's fetch, with Cohere's published address answered by the fake. */
  const cohereFetch: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    if (!url.startsWith('https://api.cohere.com')) return Promise.reject(new Error(`${url} is not allowed`));
    return fetch(cohere.url + url.slice('https://api.cohere.com'.length), init);
  };
  const build = (streaming: boolean) =>
    buildCohereLlm(
      buildRequest(
        'Cohere',
        { modelName: 'command-r7b-12-2024', credential: 'cred-1' },
        streaming,
        cohereFetch,
      ),
    );

  it('answers the prompt as one user message, streamed piece by piece with its usage', async () => {
    const { pieces, usage } = await streamed(await build(true), 'Say hello');
    expect(pieces.join('')).toBe('Echo: Say hello');
    expect(pieces.length).toBeGreaterThan(1);
    expect(usage).toMatchObject({ inputTokens: expect.any(Number), outputTokens: expect.any(Number) });
  });

  it('answers in one piece for a caller that does not stream', async () => {
    const { pieces } = await streamed(await build(false), 'Say hello');
    expect(pieces).toEqual(['Echo: Say hello']);
  });
});
