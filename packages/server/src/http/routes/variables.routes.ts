import {
  createVariableRequestSchema,
  idSchema,
  updateVariableRequestSchema,
  type FlowUsage,
  type Variable,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { workspaceOf } from '../authenticate.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });

/** The workspace's variables; API keys may manage them too (automation sets variables). */
export function variableRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get(
    '/variables',
    { config: requires('variables:view', { apiKey: true }) },
    (request): Promise<Variable[]> => services.variables.list(workspaceOf(request)),
  );

  app.get(
    '/variables/:id/usage',
    { config: requires('variables:view', { apiKey: true }) },
    async (request): Promise<FlowUsage> => {
      const { id } = parse(idParams, request.params);
      const workspaceId = workspaceOf(request);
      const variable = await services.variables.get(workspaceId, id);
      return services.flowUsage.byVariable(workspaceId, variable.name);
    },
  );

  app.post(
    '/variables',
    { config: requires('variables:create', { apiKey: true }) },
    async (request, reply): Promise<Variable> => {
      const body = parse(createVariableRequestSchema, request.body);
      return reply.status(201).send(await services.variables.create(workspaceOf(request), body));
    },
  );

  app.put(
    '/variables/:id',
    { config: requires('variables:update', { apiKey: true }) },
    async (request): Promise<Variable> => {
      const { id } = parse(idParams, request.params);
      const workspaceId = workspaceOf(request);
      await services.variables.get(workspaceId, id);
      return services.variables.update(workspaceId, id, parse(updateVariableRequestSchema, request.body));
    },
  );

  app.delete(
    '/variables/:id',
    { config: requires('variables:delete', { apiKey: true }) },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      await services.variables.delete(workspaceOf(request), id);
      return reply.status(204).send();
    },
  );
}
