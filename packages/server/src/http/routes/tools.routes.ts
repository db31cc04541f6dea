import {
  createToolRequestSchema,
  idSchema,
  toolTestRunRequestSchema,
  updateToolRequestSchema,
  type FlowUsage,
  type SandboxOutcome,
  type Tool,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { workspaceOf } from '../authenticate.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });

/**
 * Custom tools of the workspace (API keys may manage them), and the editor's test run, which runs code and is
 * for signed-in users only. The sandbox process ends with the app.
 */
export function toolRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.addHook('onClose', () => services.sandbox.close());

  app.get('/tools', { config: requires('tools:view', { apiKey: true }) }, (request): Promise<Tool[]> =>
    services.tools.list(workspaceOf(request)),
  );

  app.get('/tools/:id', { config: requires('tools:view', { apiKey: true }) }, (request): Promise<Tool> => {
    const { id } = parse(idParams, request.params);
    return services.tools.get(workspaceOf(request), id);
  });

  app.get(
    '/tools/:id/usage',
    { config: requires('tools:view', { apiKey: true }) },
    async (request): Promise<FlowUsage> => {
      const { id } = parse(idParams, request.params);
      const workspaceId = workspaceOf(request);
      await services.tools.get(workspaceId, id);
      return services.flowUsage.byId(workspaceId, id);
    },
  );

  app.post(
    '/tools',
    { config: requires('tools:create', { apiKey: true }) },
    async (request, reply): Promise<Tool> => {
      const body = parse(createToolRequestSchema, request.body);
      return reply.status(201).send(await services.tools.create(workspaceOf(request), body));
    },
  );

  app.post(
    '/tools/test-run',
    { config: requires('tools:create') },
    async (request): Promise<SandboxOutcome> =>
      services.tools.testRun(workspaceOf(request), parse(toolTestRunRequestSchema, request.body)),
  );

  app.put(
    '/tools/:id',
    { config: requires('tools:update', { apiKey: true }) },
    async (request): Promise<Tool> => {
      const { id } = parse(idParams, request.params);
      const workspaceId = workspaceOf(request);
      await services.tools.get(workspaceId, id);
      return services.tools.update(workspaceId, id, parse(updateToolRequestSchema, request.body));
    },
  );

  app.delete('/tools/:id', { config: requires('tools:delete', { apiKey: true }) }, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    await services.tools.delete(workspaceOf(request), id);
    return reply.status(204).send();
  });
}
