import { updateProfileRequestSchema, userQuerySchema, type PublicUser } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../authenticate.ts';
import { signedIn } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

/** `/user`: one's own profile; reading another member needs users:manage (checked by the service). */
export function userRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get('/user', { config: signedIn() }, (request): Promise<PublicUser> => {
    return services.userProfiles.get(callerOf(request), parse(userQuerySchema, request.query).id);
  });

  app.put('/user', { config: signedIn() }, (request): Promise<PublicUser> => {
    return services.userProfiles.update(callerOf(request), parse(updateProfileRequestSchema, request.body));
  });
}
