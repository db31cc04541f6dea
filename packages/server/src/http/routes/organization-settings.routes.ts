import { idSchema, updateOrganizationRequestSchema, type Organization } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OrganizationSettingsService } from '../../services/organization-settings.service.ts';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../authenticate.ts';
import { signedIn } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const organizationQuery = z.object({ id: idSchema.optional() });

/** `/organization`: the caller's organization (name); only its owner renames it. Never open to API keys. */
export function organizationSettingsRoutes(app: FastifyInstance, { db, services }: AppContext): void {
  const organizations = new OrganizationSettingsService(db, services.repos);

  app.get('/organization', { config: signedIn() }, (request): Promise<Organization> => {
    return organizations.get(callerOf(request), parse(organizationQuery, request.query).id);
  });

  app.put('/organization', { config: signedIn() }, (request): Promise<Organization> => {
    return organizations.rename(callerOf(request), parse(updateOrganizationRequestSchema, request.body));
  });
}
