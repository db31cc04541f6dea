import {
  addOutboundAccessEntryRequestSchema,
  type OutboundAccessEntry,
  type OutboundAccessList,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../authenticate.ts';
import { signedIn } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';
import { clientInfo } from './auth.routes.ts';

const entryParams = z.object({ id: z.string().min(1).max(36) });

/**
 * `/outbound-access` (enterprise, organization administrators, never API keys): the private hosts flows may
 * reach. Changes apply to the next connection, on every server and worker within seconds, and are audited.
 */
export function outboundAccessRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get('/outbound-access', { config: signedIn() }, (request): Promise<OutboundAccessList> =>
    services.outboundAccess.list(callerOf(request)),
  );

  app.post(
    '/outbound-access',
    { config: signedIn() },
    async (request, reply): Promise<OutboundAccessEntry> => {
      const body = parse(addOutboundAccessEntryRequestSchema, request.body);
      const added = await services.outboundAccess.add(callerOf(request), body, clientInfo(request));
      request.log.info({ entry: added.entry, by: added.addedBy.email }, 'outbound access entry added');
      return reply.code(201).send(added);
    },
  );

  app.delete('/outbound-access/:id', { config: signedIn() }, async (request, reply) => {
    const { id } = parse(entryParams, request.params);
    const entry = await services.outboundAccess.remove(callerOf(request), id, clientInfo(request));
    request.log.info({ entry, by: request.access?.userId }, 'outbound access entry removed');
    return reply.code(204).send();
  });
}
