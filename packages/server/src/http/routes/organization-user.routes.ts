import {
  organizationMemberActionSchema,
  organizationMemberQuerySchema,
  organizationUserKeySchema,
  organizationUserQuerySchema,
  updateOrganizationUserRequestSchema,
  type OrganizationMemberPage,
  type OrganizationUser,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { refuseRoleFieldOnOpenSource } from '../open-source-roles.ts';
import { callerOf } from '../authenticate.ts';
import { requires, signedIn } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

/** `/organizationuser`: memberships; reading one's own needs nothing, the rest users:manage. */
export function organizationUserRoutes(app: FastifyInstance, { config, services }: AppContext): void {
  app.get('/organizationuser', { config: signedIn() }, (request): Promise<OrganizationUser[]> => {
    const query = parse(organizationUserQuerySchema, request.query);
    return services.organizationUsers.list(callerOf(request), query);
  });

  app.put('/organizationuser', { config: requires('users:manage') }, (request): Promise<OrganizationUser> => {
    const body = parse(updateOrganizationUserRequestSchema, request.body);
    refuseRoleFieldOnOpenSource(config.platform, body.roleId, 'Send the change without a roleId.');
    return services.organizationUsers.update(callerOf(request), body);
  });

  app.delete('/organizationuser', { config: requires('users:manage') }, async (request, reply) => {
    await services.organizationUsers.remove(
      callerOf(request),
      parse(organizationUserKeySchema, request.query),
    );
    return reply.status(204).send();
  });

  // The Users screen: search and paging, pending invitations, ownership transfer.
  app.get(
    '/organizationuser/members',
    { config: requires('users:manage') },
    (request): Promise<OrganizationMemberPage> =>
      services.organizationMembers.page(
        callerOf(request),
        parse(organizationMemberQuerySchema, request.query),
      ),
  );

  app.post('/organizationuser/resend-invite', { config: requires('users:manage') }, (request) =>
    services.organizationMembers.resendInvite(
      callerOf(request),
      parse(organizationMemberActionSchema, request.body),
    ),
  );

  app.post('/organizationuser/transfer-ownership', { config: requires('users:manage') }, async (request) => {
    await services.organizationMembers.transferOwnership(
      callerOf(request),
      parse(organizationMemberActionSchema, request.body),
    );
    return { message: 'Ownership transferred' };
  });
}
