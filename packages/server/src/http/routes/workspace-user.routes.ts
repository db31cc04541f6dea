import { workspaceUserKeySchema, workspaceUserQuerySchema, type WorkspaceUser } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../authenticate.ts';
import { requires, signedIn } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

/** `/workspaceuser`: who works in which workspace. One's own links need nothing; the rest is checked. */
export function workspaceUserRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get('/workspaceuser', { config: signedIn() }, (request): Promise<WorkspaceUser[]> => {
    return services.workspaceMembers.list(callerOf(request), parse(workspaceUserQuerySchema, request.query));
  });

  app.delete('/workspaceuser', { config: requires('workspace:unassign-user') }, async (request, reply) => {
    await services.workspaceMembers.remove(callerOf(request), parse(workspaceUserKeySchema, request.query));
    return reply.status(204).send();
  });
}
