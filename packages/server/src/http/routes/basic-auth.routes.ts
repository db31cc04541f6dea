import { updateBasicAuthRequestSchema, type BasicAuthSettings } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../authenticate.ts';
import { signedIn } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

/** `/account/basic-auth` (open source, organization admins): the instance-wide basic authentication. */
export function basicAuthRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get('/account/basic-auth', { config: signedIn() }, (request): Promise<BasicAuthSettings> =>
    services.basicAuth.get(callerOf(request)),
  );

  app.post('/account/basic-auth', { config: signedIn() }, (request): Promise<BasicAuthSettings> =>
    services.basicAuth.update(callerOf(request), parse(updateBasicAuthRequestSchema, request.body)),
  );
}
