import {
  deleteExecutionsRequestSchema,
  executionListQuerySchema,
  idSchema,
  updateExecutionRequestSchema,
  type Execution,
  type ExecutionPage,
  type ExecutionWithGraph,
  type PublicExecution,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { workspaceOf } from '../authenticate.ts';
import { publicRoute, requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });

interface DeleteAnswer {
  readonly success: boolean;
  readonly deletedCount: number;
}

/** Execution records of the workspace (Flowise's routes and permissions), and the public share link. */
export function executionRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get(
    '/executions',
    { config: requires('executions:view', { apiKey: true }) },
    (request): Promise<ExecutionPage> =>
      services.executions.list(workspaceOf(request), parse(executionListQuerySchema, request.query)),
  );

  app.get(
    '/executions/:id',
    { config: requires('executions:view', { apiKey: true }) },
    (request): Promise<ExecutionWithGraph> => {
      const { id } = parse(idParams, request.params);
      return services.executions.get(workspaceOf(request), id);
    },
  );

  // Sharing publishes the run's data: it needs executions:update (Flowise's permission); API keys cannot.
  app.put('/executions/:id', { config: requires('executions:update') }, (request): Promise<Execution> => {
    const { id } = parse(idParams, request.params);
    return services.executions.update(
      workspaceOf(request),
      id,
      parse(updateExecutionRequestSchema, request.body),
    );
  });

  app.delete(
    '/executions/:id',
    { config: requires('executions:delete', { apiKey: true }) },
    (request): Promise<DeleteAnswer> => {
      const { id } = parse(idParams, request.params);
      return services.executions.deleteOne(workspaceOf(request), id);
    },
  );

  app.delete(
    '/executions',
    { config: requires('executions:delete', { apiKey: true }) },
    (request): Promise<DeleteAnswer> => {
      const { executionIds } = parse(deleteExecutionsRequestSchema, request.body);
      return services.executions.deleteMany(workspaceOf(request), executionIds);
    },
  );

  app.get('/public-executions/:id', { config: publicRoute() }, (request): Promise<PublicExecution> => {
    const { id } = parse(idParams, request.params);
    return services.executions.getPublic(id);
  });
}
