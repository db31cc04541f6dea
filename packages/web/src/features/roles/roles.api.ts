import { roleListSchema, roleSchema } from '@loomflow/core';
import type { CreateRoleRequest, Role, UpdateRoleRequest } from '@loomflow/core';
import { apiRequest } from '../../api/api-client.ts';
import { ignoredBody } from '../../api/response-schema.ts';

/** `/role` (roles:manage): built-in and custom roles of the organization. */
export const rolesApi = {
  list: (): Promise<Role[]> => apiRequest('/role', { schema: roleListSchema }),

  create: (request: CreateRoleRequest): Promise<Role> =>
    apiRequest('/role', { method: 'POST', body: request, schema: roleSchema, handlesForbidden: true }),

  update: (request: UpdateRoleRequest): Promise<Role> =>
    apiRequest('/role', { method: 'PUT', body: request, schema: roleSchema, handlesForbidden: true }),

  /** A role still held needs `reassignToRoleId` (the server answers 409 otherwise). */
  remove: async (id: string, reassignToRoleId?: string): Promise<void> => {
    const search = new URLSearchParams({ id });
    if (reassignToRoleId !== undefined) search.set('reassignToRoleId', reassignToRoleId);
    await apiRequest(`/role?${search.toString()}`, {
      method: 'DELETE',
      schema: ignoredBody,
      handlesForbidden: true,
    });
  },
};
