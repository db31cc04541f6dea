import {
  createApiKeyRequestSchema,
  idSchema,
  updateApiKeyRequestSchema,
  type ApiKey,
  type CreatedApiKey,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { workspaceOf } from '../authenticate.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });

/** API keys of the caller's workspace. Keys may list keys (read), but only a signed-in user can change them. */
export function apiKeyRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get('/apikey', { config: requires('apikeys:view', { apiKey: true }) }, (request): Promise<ApiKey[]> => {
    return services.apiKeys.list(workspaceOf(request));
  });

  app.post(
    '/apikey',
    { config: requires('apikeys:create') },
    async (request, reply): Promise<CreatedApiKey> => {
      const body = parse(createApiKeyRequestSchema, request.body);
      const created = await services.apiKeys.create(
        workspaceOf(request),
        request.access?.userId ?? null,
        body,
      );
      return reply.status(201).send(created);
    },
  );

  app.put('/apikey/:id', { config: requires('apikeys:update') }, (request): Promise<ApiKey> => {
    const { id } = parse(idParams, request.params);
    return services.apiKeys.update(workspaceOf(request), id, parse(updateApiKeyRequestSchema, request.body));
  });

  app.delete('/apikey/:id', { config: requires('apikeys:delete') }, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    await services.apiKeys.delete(workspaceOf(request), id);
    return reply.status(204).send();
  });
}
