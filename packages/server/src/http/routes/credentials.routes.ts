import {
  createCredentialRequestSchema,
  credentialListQuerySchema,
  idSchema,
  updateCredentialRequestSchema,
  type Credential,
  type CredentialDetail,
  type CredentialType,
  type FlowUsage,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { workspaceOf } from '../authenticate.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });

/**
 * Credential types and the workspace's credentials. API keys may list and read them (secret fields redacted,
 * lists without data) but only a signed-in user may create, change or delete them.
 */
export function credentialRoutes(app: FastifyInstance, { services }: AppContext): void {
  for (const warning of services.contentWarnings) app.log.warn(warning);

  app.get(
    '/components-credentials',
    { config: requires('credentials:view', { apiKey: true }) },
    (): readonly CredentialType[] => services.credentials.types(),
  );

  app.get(
    '/credentials',
    { config: requires('credentials:view', { apiKey: true }) },
    (request): Promise<Credential[]> => {
      const { credentialName } = parse(credentialListQuerySchema, request.query);
      return services.credentials.list(workspaceOf(request), credentialName);
    },
  );

  app.get(
    '/credentials/:id',
    { config: requires('credentials:view', { apiKey: true }) },
    (request): Promise<CredentialDetail> => {
      const { id } = parse(idParams, request.params);
      return services.credentials.get(workspaceOf(request), id);
    },
  );

  app.get(
    '/credentials/:id/usage',
    { config: requires('credentials:view', { apiKey: true }) },
    async (request): Promise<FlowUsage> => {
      const { id } = parse(idParams, request.params);
      const workspaceId = workspaceOf(request);
      await services.credentials.get(workspaceId, id);
      return services.flowUsage.byId(workspaceId, id);
    },
  );

  app.post(
    '/credentials',
    { config: requires('credentials:create') },
    async (request, reply): Promise<Credential> => {
      const body = parse(createCredentialRequestSchema, request.body);
      return reply.status(201).send(await services.credentials.create(workspaceOf(request), body));
    },
  );

  app.put(
    '/credentials/:id',
    { config: requires('credentials:update') },
    async (request): Promise<Credential> => {
      const { id } = parse(idParams, request.params);
      const workspaceId = workspaceOf(request);
      await services.credentials.get(workspaceId, id);
      return services.credentials.update(workspaceId, id, parse(updateCredentialRequestSchema, request.body));
    },
  );

  app.delete('/credentials/:id', { config: requires('credentials:delete') }, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    await services.credentials.delete(workspaceOf(request), id);
    return reply.status(204).send();
  });
}
