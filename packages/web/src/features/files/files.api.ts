import { uploadedFilesPageSchema } from '@loomflow/core';
import type { UploadedFilesPage } from '@loomflow/core';
import { apiRequest } from '../../api/api-client.ts';
import { ignoredBody } from '../../api/response-schema.ts';

const path = (id: string) => `/files/${encodeURIComponent(id)}`;

export const filesApi = {
  /** `GET /files`: the workspace's uploaded files, newest first. */
  list: (page: number, limit: number, search: string): Promise<UploadedFilesPage> => {
    const query = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (search.trim() !== '') query.set('search', search.trim());
    return apiRequest(`/files?${query.toString()}`, { schema: uploadedFilesPageSchema });
  },

  /** The address that downloads a file with the session cookie. */
  downloadUrl: (id: string): string => `/api/v1${path(id)}/download`,

  /** Deletes a file; one in use needs `confirm` (the person saw what breaks). */
  remove: async (id: string, confirm: boolean): Promise<void> => {
    await apiRequest(`${path(id)}${confirm ? '?confirm=true' : ''}`, {
      method: 'DELETE',
      schema: ignoredBody,
    });
  },
};
