import { AUTH_MESSAGES, nodeLoadMethodRequestSchema, type NodeOption } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { forbidden } from '../../errors/app-error.ts';
import { callerOf, workspaceOf } from '../authenticate.ts';
import { publicRoute, requiresAny } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';
import { callerHolds } from '../../services/chatflow-access.ts';
import { LIST_CREDENTIALS } from '../../services/node-load-method.service.ts';

const nameParams = z.object({ name: z.string().min(1).max(200) });

/** Anyone who may open a canvas reads the node types. */
const CANVAS = requiresAny(['chatflows:view', 'agentflows:view', 'assistants:view'], { apiKey: true });

/**
 * Node types for the canvas (`GET /nodes` serves JSON prepared at start), their icons (public, like images
 * elsewhere on the page), and the options of their async parameters.
 */
export function nodeRoutes(app: FastifyInstance, { services, config }: AppContext): void {
  const { nodeCatalog, nodeLoadMethods } = services;

  app.get('/nodes', { config: CANVAS }, (request, reply) => {
    reply
      .type('application/json; charset=utf-8')
      .header('etag', nodeCatalog.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === nodeCatalog.etag) return reply.status(304).send();
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('content-encoding', 'gzip').send(nodeCatalog.listGzip());
    }
    return reply.send(nodeCatalog.listBytes());
  });

  app.get('/nodes/:name', { config: CANVAS }, (request, reply) => {
    const { name } = parse(nameParams, request.params);
    return reply.type('application/json; charset=utf-8').send(nodeCatalog.definitionJson(name));
  });

  app.get('/nodes/category/:name', { config: CANVAS }, (request, reply) => {
    const { name } = parse(nameParams, request.params);
    return reply.type('application/json; charset=utf-8').send(nodeCatalog.categoryListJson(name));
  });

  app.get('/node-icon/:name', { config: publicRoute() }, (request, reply) => {
    const { name } = parse(nameParams, request.params);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(nodeCatalog.iconSvg(name));
  });

  app.post('/node-load-method/:name', { config: CANVAS }, (request): Promise<NodeOption[]> => {
    const { name } = parse(nameParams, request.params);
    nodeLoadMethods.requireNode(name);
    const body = parse(nodeLoadMethodRequestSchema, request.body);
    const caller = callerOf(request);
    if (body.loadMethod === LIST_CREDENTIALS && !callerHolds(caller, config.platform, ['credentials:view'])) {
      throw forbidden(AUTH_MESSAGES.forbidden);
    }
    return nodeLoadMethods.load(caller, workspaceOf(request), name, body);
  });
}
