import { chatMessageFeedbackSchema, leadSchema } from '@loomflow/core';
import type {
  ChatMessageFeedback,
  CreateFeedbackRequest,
  CreateLeadRequest,
  Lead,
  UpdateFeedbackRequest,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';

/**
 * Thumbs up/down on answers (`POST|PUT /feedback`) and lead capture (`POST /leads`). Both are called from the
 * public chatbot too, where no session exists: a refusal is shown in place, never a redirect to login.
 */
export const chatFeedbackApi = {
  create: (body: CreateFeedbackRequest): Promise<ChatMessageFeedback> =>
    apiRequest('/feedback', { method: 'POST', body, schema: chatMessageFeedbackSchema, anonymous: true }),
  update: (id: string, body: UpdateFeedbackRequest): Promise<ChatMessageFeedback> =>
    apiRequest(`/feedback/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body,
      schema: chatMessageFeedbackSchema,
      anonymous: true,
    }),
};

export const leadsApi = {
  create: (body: CreateLeadRequest): Promise<Lead> =>
    apiRequest('/leads', { method: 'POST', body, schema: leadSchema, anonymous: true }),
};
