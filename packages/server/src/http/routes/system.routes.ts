import type { LicenseState, SettingsResponse, VersionResponse } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import packageJson from '../../../package.json' with { type: 'json' };
import type { AppContext } from '../app-context.ts';
import { publicRoute } from '../route-access.ts';

/** What anyone may read about the license: no seat count. */
function publicLicenseState({ seats: _seats, ...state }: LicenseState): LicenseState {
  return state;
}

export function systemRoutes(app: FastifyInstance, context: AppContext): void {
  const { config } = context;

  app.get('/settings', { config: publicRoute() }, async (): Promise<SettingsResponse> => {
    const hasUsers = await context.hasUsers();
    return {
      PLATFORM_TYPE: config.platform,
      hasUsers,
      needsSetup: !hasUsers && config.platform !== 'cloud',
      emailEnabled: config.smtp !== undefined,
      openRegistration: config.platform === 'cloud' || !hasUsers,
      ...(config.queue?.mode === 'queue' ? { QUEUE_MODE: true } : {}),
      ...(context.services.license.enforced
        ? { license: publicLicenseState(await context.services.license.state()) }
        : {}),
    };
  });

  app.get('/version', { config: publicRoute() }, (): VersionResponse => ({ version: packageJson.version }));

  app.get('/ping', { config: publicRoute() }, (_request, reply) => reply.type('text/plain').send('pong'));
}
