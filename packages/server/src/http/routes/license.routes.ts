import { installLicenseRequestSchema, type LicenseState } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../authenticate.ts';
import { signedIn } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

/** The enterprise license: its state (with seats) and installing a new one (organization admins). */
export function licenseRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get('/license', { config: signedIn() }, (): Promise<LicenseState> => services.license.state());

  app.post('/license', { config: signedIn() }, (request): Promise<LicenseState> => {
    const { license } = parse(installLicenseRequestSchema, request.body);
    return services.license.install(callerOf(request), license);
  });
}
