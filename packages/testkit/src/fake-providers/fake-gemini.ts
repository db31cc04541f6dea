import { isRecord } from '@loomflow/core';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { sampleFromSchema } from '../fake-openai/schema-sample.ts';
import { countTokens, splitIntoTokens } from '../fake-openai/text-tokens.util.ts';
import { builtInToolsProblem, codeExecutionParts, groundingFields } from './gemini-built-in-tools.ts';
import { includesThoughts, safetyRating, safetyThinkingProblem } from './gemini-safety-thinking.ts';
import { startLoopbackServer } from './loopback-server.ts';
import { ProviderScript, type ProviderReply } from './provider-script.ts';

/**
 * A fake of Gemini's `models/{model}:generateContent` and `:streamGenerateContent?alt=sse` (v1beta or v1) that
 * records what it received; it honours safety settings (a reply rated in a harm category is withheld when the
 * threshold reaches it) and answers thought parts when asked to include thoughts.
 */
export interface FakeGemini {
  /** Base URL for clients (`baseUrl`), without the API version. */
  readonly url: string;
  /** The generate requests, oldest first: the model named in the path, streamed or not, and the body. */
  generateRequests(): { model: string; stream: boolean; body: Readonly<Record<string, unknown>> }[];
  /** Queue replies; unscripted requests answer JSON generated from `responseSchema`, a forced call, or an echo. */
  script(...replies: (ProviderReply | string)[]): void;
  reset(): void;
  close(): Promise<void>;
}

const ROUTE = /^\/(v1beta|v1)\/models\/([^:/]+):(generateContent|streamGenerateContent)$/;

function records(value: unknown): Readonly<Record<string, unknown>>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function lastUserText(body: Readonly<Record<string, unknown>>): string {
  const last = records(body.contents)
    .filter((content) => content.role === 'user')
    .at(-1);
  return records(last?.parts)
    .map((part) => (typeof part.text === 'string' ? part.text : ''))
    .join('\n');
}

/** The function `toolConfig.functionCallingConfig` forces: mode ANY with one allowed (or declared) function. */
function forcedFunction(
  body: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> | undefined {
  const config = isRecord(body.toolConfig) ? body.toolConfig.functionCallingConfig : undefined;
  if (!isRecord(config) || config.mode !== 'ANY') return undefined;
  const declarations = records(body.tools).flatMap((tool) => records(tool.functionDeclarations));
  const allowed = Array.isArray(config.allowedFunctionNames) ? config.allowedFunctionNames : [];
  if (allowed.length === 1) return declarations.find((declaration) => declaration.name === allowed[0]);
  return declarations.length === 1 ? declarations[0] : undefined;
}

function defaultReply(body: Readonly<Record<string, unknown>>): ProviderReply {
  const generation = isRecord(body.generationConfig) ? body.generationConfig : {};
  if (generation.responseSchema !== undefined) {
    return { type: 'text', text: JSON.stringify(sampleFromSchema(generation.responseSchema)) };
  }
  const forced = forcedFunction(body);
  if (forced && typeof forced.name === 'string') {
    const args = sampleFromSchema(forced.parameters);
    return { type: 'toolCall', name: forced.name, args: isRecord(args) ? args : {} };
  }
  return { type: 'text', text: `Echo: ${lastUserText(body)}` };
}

function response(
  parts: readonly Record<string, unknown>[],
  last: boolean,
  usage: Record<string, number>,
  grounding: Record<string, unknown> = {},
) {
  return {
    candidates: [
      {
        content: { role: 'model', parts },
        index: 0,
        ...(last ? { finishReason: 'STOP', ...grounding } : {}),
      },
    ],
    usageMetadata: usage,
    modelVersion: 'fake-gemini',
  };
}

/** A candidate withheld for safety: no content, its ratings with the blocked one marked. */
function sendWithheld(out: ServerResponse, rating: Record<string, unknown>, prompt: number, stream: boolean) {
  const answer = {
    candidates: [{ index: 0, finishReason: 'SAFETY', safetyRatings: [rating] }],
    usageMetadata: { promptTokenCount: prompt, totalTokenCount: prompt },
    modelVersion: 'fake-gemini',
  };
  if (!stream) {
    sendJson(out, 200, answer);
    return;
  }
  out.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  out.end(`data: ${JSON.stringify(answer)}\r\n\r\n`);
}

function thoughtParts(body: Readonly<Record<string, unknown>>, reply: ProviderReply) {
  if (!includesThoughts(body)) return [];
  return [{ text: reply.thinking ?? `Thinking about: ${lastUserText(body)}`, thought: true }];
}

function send(
  out: ServerResponse,
  body: Readonly<Record<string, unknown>>,
  reply: ProviderReply,
  stream: boolean,
) {
  const prompt = countTokens(JSON.stringify(body.contents ?? []));
  const harm = reply.type === 'text' ? reply.harm : undefined;
  const rating = harm ? safetyRating(body, harm.category, harm.probability) : undefined;
  if (rating?.blocked) {
    sendWithheld(out, rating, prompt, stream);
    return;
  }
  const thoughts = thoughtParts(body, reply);
  const answerParts =
    reply.type === 'toolCall'
      ? [{ functionCall: { name: reply.name, args: reply.args } }]
      : stream
        ? splitIntoTokens(reply.text).map((text) => ({ text }))
        : [{ text: reply.text }];
  const builtIn = reply.type === 'text' ? (reply.serverTools ?? []) : [];
  const question = lastUserText(body);
  const grounding = groundingFields(builtIn, question, reply.type === 'text' ? reply.text : '');
  const parts = [...thoughts, ...codeExecutionParts(builtIn, question), ...answerParts];
  const generated = reply.type === 'toolCall' ? JSON.stringify(reply.args) : reply.text;
  const thoughtTokens = thoughts.reduce((sum, part) => sum + countTokens(part.text), 0);
  const usage = {
    promptTokenCount: prompt,
    candidatesTokenCount: countTokens(generated),
    ...(thoughtTokens > 0 ? { thoughtsTokenCount: thoughtTokens } : {}),
    totalTokenCount: prompt + countTokens(generated) + thoughtTokens,
  };
  if (!stream) {
    sendJson(out, 200, response(parts, true, usage, grounding));
    return;
  }
  out.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const pieces = parts.length === 0 ? [{ text: '' }] : parts;
  pieces.forEach((part, index) => {
    const last = index === pieces.length - 1;
    out.write(`data: ${JSON.stringify(response([part], last, usage, grounding))}\r\n\r\n`);
  });
  out.end();
}

/** Starts the Gemini fake on 127.0.0.1 (an ephemeral port). */
export async function startFakeGemini(): Promise<FakeGemini> {
  const script = new ProviderScript();
  const server = await startLoopbackServer('Gemini', (request, out) => {
    const route = ROUTE.exec(request.path);
    if (request.method !== 'POST' || !route) return Promise.resolve(false);
    const body = request.body;
    if (!isRecord(body) || records(body.contents).length === 0) {
      sendJson(out, 400, {
        error: { code: 400, message: '* contents: must not be empty', status: 'INVALID_ARGUMENT' },
      });
      return Promise.resolve(true);
    }
    const reply = script.take() ?? defaultReply(body);
    const problem =
      safetyThinkingProblem(body) ??
      builtInToolsProblem(reply.type === 'text' ? (reply.serverTools ?? []) : [], body);
    if (problem !== undefined) {
      sendJson(out, 400, { error: { code: 400, message: problem, status: 'INVALID_ARGUMENT' } });
      return Promise.resolve(true);
    }
    const stream = route[3] === 'streamGenerateContent';
    send(out, body, reply, stream);
    return Promise.resolve(true);
  });
  return {
    url: server.url,
    generateRequests: () =>
      server.requests.flatMap((request) => {
        const route = ROUTE.exec(request.path);
        return route && isRecord(request.body)
          ? [{ model: route[2] ?? '', stream: route[3] === 'streamGenerateContent', body: request.body }]
          : [];
      }),
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
