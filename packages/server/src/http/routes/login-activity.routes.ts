import {
  loginActivityQuerySchema,
  purgeLoginActivityQuerySchema,
  type LoginActivityPage,
  type PurgeLoginActivityResponse,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../authenticate.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

/** `/loginactivity`: the organization's sign-in log (loginActivity:view); purging is for administrators. */
export function loginActivityRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get(
    '/loginactivity',
    { config: requires('loginActivity:view') },
    (request): Promise<LoginActivityPage> =>
      services.loginActivity.list(callerOf(request), parse(loginActivityQuerySchema, request.query)),
  );

  app.delete(
    '/loginactivity',
    { config: requires('loginActivity:view') },
    async (request): Promise<PurgeLoginActivityResponse> => {
      const { before } = parse(purgeLoginActivityQuerySchema, request.query);
      return { deleted: await services.loginActivity.purge(callerOf(request), before) };
    },
  );
}
