import {
  idSchema,
  type DeletedCount,
  type Evaluation,
  type EvaluationComparison,
  type EvaluationDetail,
  type EvaluationListItem,
  type EvaluationOutdated,
  type EvaluationProgress,
  type EvaluationVersions,
} from '@loomflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { callerOf, workspaceOf } from '../authenticate.ts';
import { featureGuard } from '../../auth/feature-guard.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });
const VIEW = requires('evaluations:view', { apiKey: true });
const RUN = requires('evaluations:run', { apiKey: true });
const DELETE = requires('evaluations:delete', { apiKey: true });

/** `/evaluations` (Flowise 3.x paths plus progress, cancel and compare; feat:evaluations). */
export function evaluationRoutes(app: FastifyInstance, { services, config }: AppContext): void {
  const evaluations = services.evaluation.evaluations;
  const feature = featureGuard(config.platform, 'feat:evaluations', 'Evaluations');
  const scope = (request: FastifyRequest): string => {
    feature();
    return workspaceOf(request);
  };
  const idOf = (request: FastifyRequest): string => parse(idParams, request.params).id;

  app.get('/evaluations', { config: VIEW }, (request): Promise<EvaluationListItem[]> =>
    evaluations.list(scope(request)),
  );
  app.post(
    '/evaluations',
    { config: requires('evaluations:create', { apiKey: true }) },
    async (request, reply): Promise<Evaluation> => {
      const created = await evaluations.create(callerOf(request), scope(request), request.body);
      return reply.code(201).send(created);
    },
  );
  app.patch('/evaluations', { config: DELETE }, (request): Promise<DeletedCount> =>
    evaluations.deleteMany(scope(request), request.body),
  );
  app.get('/evaluations/compare', { config: VIEW }, (request): Promise<EvaluationComparison> =>
    evaluations.compare(scope(request), request.query),
  );
  app.get('/evaluations/progress/:id', { config: VIEW }, (request): Promise<EvaluationProgress> =>
    evaluations.progress(scope(request), idOf(request)),
  );
  app.get('/evaluations/is-outdated/:id', { config: VIEW }, (request): Promise<EvaluationOutdated> =>
    evaluations.isOutdated(scope(request), idOf(request)),
  );
  app.get('/evaluations/versions/:id', { config: VIEW }, (request): Promise<EvaluationVersions> =>
    evaluations.versions(scope(request), idOf(request)),
  );
  app.post('/evaluations/run-again/:id', { config: RUN }, async (request, reply): Promise<Evaluation> => {
    const created = await evaluations.runAgain(callerOf(request), scope(request), idOf(request));
    return reply.code(201).send(created);
  });
  app.post('/evaluations/cancel/:id', { config: RUN }, (request): Promise<Evaluation> =>
    evaluations.cancel(scope(request), idOf(request)),
  );
  app.get('/evaluations/:id', { config: VIEW }, (request): Promise<EvaluationDetail> =>
    evaluations.get(scope(request), idOf(request), request.query),
  );
  app.delete('/evaluations/:id', { config: DELETE }, async (request, reply) => {
    await evaluations.delete(scope(request), idOf(request));
    return reply.code(204).send();
  });
}
