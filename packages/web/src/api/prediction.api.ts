import {
  API_BASE_PATH,
  AUTH_MESSAGES,
  REQUEST_ORIGIN_HEADER,
  REQUEST_ORIGIN_INTERNAL,
  XSRF_COOKIE,
  XSRF_HEADER,
  errorMessage,
  predictionResponseSchema,
  readPredictionEvent,
} from '@loomflow/core';
import type { PredictionEvent, PredictionRequest, PredictionResponse } from '@loomflow/core';
import { ApiError } from './api-error.ts';
import { readCookie } from './cookies.ts';
import { readError } from './http-transport.ts';
import { SseFrameParser } from './sse-frames.ts';
import type { StreamFrame } from './sse-frames.ts';
import { refreshSession } from './token-refresh.ts';

/** Who asks: the signed-in canvas (`internal-prediction`, session cookies) or a visitor of a public flow. */
export type PredictionAudience = 'internal' | 'public';

export interface StreamPredictionOptions {
  readonly flowId: string;
  readonly audience: PredictionAudience;
  /** Core's request (its schema is what the server reads); the chat always names its chat. */
  readonly body: PredictionRequest & { readonly chatId: string };
  readonly signal?: AbortSignal;
  /** Each event the chat knows, its payload read by core's schema; frames of other events are skipped. */
  readonly onFrame: (event: PredictionEvent) => void;
}

function predictionPath(flowId: string, audience: PredictionAudience): string {
  const route = audience === 'internal' ? 'internal-prediction' : 'prediction';
  return `${API_BASE_PATH}/${route}/${encodeURIComponent(flowId)}`;
}

function headersFor(audience: PredictionAudience): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
  };
  if (audience === 'internal') {
    headers[REQUEST_ORIGIN_HEADER] = REQUEST_ORIGIN_INTERNAL;
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  return headers;
}

async function post(options: StreamPredictionOptions): Promise<Response> {
  try {
    return await fetch(predictionPath(options.flowId, options.audience), {
      method: 'POST',
      credentials: options.audience === 'internal' ? 'include' : 'same-origin',
      headers: headersFor(options.audience),
      body: JSON.stringify({ ...options.body, streaming: true }),
      signal: options.signal,
    });
  } catch (error: unknown) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, `Cannot reach the server: ${errorMessage(error)}`);
  }
}

/** A non-streamed answer (a server that chose not to stream) told as the frames a stream would carry. */
function framesOfAnswer(answer: PredictionResponse): StreamFrame[] {
  const text = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json, null, 2));
  const frames: StreamFrame[] = [];
  if (answer.agentFlowExecutedData.length > 0)
    frames.push({ event: 'agentFlowExecutedData', data: answer.agentFlowExecutedData });
  if (answer.usedTools.length > 0) frames.push({ event: 'usedTools', data: answer.usedTools });
  if (answer.sourceDocuments.length > 0)
    frames.push({ event: 'sourceDocuments', data: answer.sourceDocuments });
  if (text !== '') frames.push({ event: 'token', data: text });
  if (answer.action) frames.push({ event: 'action', data: answer.action });
  frames.push({
    event: 'metadata',
    data: {
      chatId: answer.chatId,
      chatMessageId: answer.chatMessageId,
      question: answer.question,
      sessionId: answer.sessionId,
      followUpPrompts: answer.followUpPrompts,
    },
  });
  frames.push({ event: 'end', data: '[DONE]' });
  return frames;
}

/** Hands on a frame as the event core's schema reads it; an unknown event or an unreadable payload is skipped. */
export function deliverFrame(frame: StreamFrame, onEvent: (event: PredictionEvent) => void): void {
  const event = readPredictionEvent(frame);
  if (event) onEvent(event);
}

async function readStream(response: Response, onFrame: (event: PredictionEvent) => void): Promise<void> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('text/event-stream')) {
    const parsed = predictionResponseSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ApiError(response.status, 'The server sent an unexpected answer');
    for (const frame of framesOfAnswer(parsed.data)) deliverFrame(frame, onFrame);
    return;
  }
  if (!response.body) throw new ApiError(response.status, 'The server sent an empty stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseFrameParser();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const frame of parser.push(value)) deliverFrame(frame, onFrame);
  }
  for (const frame of parser.flush()) deliverFrame(frame, onFrame);
}

/**
 * Sends a prediction with `streaming: true` and hands each event frame to `onFrame` as it arrives; resolves when
 * the stream ends. Rejects with an ApiError carrying the server's message when the request is refused (an expired
 * session of the canvas is renewed once first), or with the AbortError when `signal` aborts.
 */
export async function streamPrediction(options: StreamPredictionOptions): Promise<void> {
  let response = await post(options);
  if (!response.ok) {
    let error = await readError(response);
    if (
      options.audience === 'internal' &&
      error.status === 401 &&
      error.message === AUTH_MESSAGES.tokenExpired
    ) {
      await refreshSession();
      response = await post(options);
      if (!response.ok) error = await readError(response);
    }
    if (!response.ok) throw error;
  }
  await readStream(response, options.onFrame);
}

/** Stops the run of a chat on the server (`PUT /chatmessage/abort/{flowId}/{chatId}`). */
export async function abortPrediction(
  flowId: string,
  chatId: string,
  audience: PredictionAudience,
): Promise<void> {
  const headers = headersFor(audience);
  const response = await fetch(
    `${API_BASE_PATH}/chatmessage/abort/${encodeURIComponent(flowId)}/${encodeURIComponent(chatId)}`,
    {
      method: 'PUT',
      credentials: audience === 'internal' ? 'include' : 'same-origin',
      headers,
      body: '{}',
    },
  );
  if (!response.ok) throw await readError(response);
}
