import { chatMessageListSchema } from '@loomflow/core';
import type { ChatMessage } from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

const path = (flowId: string, chatId: string) =>
  `/chatmessage/${encodeURIComponent(flowId)}?chatId=${encodeURIComponent(chatId)}`;

/** The stored messages of one chat of a flow (the canvas chat reloads them on open). */
export const chatMessagesApi = {
  list: (flowId: string, chatId: string): Promise<ChatMessage[]> =>
    apiRequest(`${path(flowId, chatId)}&feedback=true`, { schema: chatMessageListSchema }),
  /** Deletes every message of one chat. */
  clear: async (flowId: string, chatId: string): Promise<void> => {
    await apiRequest(path(flowId, chatId), { method: 'DELETE', schema: ignoredBody });
  },
};
