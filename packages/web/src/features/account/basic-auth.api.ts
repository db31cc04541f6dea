import { basicAuthSettingsSchema } from '@loomflow/core';
import type { BasicAuthSettings, UpdateBasicAuthRequest } from '@loomflow/core';
import { apiRequest } from '../../api/api-client.ts';

/** `/account/basic-auth` (open source): the instance-wide basic authentication. */
export const basicAuthApi = {
  get: (): Promise<BasicAuthSettings> =>
    apiRequest('/account/basic-auth', { schema: basicAuthSettingsSchema }),
  update: (request: UpdateBasicAuthRequest): Promise<BasicAuthSettings> =>
    apiRequest('/account/basic-auth', { method: 'POST', body: request, schema: basicAuthSettingsSchema }),
};
