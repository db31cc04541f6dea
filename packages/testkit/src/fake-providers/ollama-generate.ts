import { isRecord } from '@loomflow/core';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { FIXED_CREATED_AT } from '../fake-openai/server.state.ts';
import { countTokens, splitIntoTokens } from '../fake-openai/text-tokens.util.ts';
import type { ProviderReply } from './provider-script.ts';

/** The text generated for a request: the scripted reply or `Echo: <prompt>`, cut at `options.stop` and `num_predict`. */
function generated(
  body: Readonly<Record<string, unknown>>,
  reply: ProviderReply | undefined,
): { text: string; doneReason: 'stop' | 'length' } {
  const prompt = typeof body.prompt === 'string' ? body.prompt : '';
  let text = reply?.type === 'text' ? reply.text : `Echo: ${prompt}`;
  const options = isRecord(body.options) ? body.options : {};
  const stops = Array.isArray(options.stop) ? options.stop.filter((stop) => typeof stop === 'string') : [];
  for (const stop of stops.filter((candidate) => candidate !== '')) {
    const at = text.indexOf(stop);
    if (at >= 0) text = text.slice(0, at);
  }
  const limit = options.num_predict;
  const tokens = splitIntoTokens(text);
  if (typeof limit === 'number' && limit >= 0 && tokens.length > limit)
    return { text: tokens.slice(0, limit).join(''), doneReason: 'length' };
  return { text, doneReason: 'stop' };
}

/**
 * Ollama's `POST /api/generate`: a prompt in, text out — an NDJSON stream of `{response, done: false}` lines and a
 * closing `done: true` line with the token counts (`prompt_eval_count`, `eval_count`), or, with `stream: false`,
 * one object holding the whole `response` and the counts.
 */
export function sendGenerate(
  out: ServerResponse,
  body: Readonly<Record<string, unknown>>,
  reply: ProviderReply | undefined,
): void {
  const model = typeof body.model === 'string' ? body.model : 'llama3';
  const created_at = new Date(FIXED_CREATED_AT * 1000).toISOString();
  const { text, doneReason } = generated(body, reply);
  const done = {
    model,
    created_at,
    done: true,
    done_reason: doneReason,
    context: [1, 2, 3],
    total_duration: 1000,
    load_duration: 0,
    prompt_eval_count: countTokens(typeof body.prompt === 'string' ? body.prompt : ''),
    prompt_eval_duration: 1,
    eval_count: countTokens(text),
    eval_duration: 1,
  };
  if (body.stream === false) {
    sendJson(out, 200, { ...done, response: text });
    return;
  }
  out.writeHead(200, { 'content-type': 'application/x-ndjson' });
  for (const token of splitIntoTokens(text))
    out.write(`${JSON.stringify({ model, created_at, response: token, done: false })}\n`);
  out.end(`${JSON.stringify({ ...done, response: '' })}\n`);
}
