import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `debug`: the route's per-request lines (incoming, completed) are written at debug level, so the default
     * LOG_LEVEL (info) writes nothing per request on a hot route; its errors are logged as every route's are.
     */
    requestLog?: 'debug';
  }
}

function quiet(request: FastifyRequest): boolean {
  return request.routeOptions.config.requestLog === 'debug';
}

/** Fastify's request lines, at debug level for routes whose config asks for it (`requestLog: 'debug'`). */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (!quiet(request)) {
      super.incomingRequest(request, reply);
      return;
    }
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || !quiet(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
