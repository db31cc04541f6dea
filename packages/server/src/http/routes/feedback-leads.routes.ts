import { idSchema, type ChatMessageFeedback, type Lead } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { callerOf, workspaceOf } from '../authenticate.ts';
import { publicRoute, requiresAny } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';
import { publicCaller } from './chat-widget.routes.ts';

const idParams = z.object({ id: idSchema });

/**
 * Thumbs up/down on answers and leads left in chats: sent by chat clients without a session (the flow's API key
 * and allowed origins apply), read by signed-in users with the flow type's view permission.
 */
export function feedbackLeadRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.post('/feedback', { config: publicRoute() }, (request): Promise<ChatMessageFeedback> =>
    services.chatFeedback.rate(request.body, publicCaller(request)),
  );
  // flowise-embed posts to `/feedback/{chatflowid}` (the flow is also in the body, which is what counts).
  app.post('/feedback/:id', { config: publicRoute() }, (request): Promise<ChatMessageFeedback> =>
    services.chatFeedback.rate(request.body, publicCaller(request)),
  );

  app.put('/feedback/:id', { config: publicRoute() }, (request): Promise<ChatMessageFeedback> => {
    const { id } = parse(idParams, request.params);
    return services.chatFeedback.update(id, request.body, publicCaller(request));
  });

  app.get(
    '/feedback/:id',
    { config: requiresAny(['chatflows:view', 'agentflows:view'], { apiKey: true }) },
    (request): Promise<ChatMessageFeedback[]> => {
      const { id } = parse(idParams, request.params);
      return services.chatFeedback.list(callerOf(request), workspaceOf(request), id, request.query);
    },
  );

  app.post('/leads', { config: publicRoute() }, (request): Promise<Lead> =>
    services.leads.create(request.body, publicCaller(request)),
  );

  app.get(
    '/leads/:id',
    { config: requiresAny(['chatflows:view', 'agentflows:view'], { apiKey: true }) },
    (request): Promise<Lead[]> => {
      const { id } = parse(idParams, request.params);
      return services.leads.list(callerOf(request), workspaceOf(request), id);
    },
  );
}
