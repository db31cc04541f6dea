import { z } from 'zod';
import { chatMessageFeedbackSchema, FEEDBACK_RATINGS } from './feedback-lead.ts';

export const CHAT_TYPES = ['INTERNAL', 'EXTERNAL', 'EVALUATION', 'MCP', 'SCHEDULED', 'WEBHOOK'] as const;
export const chatTypeSchema = z.enum(CHAT_TYPES, {
  message: 'chatType must be INTERNAL, EXTERNAL, EVALUATION, MCP, SCHEDULED or WEBHOOK',
});

/** A stored chat message (Flowise's `chat_message`); list fields are JSON text as Flowise answers them. */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['apiMessage', 'userMessage']),
  chatflowid: z.string(),
  executionId: z.string().nullable(),
  content: z.string(),
  sourceDocuments: z.string().nullable(),
  usedTools: z.string().nullable(),
  agentReasoning: z.string().nullable(),
  fileUploads: z.string().nullable(),
  artifacts: z.string().nullable(),
  action: z.string().nullable(),
  chatType: z.string(),
  chatId: z.string(),
  sessionId: z.string().nullable(),
  memoryType: z.string().nullable(),
  leadEmail: z.string().nullable(),
  followUpPrompts: z.string().nullable(),
  usage: z.string().nullable(),
  createdDate: z.string(),
  /** The browser origin an EXTERNAL prediction came from (the embedded widget); null for API calls. */
  requestOrigin: z.string().nullable().optional(),
  /** An assistant message of a turn that failed: why (its content holds the same text). Absent on answers. */
  error: z.string().optional(),
  /** With `?feedback=true`: the message's rating and comment, or null. */
  feedback: chatMessageFeedbackSchema.nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.array(chatMessageSchema);

/**
 * Where a conversation came from: the canvas chat (`UI`, INTERNAL), the prediction API without a browser origin
 * (`API`), a browser page such as the embedded widget or the shared chatbot (`EMBED`), or another chat type
 * (evaluation, MCP, schedule, webhook: `OTHER`).
 */
export const MESSAGE_SOURCES = ['UI', 'API', 'EMBED', 'OTHER'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];
export const messageSourceSchema = z.enum(MESSAGE_SOURCES, {
  message: 'source must be UI, API, EMBED or OTHER',
});

/** The source of a stored message, from its chat type and request origin. */
export function messageSourceOf(chatType: string, requestOrigin: string | null | undefined): MessageSource {
  if (chatType === 'INTERNAL') return 'UI';
  if (chatType !== 'EXTERNAL') return 'OTHER';
  return requestOrigin ? 'EMBED' : 'API';
}

/** `a,b`, repeated parameters, or Flowise's JSON array text `["a","b"]`. */
function listItems(value: string | string[]): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((item) => {
      const text = item.trim();
      if (text.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(text);
          if (Array.isArray(parsed)) return parsed.map((entry) => String(entry));
        } catch {
          // Not JSON: read as a comma list.
        }
      }
      return text.split(',');
    })
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Dates compare as ISO text: a day alone (`2026-01-31`) as the end of a range means the whole day. */
const endDateSchema = z
  .string()
  .max(40)
  .transform((value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value));

const oneOrMany = z.union([z.string(), z.array(z.string())]).transform(listItems);

const booleanFlag = z
  .enum(['true', 'false'], { message: 'feedback must be true or false' })
  .transform((value) => value === 'true');

/** `GET /chatmessage/{flowId}` filters. */
export const chatMessageListQuerySchema = z.object({
  chatId: z.string().max(200).optional(),
  sessionId: z.string().max(200).optional(),
  chatType: oneOrMany.pipe(z.array(chatTypeSchema)).optional(),
  order: z
    .enum(['ASC', 'DESC', 'asc', 'desc'], { message: 'order must be ASC or DESC' })
    .transform((value) => (value.toUpperCase() === 'DESC' ? 'DESC' : 'ASC'))
    .optional(),
  startDate: z.string().max(40).optional(),
  endDate: endDateSchema.optional(),
  /** Include each message's feedback (`feedback` field). */
  feedback: booleanFlag.optional(),
  /** Only rated answers (and the question before each), as Flowise filters. Implies `feedback=true`. */
  feedbackType: oneOrMany
    .pipe(z.array(z.enum(FEEDBACK_RATINGS, { message: 'feedbackType must be THUMBS_UP or THUMBS_DOWN' })))
    .optional(),
  source: oneOrMany.pipe(z.array(messageSourceSchema)).optional(),
});
export type ChatMessageListQuery = z.output<typeof chatMessageListQuerySchema>;

/** `DELETE /chatmessage/{flowId}` filters: none deletes every message of the flow. */
export const chatMessageDeleteQuerySchema = z.object({
  chatId: z.string().max(200).optional(),
  sessionId: z.string().max(200).optional(),
  chatType: oneOrMany.pipe(z.array(chatTypeSchema)).optional(),
});

/** `GET /chatmessage/{flowId}/sessions`: one row per conversation, newest first. */
export const chatSessionListQuerySchema = z.object({
  source: oneOrMany.pipe(z.array(messageSourceSchema)).optional(),
  startDate: z.string().max(40).optional(),
  endDate: endDateSchema.optional(),
  feedbackType: oneOrMany
    .pipe(z.array(z.enum(FEEDBACK_RATINGS, { message: 'feedbackType must be THUMBS_UP or THUMBS_DOWN' })))
    .optional(),
});
export type ChatSessionListQuery = z.output<typeof chatSessionListQuerySchema>;

export const chatSessionSummarySchema = z.object({
  chatId: z.string(),
  sessionId: z.string().nullable(),
  source: messageSourceSchema,
  chatType: z.string(),
  requestOrigin: z.string().nullable(),
  /** The first question asked, or the first message when there is none. */
  firstMessage: z.string(),
  messageCount: z.number().int(),
  firstDate: z.string(),
  lastDate: z.string(),
  thumbsUp: z.number().int(),
  thumbsDown: z.number().int(),
});
export type ChatSessionSummary = z.infer<typeof chatSessionSummarySchema>;
export const chatSessionSummaryListSchema = z.array(chatSessionSummarySchema);
