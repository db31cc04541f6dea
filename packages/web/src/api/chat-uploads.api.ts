import { publicChatbotConfigSchema, uploadsConfigSchema } from '@loomflow/core';
import type { PublicChatbotConfig, UploadsConfig } from '@loomflow/core';
import { apiRequest } from './api-client.ts';

/** What a flow's chat may upload (`GET /chatflows-uploads/{id}`). */
export const chatUploadsApi = {
  config: (flowId: string): Promise<UploadsConfig> =>
    apiRequest(`/chatflows-uploads/${encodeURIComponent(flowId)}`, { schema: uploadsConfigSchema }),
};

/** The theme, uploads and start node of a public flow (`GET /public-chatbotConfig/{id}`), without a session. */
export const publicChatbotApi = {
  config: (flowId: string): Promise<PublicChatbotConfig> =>
    apiRequest(`/public-chatbotConfig/${encodeURIComponent(flowId)}`, {
      schema: publicChatbotConfigSchema,
      anonymous: true,
    }),
};
