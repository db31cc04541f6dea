import { licenseStateSchema } from '@loomflow/core';
import type { LicenseState } from '@loomflow/core';
import { apiRequest } from './api-client.ts';

export const licenseApi = {
  /** `POST /license` (organization admin, enterprise): installs a license file's text. */
  install: (license: string): Promise<LicenseState> =>
    apiRequest('/license', { method: 'POST', body: { license }, schema: licenseStateSchema }),
};
