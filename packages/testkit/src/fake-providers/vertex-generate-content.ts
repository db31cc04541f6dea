import { isRecord } from '@loomflow/core';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { sampleFromSchema } from '../fake-openai/schema-sample.ts';
import { countTokens, splitIntoTokens } from '../fake-openai/text-tokens.util.ts';
import type { ProviderReply } from './provider-script.ts';

/**
 * Vertex AI's `publishers/google/models/{model}:generateContent` and `:streamGenerateContent`: a request of
 * `contents` (each with a `role` of user or model, and `parts`), `tools` with `functionDeclarations`,
 * `toolConfig.functionCallingConfig` and `generationConfig` (`responseSchema` only with
 * `responseMimeType: application/json`); an answer of `candidates` with `content.parts` (text or `functionCall`),
 * `finishReason` and `usageMetadata`. Streamed, the answers come as a JSON array written piece by piece, or as
 * server-sent events with `?alt=sse`.
 */

type Body = Readonly<Record<string, unknown>>;

/** A request Vertex refuses (400 INVALID_ARGUMENT), with Google's message. */
export class VertexInvalidArgument extends Error {}

function records(value: unknown): Body[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Throws as Vertex refuses a malformed generate request. */
export function checkGenerateRequest(body: unknown): Body {
  if (!isRecord(body)) throw new VertexInvalidArgument('Invalid JSON payload received.');
  const contents = records(body.contents);
  if (contents.length === 0)
    throw new VertexInvalidArgument('Unable to submit request because it has an empty contents field.');
  contents.forEach((content, index) => {
    const parts = records(content.parts);
    if (parts.length === 0) throw new VertexInvalidArgument(`contents[${index}].parts must not be empty.`);
    // Function results come back as `functionResponse` parts, under the user role or the older `function` role.
    const functionResults = parts.every((part) => isRecord(part.functionResponse));
    if (
      content.role !== 'user' &&
      content.role !== 'model' &&
      !(content.role === 'function' && functionResults)
    )
      throw new VertexInvalidArgument(`Please use a valid role: user, model. (contents[${index}].role)`);
  });
  const generation = isRecord(body.generationConfig) ? body.generationConfig : {};
  if (generation.responseSchema !== undefined && generation.responseMimeType !== 'application/json')
    throw new VertexInvalidArgument(
      'response_schema is only supported when response_mime_type is set to application/json.',
    );
  return body;
}

function lastUserText(body: Body): string {
  const last = records(body.contents)
    .filter((content) => content.role === 'user')
    .at(-1);
  return records(last?.parts)
    .map((part) => (typeof part.text === 'string' ? part.text : ''))
    .join('\n');
}

/** The function `functionCallingConfig` forces: mode ANY with one allowed (or one declared) function. */
function forcedFunction(body: Body): Body | undefined {
  const config = isRecord(body.toolConfig) ? body.toolConfig.functionCallingConfig : undefined;
  if (!isRecord(config) || config.mode !== 'ANY') return undefined;
  const declarations = records(body.tools).flatMap((tool) => records(tool.functionDeclarations));
  const allowed = Array.isArray(config.allowedFunctionNames) ? config.allowedFunctionNames : [];
  if (allowed.length === 1) return declarations.find((declaration) => declaration.name === allowed[0]);
  return declarations.length === 1 ? declarations[0] : undefined;
}

/** The text the model reads: the system instruction's and the contents' text parts (as Vertex counts tokens). */
function promptText(body: Body): string {
  const system = isRecord(body.systemInstruction) ? [body.systemInstruction] : [];
  return [...system, ...records(body.contents)]
    .flatMap((content) => records(content.parts))
    .map((part) => (typeof part.text === 'string' ? part.text : JSON.stringify(part)))
    .join(' ');
}

/** Unscripted: JSON from `responseSchema`, the forced function's arguments, or an echo of the question. */
export function defaultGenerateReply(body: Body): ProviderReply {
  const generation = isRecord(body.generationConfig) ? body.generationConfig : {};
  if (generation.responseSchema !== undefined)
    return { type: 'text', text: JSON.stringify(sampleFromSchema(generation.responseSchema)) };
  const forced = forcedFunction(body);
  if (forced && typeof forced.name === 'string') {
    const args = sampleFromSchema(forced.parameters);
    return { type: 'toolCall', name: forced.name, args: isRecord(args) ? args : {} };
  }
  return { type: 'text', text: `Echo: ${lastUserText(body)}` };
}

function answer(model: string, parts: readonly Body[], last: boolean, usage: Body): Body {
  return {
    candidates: [{ content: { role: 'model', parts }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) }],
    usageMetadata: usage,
    modelVersion: model,
    createTime: new Date().toISOString(),
    responseId: 'fake-vertex-response',
  };
}

/** How a streamed answer is framed: a JSON array (Vertex's default) or server-sent events (`alt=sse`). */
export type StreamFraming = 'json-array' | 'sse';

/** Writes the reply: one JSON answer, or its pieces streamed (one text token or the function call each). */
export function sendGenerateAnswer(
  out: ServerResponse,
  request: { readonly model: string; readonly body: Body; readonly stream: StreamFraming | undefined },
  reply: ProviderReply,
): void {
  const { model, body, stream } = request;
  const prompt = countTokens(promptText(body));
  const generated = reply.type === 'toolCall' ? JSON.stringify(reply.args) : reply.text;
  const usage = {
    promptTokenCount: prompt,
    candidatesTokenCount: countTokens(generated),
    totalTokenCount: prompt + countTokens(generated),
  };
  if (reply.type === 'toolCall' || stream === undefined) {
    const parts =
      reply.type === 'toolCall'
        ? [{ functionCall: { name: reply.name, args: reply.args } }]
        : [{ text: reply.text }];
    if (stream === undefined) sendJson(out, 200, answer(model, parts, true, usage));
    else writeStream(out, stream, [answer(model, parts, true, usage)]);
    return;
  }
  const tokens = splitIntoTokens(reply.text);
  const pieces = tokens.length === 0 ? [''] : tokens;
  const answers = pieces.map((text, index) => answer(model, [{ text }], index === pieces.length - 1, usage));
  writeStream(out, stream, answers);
}

function writeStream(out: ServerResponse, framing: StreamFraming, answers: readonly Body[]): void {
  if (framing === 'sse') {
    out.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const item of answers) out.write(`data: ${JSON.stringify(item)}\r\n\r\n`);
    out.end();
    return;
  }
  out.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
  answers.forEach((item, index) => out.write(`${index === 0 ? '[' : ',\r\n'}${JSON.stringify(item)}`));
  out.end(']');
}
