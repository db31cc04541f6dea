import { serverLogQuerySchema, serverLogStreamQuerySchema, type ServerLogPage } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const HEARTBEAT_MS = 25_000;

/** The server's own logs (`/logs`, logs:view, never API keys): a page by time range, level and search; live tail. */
export function logRoutes(app: FastifyInstance, context: AppContext): void {
  const { services } = context;

  app.get('/logs', { config: requires('logs:view') }, async (request): Promise<ServerLogPage> =>
    services.logs.read(parse(serverLogQuerySchema, request.query)),
  );

  /** Server-sent events: one `data:` frame (a ServerLogEntry) per new matching line of this server. */
  app.get('/logs/stream', { config: requires('logs:view') }, async (request, reply) => {
    const filters = parse(serverLogStreamQuerySchema, request.query);
    const response = reply.raw;
    let pending: string[] = [];
    let scheduled = false;
    // Lines are sent on the next tick, outside the logger's own write.
    const unsubscribe = services.logs.tail(filters, (entry) => {
      pending.push(`data:${JSON.stringify(entry)}\n\n`);
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        const frames = pending.join('');
        pending = [];
        if (!response.writableEnded && !response.destroyed) response.write(frames);
      });
    });
    reply.hijack();
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.write(':connected\n\n');
    const heartbeat = setInterval(() => {
      if (!response.writableEnded) response.write(':heartbeat\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();
    response.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
