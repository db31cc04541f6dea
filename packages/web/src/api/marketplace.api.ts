import { marketplaceTemplateListSchema, marketplaceTemplateSchema } from '@loomflow/core';
import type { MarketplaceTemplate, SaveCustomTemplateRequest } from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

export const marketplaceApi = {
  /** The templates shipped with Loomflow (`templates:marketplace`). */
  templates: (): Promise<MarketplaceTemplate[]> =>
    apiRequest('/marketplaces/templates', { schema: marketplaceTemplateListSchema }),

  /** The workspace's own templates, newest first (`templates:custom`). */
  custom: (): Promise<MarketplaceTemplate[]> =>
    apiRequest('/marketplaces/custom', { schema: marketplaceTemplateListSchema }),

  /** "Save As Template" from a saved flow or a tool; a refusal is shown in the dialog, not as a redirect. */
  saveCustom: (request: SaveCustomTemplateRequest): Promise<MarketplaceTemplate> =>
    apiRequest('/marketplaces/custom', {
      method: 'POST',
      body: request,
      schema: marketplaceTemplateSchema,
      handlesForbidden: true,
    }),

  removeCustom: async (id: string): Promise<void> => {
    await apiRequest(`/marketplaces/custom/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: ignoredBody,
    });
  },
};
