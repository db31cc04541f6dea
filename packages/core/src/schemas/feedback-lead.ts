import { z } from 'zod';

export const FEEDBACK_RATINGS = ['THUMBS_UP', 'THUMBS_DOWN'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** Flowise's `chat_message_feedback`: one rating per assistant message. */
export const chatMessageFeedbackSchema = z.object({
  id: z.string(),
  chatflowid: z.string(),
  chatId: z.string(),
  messageId: z.string(),
  rating: z.enum(FEEDBACK_RATINGS),
  content: z.string().nullable(),
  createdDate: z.string(),
});
export type ChatMessageFeedback = z.infer<typeof chatMessageFeedbackSchema>;

/** `POST /feedback` (the widget's and the chat panel's thumbs). */
export const createFeedbackRequestSchema = z.object({
  chatflowid: z.string().min(1).max(100),
  chatId: z.string().min(1).max(200),
  messageId: z.string().min(1).max(100),
  rating: z.enum(FEEDBACK_RATINGS, { message: 'rating must be THUMBS_UP or THUMBS_DOWN' }),
  content: z.string().max(10_000).optional(),
});
export type CreateFeedbackRequest = z.infer<typeof createFeedbackRequestSchema>;

/** `PUT /feedback/{id}`: change the rating or add the comment. */
export const updateFeedbackRequestSchema = z.object({
  rating: z.enum(FEEDBACK_RATINGS, { message: 'rating must be THUMBS_UP or THUMBS_DOWN' }).optional(),
  content: z.string().max(10_000).optional(),
});
export type UpdateFeedbackRequest = z.infer<typeof updateFeedbackRequestSchema>;

/** Flowise's `lead`: contact details a chat's visitor left. */
export const leadSchema = z.object({
  id: z.string(),
  chatflowid: z.string(),
  chatId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdDate: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** `POST /leads`. */
export const createLeadRequestSchema = z.object({
  chatflowid: z.string().min(1).max(100),
  chatId: z.string().min(1).max(200),
  name: z.string().max(255).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(50).optional(),
});
export type CreateLeadRequest = z.infer<typeof createLeadRequestSchema>;
