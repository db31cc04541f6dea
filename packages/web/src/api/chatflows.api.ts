import { chatflowListSchema, chatflowPageSchema, chatflowSchema } from '@loomflow/core';
import type {
  Chatflow,
  ChatflowListQuery,
  ChatflowPage,
  CreateChatflowRequest,
  UpdateChatflowRequest,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

const path = (id: string) => `/chatflows/${encodeURIComponent(id)}`;

function queryString(query: ChatflowListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const chatflowsApi = {
  /** One page of flows of a type, newest change first, with the total. */
  page: (query: ChatflowListQuery): Promise<ChatflowPage> =>
    apiRequest(`/chatflows${queryString(query)}`, { schema: chatflowPageSchema }),

  list: (query: ChatflowListQuery = {}): Promise<Chatflow[]> =>
    apiRequest(`/chatflows${queryString(query)}`, { schema: chatflowListSchema }),

  get: (id: string): Promise<Chatflow> => apiRequest(path(id), { schema: chatflowSchema }),

  create: (request: CreateChatflowRequest): Promise<Chatflow> =>
    apiRequest('/chatflows', { method: 'POST', body: request, schema: chatflowSchema }),

  /** With `updatedDate` a stale save is refused with 409; `overwrite: true` replaces anyway. */
  update: (id: string, request: UpdateChatflowRequest): Promise<Chatflow> =>
    apiRequest(path(id), { method: 'PUT', body: request, schema: chatflowSchema }),

  remove: async (id: string): Promise<void> => {
    await apiRequest(path(id), { method: 'DELETE', schema: ignoredBody });
  },
};
