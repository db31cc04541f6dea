import {
  isRecord,
  API_BASE_PATH,
  AUTH_MESSAGES,
  REQUEST_ORIGIN_HEADER,
  REQUEST_ORIGIN_INTERNAL,
  XSRF_COOKIE,
  XSRF_HEADER,
  errorMessage,
} from '@loomflow/core';
import type { PredictionEvent } from '@loomflow/core';
import { ApiError } from '../../../api/api-error.ts';
import { readCookie } from '../../../api/cookies.ts';
import { readError } from '../../../api/http-transport.ts';
import { SseFrameParser } from '../../../api/sse-frames.ts';
import type { StreamFrame } from '../../../api/sse-frames.ts';
import { refreshSession } from '../../../api/token-refresh.ts';
import { deliverFrame } from '../../../api/prediction.api.ts';

export interface AssistantChatRequest {
  readonly assistantId: string;
  readonly question: string;
  readonly chatId: string;
  readonly signal?: AbortSignal;
  /** Each event the chat knows, its payload read by core's schema; frames of other events are skipped. */
  readonly onFrame: (event: PredictionEvent) => void;
}

async function post(request: AssistantChatRequest): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
    [REQUEST_ORIGIN_HEADER]: REQUEST_ORIGIN_INTERNAL,
  };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  try {
    return await fetch(`${API_BASE_PATH}/assistants/${encodeURIComponent(request.assistantId)}/chat`, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify({ question: request.question, chatId: request.chatId, streaming: true }),
      signal: request.signal,
    });
  } catch (error: unknown) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, `Cannot reach the server: ${errorMessage(error)}`);
  }
}

/** A JSON answer (a server that chose not to stream) told as the frames a stream carries. */
async function framesOfJson(response: Response): Promise<StreamFrame[]> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!isRecord(body) || typeof body.text !== 'string')
    throw new ApiError(response.status, 'The server sent an unexpected answer');
  const frames: StreamFrame[] = [];
  if (Array.isArray(body.usedTools) && body.usedTools.length > 0)
    frames.push({ event: 'usedTools', data: body.usedTools });
  if (Array.isArray(body.fileAnnotations) && body.fileAnnotations.length > 0)
    frames.push({ event: 'fileAnnotations', data: body.fileAnnotations });
  frames.push({ event: 'token', data: body.text });
  frames.push({ event: 'end', data: '[DONE]' });
  return frames;
}

/**
 * `POST /assistants/{id}/chat` with `streaming: true`: each SSE frame (`start`, `token`, `usedTools`,
 * `fileAnnotations`, `metadata`, `end`, `error`) goes to `onFrame`; resolves when the stream ends. An expired
 * session is renewed once; a refusal rejects with the server's message.
 */
export async function streamAssistantChat(request: AssistantChatRequest): Promise<void> {
  let response = await post(request);
  if (!response.ok) {
    let error = await readError(response);
    if (error.status === 401 && error.message === AUTH_MESSAGES.tokenExpired) {
      await refreshSession();
      response = await post(request);
      if (!response.ok) error = await readError(response);
    }
    if (!response.ok) throw error;
  }
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    for (const frame of await framesOfJson(response)) deliverFrame(frame, request.onFrame);
    return;
  }
  if (!response.body) throw new ApiError(response.status, 'The server sent an empty stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseFrameParser();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const frame of parser.push(value)) deliverFrame(frame, request.onFrame);
  }
  for (const frame of parser.flush()) deliverFrame(frame, request.onFrame);
}
