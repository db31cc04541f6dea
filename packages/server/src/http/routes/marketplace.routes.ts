import {
  idSchema,
  marketplaceTemplateListSchema,
  saveCustomTemplateRequestSchema,
  type MarketplaceTemplate,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { callerOf, workspaceOf } from '../authenticate.ts';
import { requires, requiresAny } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });

/**
 * The marketplace (`/marketplaces`): Loomflow's built-in templates, and the workspace's custom templates saved
 * from a flow (templates:flowexport) or a tool (templates:toolexport). "Use template" goes through the ordinary
 * `POST /chatflows` and `POST /tools` with the template's flowData.
 */
export function marketplaceRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get(
    '/marketplaces/templates',
    { config: requires('templates:marketplace') },
    (): MarketplaceTemplate[] => marketplaceTemplateListSchema.parse(services.marketplace.builtIn()),
  );

  app.get(
    '/marketplaces/custom',
    { config: requires('templates:custom') },
    async (request): Promise<MarketplaceTemplate[]> =>
      marketplaceTemplateListSchema.parse(await services.marketplace.listCustom(workspaceOf(request))),
  );

  app.post(
    '/marketplaces/custom',
    { config: requiresAny(['templates:flowexport', 'templates:toolexport']) },
    async (request, reply): Promise<MarketplaceTemplate> => {
      const body = parse(saveCustomTemplateRequestSchema, request.body);
      return reply
        .status(201)
        .send(await services.marketplace.saveCustom(callerOf(request), workspaceOf(request), body));
    },
  );

  app.delete(
    '/marketplaces/custom/:id',
    { config: requires('templates:custom-delete') },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      await services.marketplace.deleteCustom(workspaceOf(request), id);
      return reply.status(204).send();
    },
  );
}
