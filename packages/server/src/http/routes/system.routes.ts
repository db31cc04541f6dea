import type { SettingsResponse, VersionResponse } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import packageJson from '../../../package.json' with { type: 'json' };
import type { AppContext } from '../app-context.ts';
import { publicRoute } from '../route-access.ts';

export function systemRoutes(app: FastifyInstance, context: AppContext): void {
  const { config } = context;

  app.get('/settings', { config: publicRoute() }, async (): Promise<SettingsResponse> => {
    const hasUsers = await context.hasUsers();
    return {
      PLATFORM_TYPE: config.platform,
      hasUsers,
      emailEnabled: config.smtp !== undefined,
      openRegistration: config.platform === 'cloud' || !hasUsers,
    };
  });

  app.get('/version', { config: publicRoute() }, (): VersionResponse => ({ version: packageJson.version }));

  app.get('/ping', { config: publicRoute() }, (_request, reply) => reply.type('text/plain').send('pong'));
}
