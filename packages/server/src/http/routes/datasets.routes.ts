import {
  idSchema,
  type Dataset,
  type DatasetCsvImportResult,
  type DatasetCsvPreview,
  type DatasetRow,
  type DatasetWithRows,
  type DeletedCount,
} from '@loomflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { workspaceOf } from '../authenticate.ts';
import { contentDisposition } from '../content-disposition.ts';
import { featureGuard } from '../../auth/feature-guard.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });
const VIEW = requires('datasets:view', { apiKey: true });
const CREATE = requires('datasets:create', { apiKey: true });
const UPDATE = requires('datasets:update', { apiKey: true });
const DELETE = requires('datasets:delete', { apiKey: true });

/** `/datasets` (Flowise 3.x paths, feat:datasets): datasets, rows, reorder, CSV import and export. */
export function datasetRoutes(app: FastifyInstance, { services, config }: AppContext): void {
  const datasets = services.evaluation.datasets;
  const feature = featureGuard(config.platform, 'feat:datasets', 'Datasets');
  const scope = (request: FastifyRequest): string => {
    feature();
    return workspaceOf(request);
  };
  const idOf = (request: FastifyRequest): string => parse(idParams, request.params).id;

  app.get('/datasets', { config: VIEW }, (request): Promise<Dataset[]> => datasets.list(scope(request)));
  app.get('/datasets/set/:id', { config: VIEW }, (request): Promise<DatasetWithRows> =>
    datasets.get(scope(request), idOf(request), request.query),
  );
  app.post('/datasets/set', { config: CREATE }, async (request, reply): Promise<Dataset> => {
    const created = await datasets.create(scope(request), request.body);
    return reply.code(201).send(created);
  });
  app.put('/datasets/set/:id', { config: UPDATE }, (request): Promise<Dataset> =>
    datasets.update(scope(request), idOf(request), request.body),
  );
  app.delete('/datasets/set/:id', { config: DELETE }, async (request, reply) => {
    await datasets.delete(scope(request), idOf(request));
    return reply.code(204).send();
  });

  app.post('/datasets/rows', { config: UPDATE }, async (request, reply): Promise<DatasetRow> => {
    const row = await datasets.addRow(scope(request), request.body);
    return reply.code(201).send(row);
  });
  app.put('/datasets/rows/:id', { config: UPDATE }, (request): Promise<DatasetRow> =>
    datasets.updateRow(scope(request), idOf(request), request.body),
  );
  app.delete('/datasets/rows/:id', { config: UPDATE }, async (request, reply) => {
    await datasets.deleteRow(scope(request), idOf(request));
    return reply.code(204).send();
  });
  app.patch('/datasets/rows', { config: UPDATE }, (request): Promise<DeletedCount> =>
    datasets.deleteRows(scope(request), request.body),
  );
  app.post('/datasets/reorder', { config: UPDATE }, (request): Promise<DatasetRow[]> =>
    datasets.reorder(scope(request), request.body),
  );

  app.post('/datasets/import/preview', { config: VIEW }, (request): DatasetCsvPreview => {
    feature();
    return datasets.previewCsv(request.body);
  });
  app.post('/datasets/import/:id', { config: UPDATE }, (request): Promise<DatasetCsvImportResult> =>
    datasets.importCsv(scope(request), idOf(request), request.body),
  );
  app.get('/datasets/export/:id', { config: VIEW }, async (request, reply) => {
    const { name, csv } = await datasets.exportCsv(scope(request), idOf(request));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(`${name}.csv`))
      .send(csv);
  });
}
