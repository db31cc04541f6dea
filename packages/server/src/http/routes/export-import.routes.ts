import { exportBundleSchema, exportRequestSchema, type ImportResult } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { workspaceOf } from '../authenticate.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

/** The user menu's Export and Import: the workspace as a Flowise-compatible bundle, and back. */
export function exportImportRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.post('/export-import/export', { config: requires('workspace:export') }, async (request, reply) => {
    const selection = parse(exportRequestSchema, request.body);
    const text = await services.exportImport.export.exportText(workspaceOf(request), selection);
    return reply.type('application/json; charset=utf-8').send(text);
  });

  app.post(
    '/export-import/import',
    { config: requires('workspace:import') },
    (request): Promise<ImportResult> => {
      const bundle = parse(exportBundleSchema, request.body);
      return services.exportImport.import.import(workspaceOf(request), bundle);
    },
  );
}
