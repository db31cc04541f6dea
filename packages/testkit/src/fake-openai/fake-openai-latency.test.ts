import { afterEach, describe, expect, it } from 'vitest';
import type { FakeOpenAI, FakeOpenAIOptions } from './fake-openai.types.ts';
import { startFakeOpenAI } from './fake-openai.server.ts';
import { readSseData } from './sse.reader.ts';

let fake: FakeOpenAI | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(options: FakeOpenAIOptions): Promise<FakeOpenAI> {
  fake = await startFakeOpenAI(options);
  return fake;
}

function chat(server: FakeOpenAI, body: Record<string, unknown>, signal?: AbortSignal): Promise<Response> {
  return fetch(`${server.url}/chat/completions`, {
    method: 'POST',
    headers: { authorization: 'Bearer test-key', 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'a b c d e' }],
      ...body,
    }),
    signal,
  });
}

describe('latency options', () => {
  it('delays the first byte of a streamed response by firstTokenLatencyMs', async () => {
    const server = await start({ firstTokenLatencyMs: 150 });
    const startedAt = performance.now();
    const response = await chat(server, { stream: true });
    const reader = response.body!.getReader();
    const first = await reader.read();
    const elapsed = performance.now() - startedAt;
    expect(first.done).toBe(false);
    expect(elapsed).toBeGreaterThanOrEqual(150);
    await reader.cancel();
  });

  it('delays a non-streamed response too, and a per-reply latency overrides the server option', async () => {
    const server = await start({ firstTokenLatencyMs: 0 });
    server.script({ type: 'text', content: 'slow', firstTokenLatencyMs: 120 });
    const startedAt = performance.now();
    const response = await chat(server, {});
    await response.json();
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(120);
  });

  it('spaces streamed tokens by perTokenLatencyMs', async () => {
    const server = await start({ perTokenLatencyMs: 25 });
    const startedAt = performance.now();
    const payloads = await readSseData(await chat(server, { stream: true }));
    // "Echo: a b c d e" is six tokens, so five gaps.
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(5 * 25);
    expect(payloads.at(-1)).toBe('[DONE]');
  });

  it('survives a client that disconnects while waiting', async () => {
    const server = await start({ firstTokenLatencyMs: 5_000 });
    const controller = new AbortController();
    const pending = chat(server, { stream: true }, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(pending).rejects.toThrow();
    server.script({ type: 'text', content: 'fast', firstTokenLatencyMs: 0 });
    const response = await chat(server, {});
    expect(await response.json()).toMatchObject({ choices: [{ message: { content: 'fast' } }] });
  });
});
