import {
  chatflowListQuerySchema,
  createChatflowRequestSchema,
  idSchema,
  updateChatflowRequestSchema,
  type Chatflow,
  type ChatflowChange,
  type ChatflowPage,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { callerOf, workspaceOf } from '../authenticate.ts';
import { requiresAny } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });
const changeParams = z.object({ id: idSchema, lastUpdatedDateTime: z.string().min(1).max(64) });

const VIEW = requiresAny(['chatflows:view', 'agentflows:view', 'assistants:view'], { apiKey: true });

/**
 * Flows under Flowise's paths. Reads need the view permission of the flow's type; saves the create, update or
 * delete permission of its type (chatflows:* for chatflows and assistants, agentflows:* for agentflows v1/v2).
 * API keys work within their workspace and the permissions they were given.
 */
export function chatflowRoutes(app: FastifyInstance, { services }: AppContext): void {
  const { chatflows } = services;

  app.get('/chatflows', { config: VIEW }, (request): Promise<Chatflow[] | ChatflowPage> =>
    chatflows.list(callerOf(request), workspaceOf(request), parse(chatflowListQuerySchema, request.query)),
  );

  app.get('/chatflows/:id', { config: VIEW }, (request): Promise<Chatflow> => {
    const { id } = parse(idParams, request.params);
    return chatflows.get(callerOf(request), workspaceOf(request), id);
  });

  app.get(
    '/chatflows/has-changed/:id/:lastUpdatedDateTime',
    { config: VIEW },
    (request): Promise<ChatflowChange> => {
      const { id, lastUpdatedDateTime } = parse(changeParams, request.params);
      return chatflows.hasChanged(callerOf(request), workspaceOf(request), id, lastUpdatedDateTime);
    },
  );

  app.post(
    '/chatflows',
    { config: requiresAny(['chatflows:create', 'agentflows:create'], { apiKey: true }) },
    async (request, reply): Promise<Chatflow> => {
      const body = parse(createChatflowRequestSchema, request.body);
      return reply.status(201).send(await chatflows.create(callerOf(request), workspaceOf(request), body));
    },
  );

  app.put(
    '/chatflows/:id',
    { config: requiresAny(['chatflows:update', 'agentflows:update'], { apiKey: true }) },
    (request): Promise<Chatflow> => {
      const { id } = parse(idParams, request.params);
      return chatflows.update(
        callerOf(request),
        workspaceOf(request),
        id,
        parse(updateChatflowRequestSchema, request.body),
      );
    },
  );

  app.delete(
    '/chatflows/:id',
    { config: requiresAny(['chatflows:delete', 'agentflows:delete'], { apiKey: true }) },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      await chatflows.delete(callerOf(request), workspaceOf(request), id);
      return reply.status(204).send();
    },
  );
}
