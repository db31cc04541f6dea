import { idSchema, type Evaluator, type EvaluatorVerdict } from '@loomflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { workspaceOf } from '../authenticate.ts';
import { featureGuard } from '../../auth/feature-guard.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });
const VIEW = requires('evaluators:view', { apiKey: true });

/** `/evaluators` (Flowise 3.x paths, feat:evaluators): reusable checks and "try it". */
export function evaluatorRoutes(app: FastifyInstance, { services, config }: AppContext): void {
  const evaluators = services.evaluation.evaluators;
  const feature = featureGuard(config.platform, 'feat:evaluators', 'Evaluators');
  const scope = (request: FastifyRequest): string => {
    feature();
    return workspaceOf(request);
  };
  const idOf = (request: FastifyRequest): string => parse(idParams, request.params).id;

  app.get('/evaluators', { config: VIEW }, (request): Promise<Evaluator[]> =>
    evaluators.list(scope(request)),
  );
  app.post('/evaluators/try', { config: VIEW }, (request): Promise<EvaluatorVerdict> =>
    evaluators.try(scope(request), request.body),
  );
  app.get('/evaluators/:id', { config: VIEW }, (request): Promise<Evaluator> =>
    evaluators.get(scope(request), idOf(request)),
  );
  app.post(
    '/evaluators',
    { config: requires('evaluators:create', { apiKey: true }) },
    async (request, reply): Promise<Evaluator> => {
      const created = await evaluators.create(scope(request), request.body);
      return reply.code(201).send(created);
    },
  );
  app.put(
    '/evaluators/:id',
    { config: requires('evaluators:update', { apiKey: true }) },
    (request): Promise<Evaluator> => evaluators.update(scope(request), idOf(request), request.body),
  );
  app.delete(
    '/evaluators/:id',
    { config: requires('evaluators:delete', { apiKey: true }) },
    async (request, reply) => {
      await evaluators.delete(scope(request), idOf(request));
      return reply.code(204).send();
    },
  );
}
