import { isRecord } from '@loomflow/core';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { embedText } from '../fake-openai/embedding.vector.ts';
import { countTokens, splitIntoTokens } from '../fake-openai/text-tokens.util.ts';
import { startLoopbackServer, type ProviderRequest } from './loopback-server.ts';
import { ProviderScript, type ProviderReply } from './provider-script.ts';
import { bearerOf, documentTexts, rankByWordOverlap } from './rerank-scores.ts';

/**
 * A fake of Cohere's API (api.cohere.com) as the `cohere-ai` SDK that `@langchain/cohere` uses calls it:
 * `POST /v1/chat` (one JSON answer, or with `stream: true` newline-delimited JSON events stream-start,
 * text-generation, tool-calls-generation, stream-end with the whole response and its token counts),
 * `POST /v1/embed` and `/v2/embed` (deterministic vectors, 1024 numbers), `POST /v1/rerank` and `/v2/rerank`
 * (scores by word overlap with the query). Bearer key checked.
 */
export interface FakeCohere {
  /** Base URL, standing for `https://api.cohere.com` (the SDK's `baseUrl`). */
  readonly url: string;
  chatRequests(): Readonly<Record<string, unknown>>[];
  embedRequests(): Readonly<Record<string, unknown>>[];
  rerankRequests(): Readonly<Record<string, unknown>>[];
  /** Queue chat replies; unscripted requests answer `Echo: <message>`. */
  script(...replies: (ProviderReply | string)[]): void;
  reset(): void;
  close(): Promise<void>;
}

const EMBEDDING_DIMENSIONS = 1024;
const API_VERSION = { version: '1' };

function chatResponse(body: Readonly<Record<string, unknown>>, reply: ProviderReply, id: number) {
  const text = reply.type === 'text' ? reply.text : '';
  const toolCalls = reply.type === 'toolCall' ? [{ name: reply.name, parameters: reply.args }] : undefined;
  const inputTokens = countTokens(
    JSON.stringify([
      body.preamble ?? '',
      body.chat_history ?? [],
      body.message ?? '',
      body.tool_results ?? [],
    ]),
  );
  const outputTokens = countTokens(reply.type === 'text' ? text : JSON.stringify(reply.args));
  return {
    response_id: `resp-${String(id)}`,
    text,
    generation_id: `gen-${String(id)}`,
    chat_history: [
      ...(Array.isArray(body.chat_history) ? body.chat_history : []),
      { role: 'USER', message: typeof body.message === 'string' ? body.message : '' },
      { role: 'CHATBOT', message: text, ...(toolCalls ? { tool_calls: toolCalls } : {}) },
    ],
    finish_reason: 'COMPLETE',
    ...(toolCalls ? { tool_calls: toolCalls } : {}),
    meta: {
      api_version: API_VERSION,
      billed_units: { input_tokens: inputTokens, output_tokens: outputTokens },
      tokens: { input_tokens: inputTokens, output_tokens: outputTokens },
    },
  };
}

function sendChat(
  out: ServerResponse,
  body: Readonly<Record<string, unknown>>,
  reply: ProviderReply,
  id: number,
) {
  const response = chatResponse(body, reply, id);
  if (body.stream !== true) {
    sendJson(out, 200, response);
    return;
  }
  out.writeHead(200, { 'content-type': 'application/stream+json' });
  const event = (fields: Readonly<Record<string, unknown>>) => {
    out.write(`${JSON.stringify({ is_finished: false, ...fields })}\n`);
  };
  event({ event_type: 'stream-start', generation_id: response.generation_id });
  for (const token of splitIntoTokens(response.text)) event({ event_type: 'text-generation', text: token });
  if (response.tool_calls)
    event({ event_type: 'tool-calls-generation', text: '', tool_calls: response.tool_calls });
  out.end(
    `${JSON.stringify({ is_finished: true, event_type: 'stream-end', finish_reason: 'COMPLETE', response })}\n`,
  );
}

function sendEmbed(out: ServerResponse, body: Readonly<Record<string, unknown>>, version: 1 | 2) {
  const texts =
    Array.isArray(body.texts) && body.texts.every((text) => typeof text === 'string') ? body.texts : [];
  if (typeof body.model !== 'string' || texts.length === 0) {
    sendJson(out, 400, { message: 'model and texts are required' });
    return;
  }
  if (version === 2 && typeof body.input_type !== 'string') {
    sendJson(out, 400, { message: 'input_type is required' });
    return;
  }
  const vectors = texts.map((text) => embedText(text, EMBEDDING_DIMENSIONS));
  const byType = Array.isArray(body.embedding_types) && body.embedding_types.length > 0;
  sendJson(out, 200, {
    id: 'embed-1',
    ...(version === 2 || byType
      ? { response_type: 'embeddings_by_type', embeddings: { float: vectors } }
      : { response_type: 'embeddings_floats', embeddings: vectors }),
    texts,
    meta: {
      api_version: API_VERSION,
      billed_units: { input_tokens: texts.reduce((sum, text) => sum + countTokens(text), 0) },
    },
  });
}

function sendRerank(out: ServerResponse, body: Readonly<Record<string, unknown>>) {
  const documents = documentTexts(body.documents);
  if (typeof body.model !== 'string' || typeof body.query !== 'string' || !documents) {
    sendJson(out, 400, { message: 'model, query and documents are required' });
    return;
  }
  const topN = typeof body.top_n === 'number' ? body.top_n : undefined;
  sendJson(out, 200, {
    id: 'rerank-1',
    results: rankByWordOverlap(body.query, documents, topN).map(({ index, relevanceScore }) => ({
      index,
      relevance_score: relevanceScore,
      ...(body.return_documents === true ? { document: { text: documents[index] } } : {}),
    })),
    meta: { api_version: API_VERSION, billed_units: { search_units: 1 } },
  });
}

const ROUTES = new Set(['/v1/chat', '/v1/embed', '/v2/embed', '/v1/rerank', '/v2/rerank']);

export async function startFakeCohere(options: { readonly apiKey?: string } = {}): Promise<FakeCohere> {
  const apiKey = options.apiKey ?? 'co-test-key';
  const script = new ProviderScript();
  let answered = 0;
  const server = await startLoopbackServer('Cohere', (request, out) => {
    if (request.method !== 'POST' || !ROUTES.has(request.path)) return Promise.resolve(false);
    if (bearerOf(request.headers.authorization) !== apiKey) {
      sendJson(out, 401, { message: 'invalid api token' });
      return Promise.resolve(true);
    }
    const body = isRecord(request.body) ? request.body : {};
    if (request.path === '/v1/chat') {
      if (typeof body.message !== 'string') {
        sendJson(out, 400, { message: 'invalid request: message must be a string' });
        return Promise.resolve(true);
      }
      answered += 1;
      sendChat(out, body, script.take() ?? { type: 'text', text: `Echo: ${body.message}` }, answered);
    } else if (request.path.endsWith('/embed')) sendEmbed(out, body, request.path === '/v2/embed' ? 2 : 1);
    else sendRerank(out, body);
    return Promise.resolve(true);
  });
  const bodiesOf = (match: (request: ProviderRequest) => boolean) =>
    server.requests.filter(match).flatMap((request) => (isRecord(request.body) ? [request.body] : []));
  return {
    url: server.url,
    chatRequests: () => bodiesOf((request) => request.path === '/v1/chat'),
    embedRequests: () => bodiesOf((request) => request.path.endsWith('/embed')),
    rerankRequests: () => bodiesOf((request) => request.path.endsWith('/rerank')),
    script: (...replies) => {
      script.add(replies);
    },
    reset() {
      server.reset();
      script.clear();
      answered = 0;
    },
    close: () => server.close(),
  };
}
