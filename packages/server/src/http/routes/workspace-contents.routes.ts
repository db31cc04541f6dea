import { idSchema, type WorkspaceContents } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WorkspaceContentsRepository } from '../../db/repositories/workspace-contents.repository.ts';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../authenticate.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const idParams = z.object({ id: idSchema });

/** `GET /workspace/contents/{id}`: what deleting the workspace would remove (for its confirmation). */
export function workspaceContentsRoutes(app: FastifyInstance, { db, services }: AppContext): void {
  const contents = new WorkspaceContentsRepository(db);
  app.get(
    '/workspace/contents/:id',
    { config: requires('workspace:view') },
    async (request): Promise<WorkspaceContents> => {
      const workspace = await services.workspaces.require(
        callerOf(request),
        parse(idParams, request.params).id,
      );
      return contents.contentsOf(workspace.id);
    },
  );
}
