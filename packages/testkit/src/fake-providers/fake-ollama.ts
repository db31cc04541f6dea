import { isRecord } from '@loomflow/core';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { FIXED_CREATED_AT } from '../fake-openai/server.state.ts';
import { sampleFromSchema } from '../fake-openai/schema-sample.ts';
import { countTokens, splitIntoTokens } from '../fake-openai/text-tokens.util.ts';
import { startLoopbackServer } from './loopback-server.ts';
import { sendGenerate } from './ollama-generate.ts';
import { ProviderScript, type ProviderReply } from './provider-script.ts';

/**
 * A fake of Ollama's `POST /api/chat` and `POST /api/generate` (NDJSON stream or one JSON object) that records
 * what it received.
 */
export interface FakeOllama {
  /** Base URL for clients (`baseUrl`). */
  readonly url: string;
  /** Bodies of the `/api/chat` requests, oldest first. */
  chatRequests(): Readonly<Record<string, unknown>>[];
  /** Bodies of the `/api/generate` requests, oldest first. */
  generateRequests(): Readonly<Record<string, unknown>>[];
  /** Queue replies; unscripted requests answer JSON generated from a `format` schema (`{}` for "json"), or an echo. */
  script(...replies: (ProviderReply | string)[]): void;
  reset(): void;
  close(): Promise<void>;
}

function lastUserText(body: Readonly<Record<string, unknown>>): string {
  const messages = Array.isArray(body.messages) ? body.messages.filter(isRecord) : [];
  const last = messages.filter((message) => message.role === 'user').at(-1);
  return typeof last?.content === 'string' ? last.content : '';
}

function defaultReply(body: Readonly<Record<string, unknown>>): ProviderReply {
  if (isRecord(body.format)) return { type: 'text', text: JSON.stringify(sampleFromSchema(body.format)) };
  if (body.format === 'json') return { type: 'text', text: '{}' };
  return { type: 'text', text: `Echo: ${lastUserText(body)}` };
}

function send(out: ServerResponse, body: Readonly<Record<string, unknown>>, reply: ProviderReply): void {
  const model = typeof body.model === 'string' ? body.model : 'llama3';
  const created_at = new Date(FIXED_CREATED_AT * 1000).toISOString();
  const text = reply.type === 'text' ? reply.text : '';
  const toolCalls =
    reply.type === 'toolCall' ? [{ function: { name: reply.name, arguments: reply.args } }] : undefined;
  const generated = reply.type === 'text' ? reply.text : JSON.stringify(reply.args);
  const done = {
    model,
    created_at,
    done: true,
    done_reason: 'stop',
    total_duration: 1000,
    load_duration: 0,
    prompt_eval_count: countTokens(JSON.stringify(body.messages ?? [])),
    prompt_eval_duration: 1,
    eval_count: countTokens(generated),
    eval_duration: 1,
  };
  if (body.stream === false) {
    const message = { role: 'assistant', content: text, ...(toolCalls ? { tool_calls: toolCalls } : {}) };
    sendJson(out, 200, { ...done, message });
    return;
  }
  out.writeHead(200, { 'content-type': 'application/x-ndjson' });
  for (const token of splitIntoTokens(text)) {
    out.write(
      `${JSON.stringify({ model, created_at, message: { role: 'assistant', content: token }, done: false })}\n`,
    );
  }
  if (toolCalls) {
    const message = { role: 'assistant', content: '', tool_calls: toolCalls };
    out.write(`${JSON.stringify({ model, created_at, message, done: false })}\n`);
  }
  out.end(`${JSON.stringify({ ...done, message: { role: 'assistant', content: '' } })}\n`);
}

/** Starts the Ollama fake on 127.0.0.1 (an ephemeral port). */
export async function startFakeOllama(): Promise<FakeOllama> {
  const script = new ProviderScript();
  const server = await startLoopbackServer('Ollama', (request, out) => {
    if (request.method === 'POST' && request.path === '/api/generate') {
      if (!isRecord(request.body) || typeof request.body.model !== 'string') {
        sendJson(out, 400, { error: 'model is required' });
        return Promise.resolve(true);
      }
      sendGenerate(out, request.body, script.take());
      return Promise.resolve(true);
    }
    if (request.method !== 'POST' || request.path !== '/api/chat') return Promise.resolve(false);
    const body = request.body;
    if (!isRecord(body) || typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      sendJson(out, 400, { error: 'model and messages are required' });
      return Promise.resolve(true);
    }
    send(out, body, script.take() ?? defaultReply(body));
    return Promise.resolve(true);
  });
  return {
    url: server.url,
    chatRequests: () =>
      server.requests
        .filter((request) => request.path === '/api/chat')
        .flatMap((request) => (isRecord(request.body) ? [request.body] : [])),
    generateRequests: () =>
      server.requests
        .filter((request) => request.path === '/api/generate')
        .flatMap((request) => (isRecord(request.body) ? [request.body] : [])),
    script: (...replies) => {
      script.add(replies);
    },
    reset() {
      server.reset();
      script.clear();
    },
    close: () => server.close(),
  };
}
