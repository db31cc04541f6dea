import { withoutServerPaths, type PredictionEventArgs } from '@loomflow/core';
import type { ServerResponse } from 'node:http';

/**
 * A streamed prediction (Flowise's framing): `text/event-stream`, every event one
 * `message:\ndata:{"event":…,"data":…}\n\n` frame, a `:heartbeat` comment now and then, `end` last.
 */
export class PredictionStream {
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly response: ServerResponse,
    heartbeatMs: number,
  ) {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    this.heartbeat = setInterval(() => {
      this.write(':heartbeat\n\n');
    }, heartbeatMs);
    this.heartbeat.unref();
    response.on('close', () => {
      this.stop();
    });
  }

  /** Whether the client is still there. */
  get open(): boolean {
    return !this.closed;
  }

  /** Sends one event with its payload (core's schema types them); an `error` event's text never names the server's files. */
  send(...[event, data]: PredictionEventArgs): void {
    const payload = event === 'error' ? withoutServerPaths(data) : data;
    this.write(`message:\ndata:${JSON.stringify({ event, data: payload })}\n\n`);
  }

  /** Sends `end` (`[DONE]`) and closes the response. */
  end(): void {
    this.send('end', '[DONE]');
    this.stop();
    if (!this.response.writableEnded) this.response.end();
  }

  private write(text: string): void {
    if (this.closed || this.response.writableEnded || this.response.destroyed) return;
    this.response.write(text);
  }

  private stop(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
  }
}
