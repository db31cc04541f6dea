import { chatMessageListSchema, chatSessionSummaryListSchema } from '@loomflow/core';
import type { ChatMessage, ChatSessionSummary, FeedbackRating, MessageSource } from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

/** The filters of the message history dialog; dates are ISO texts or days (`2026-03-01`). */
export interface MessageHistoryFilter {
  readonly sources?: readonly MessageSource[];
  readonly startDate?: string;
  readonly endDate?: string;
  readonly feedbackTypes?: readonly FeedbackRating[];
}

function filterParams(filter: MessageHistoryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.sources && filter.sources.length > 0) params.set('source', filter.sources.join(','));
  if (filter.startDate) params.set('startDate', filter.startDate);
  if (filter.endDate) params.set('endDate', filter.endDate);
  if (filter.feedbackTypes && filter.feedbackTypes.length > 0)
    params.set('feedbackType', filter.feedbackTypes.join(','));
  return params;
}

const base = (flowId: string) => `/chatmessage/${encodeURIComponent(flowId)}`;

/** A flow's stored conversations (`/chatmessage/{flowId}`), as the message history dialog reads them. */
export const messageHistoryApi = {
  /** One row per conversation, newest activity first. */
  sessions: (flowId: string, filter: MessageHistoryFilter): Promise<ChatSessionSummary[]> => {
    const query = filterParams(filter).toString();
    return apiRequest(`${base(flowId)}/sessions${query ? `?${query}` : ''}`, {
      schema: chatSessionSummaryListSchema,
    });
  },

  /** The messages with their feedback, oldest first: of one chat, or of every conversation the filter keeps. */
  messages: (
    flowId: string,
    filter: MessageHistoryFilter & { readonly chatId?: string },
  ): Promise<ChatMessage[]> => {
    const params = filterParams(filter);
    if (filter.chatId) params.set('chatId', filter.chatId);
    params.set('feedback', 'true');
    return apiRequest(`${base(flowId)}?${params.toString()}`, { schema: chatMessageListSchema });
  },

  /** Deletes one conversation (its messages and their feedback). */
  removeChat: async (flowId: string, chatId: string): Promise<void> => {
    await apiRequest(`${base(flowId)}?chatId=${encodeURIComponent(chatId)}`, {
      method: 'DELETE',
      schema: ignoredBody,
    });
  },
};
