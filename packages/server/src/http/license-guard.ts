import { API_BASE_PATH } from '@loomflow/core';
import type { FastifyRequest } from 'fastify';
import type { LicenseService } from '../services/license.service.ts';

/**
 * Routes that work without a valid enterprise license: signing in and out, accounts and first-run setup,
 * settings and version, and installing a license — everything the `/license-expired` page needs.
 */
const LICENSE_FREE_PREFIXES = ['/auth/', '/account/', '/settings', '/version', '/ping', '/license'].map(
  (prefix) => `${API_BASE_PATH}${prefix}`,
);

/** `/auth/…` and `/account/…` as folders; the others as themselves or with sub-paths (`/license/…`). */
export function isLicenseFree(url: string): boolean {
  return LICENSE_FREE_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? url.startsWith(prefix) : url === prefix || url.startsWith(`${prefix}/`),
  );
}

/** onRequest hook (after authentication): enterprise API routes need a valid license, else 403 + redirectTo. */
export function licenseGuard(license: LicenseService) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!license.enforced) return;
    const url = request.routeOptions.url;
    if (url === undefined || isLicenseFree(url)) return;
    await license.assertUsable();
  };
}
