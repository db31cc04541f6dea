import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { OpenAIErrorBody } from './reply.builders.ts';

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`Request body is larger than ${limitBytes} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/** Reads the whole body as UTF-8; rejects with BodyTooLargeError past `maxBytes` (and drains the rest). */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  return (await readBodyBytes(request, maxBytes)).toString('utf8');
}

/** Reads the whole body as bytes (multipart uploads); rejects with BodyTooLargeError past `maxBytes`. */
export function readBodyBytes(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    request.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > maxBytes) {
        failed = true;
        chunks.length = 0;
        reject(new BodyTooLargeError(maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    request.on('error', (error: Error) => {
      if (!failed) reject(error);
      failed = true;
    });
  });
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (response.headersSent || response.destroyed) return;
  const json = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
  });
  response.end(json);
}

export function sendOpenAIError(
  response: ServerResponse,
  status: number,
  error: Partial<OpenAIErrorBody['error']> & { message: string },
  headers: Readonly<Record<string, string>> = {},
): void {
  const body: OpenAIErrorBody = {
    error: {
      message: error.message,
      type: error.type ?? (status >= 500 ? 'server_error' : 'invalid_request_error'),
      param: error.param ?? null,
      code: error.code ?? null,
    },
  };
  sendJson(response, status, body, headers);
}

/** Waits `ms`; resolves false instead of throwing when the client went away meanwhile. */
export async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false;
  if (ms <= 0) return true;
  try {
    await delay(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/** An AbortSignal that fires when the client disconnects before the response is finished. */
export function disconnectSignal(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
