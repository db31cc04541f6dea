import { chatflowListSchema, chatflowPageSchema, chatflowSchema } from '@loomflow/core';
import type {
  Chatflow,
  ChatflowPage,
  ChatflowSortField,
  ChatflowType,
  CreateChatflowRequest,
  SortOrder,
  UpdateChatflowRequest,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

export interface FlowQuery {
  readonly type?: ChatflowType;
  readonly search?: string;
  readonly page?: number;
  readonly limit?: number;
  readonly sort?: ChatflowSortField;
  readonly order?: SortOrder;
}

const path = (id: string) => `/chatflows/${encodeURIComponent(id)}`;

function queryString(query: FlowQuery): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.search) params.set('search', query.search);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.sort) params.set('sort', query.sort);
  if (query.order) params.set('order', query.order);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const chatflowsApi = {
  /** One page of flows of a type (newest change first unless sorted otherwise), with the total. */
  page: (query: FlowQuery): Promise<ChatflowPage> =>
    apiRequest(`/chatflows${queryString(query)}`, { schema: chatflowPageSchema }),

  list: (query: FlowQuery = {}): Promise<Chatflow[]> =>
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
