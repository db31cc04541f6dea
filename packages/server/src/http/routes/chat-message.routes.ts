import {
  chatMessageDeleteQuerySchema,
  chatMessageListQuerySchema,
  chatSessionListQuerySchema,
  idSchema,
  type ChatMessage,
  type ChatSessionSummary,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { callerOf, workspaceOf } from '../authenticate.ts';
import { requiresAny } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });

/** Stored chat messages of a flow of the workspace (the flow type's view / update permission). */
export function chatMessageRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get(
    '/chatmessage/:id',
    { config: requiresAny(['chatflows:view', 'agentflows:view', 'assistants:view'], { apiKey: true }) },
    (request): Promise<ChatMessage[]> => {
      const { id } = parse(idParams, request.params);
      return services.chatMessages.list(
        callerOf(request),
        workspaceOf(request),
        id,
        parse(chatMessageListQuerySchema, request.query),
      );
    },
  );

  app.get(
    '/chatmessage/:id/sessions',
    { config: requiresAny(['chatflows:view', 'agentflows:view', 'assistants:view'], { apiKey: true }) },
    (request): Promise<ChatSessionSummary[]> => {
      const { id } = parse(idParams, request.params);
      return services.chatMessages.sessions(
        callerOf(request),
        workspaceOf(request),
        id,
        parse(chatSessionListQuerySchema, request.query),
      );
    },
  );

  app.delete(
    '/chatmessage/:id',
    { config: requiresAny(['chatflows:update', 'agentflows:update'], { apiKey: true }) },
    async (request): Promise<{ deleted: number }> => {
      const { id } = parse(idParams, request.params);
      const deleted = await services.chatMessages.delete(
        callerOf(request),
        workspaceOf(request),
        id,
        parse(chatMessageDeleteQuerySchema, request.query),
      );
      return { deleted };
    },
  );
}
