import {
  createRoleRequestSchema,
  deleteRoleQuerySchema,
  roleQuerySchema,
  updateRoleRequestSchema,
  type Role,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { refuseRolesOnOpenSource } from '../open-source-roles.ts';
import { callerOf } from '../authenticate.ts';
import { requires, requiresAny } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

/** `/role` (Flowise's enterprise API): built-in and custom roles of the caller's organization; changes need roles:manage. */
export function roleRoutes(app: FastifyInstance, { config, services }: AppContext): void {
  // Open source has one user kind: its roles are not created, changed or deleted (reading them stays harmless).
  const rolesExist = refuseRolesOnOpenSource(config.platform);

  // Read by users:manage too: the Users screen offers the roles to give.
  app.get(
    '/role',
    { config: requiresAny(['roles:manage', 'users:manage']) },
    (request): Promise<Role[] | Role> => {
      const query = parse(roleQuerySchema, request.query);
      if (query.id !== undefined)
        return services.roles.get(callerOf(request), query.id, query.organizationId);
      return services.roles.list(callerOf(request), query.organizationId);
    },
  );

  app.post('/role', { config: requires('roles:manage') }, async (request, reply) => {
    rolesExist();
    const role = await services.roles.create(callerOf(request), parse(createRoleRequestSchema, request.body));
    return reply.status(201).send(role);
  });

  app.put('/role', { config: requires('roles:manage') }, (request): Promise<Role> => {
    rolesExist();
    return services.roles.update(callerOf(request), parse(updateRoleRequestSchema, request.body));
  });

  app.delete('/role', { config: requires('roles:manage') }, async (request, reply) => {
    rolesExist();
    await services.roles.remove(callerOf(request), parse(deleteRoleQuerySchema, request.query));
    return reply.status(204).send();
  });
}
