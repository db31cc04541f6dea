import { z } from 'zod';

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
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const oneOrMany = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter((item) => item !== ''));

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
  endDate: z.string().max(40).optional(),
});
export type ChatMessageListQuery = z.output<typeof chatMessageListQuerySchema>;

/** `DELETE /chatmessage/{flowId}` filters: none deletes every message of the flow. */
export const chatMessageDeleteQuerySchema = z.object({
  chatId: z.string().max(200).optional(),
  sessionId: z.string().max(200).optional(),
  chatType: oneOrMany.pipe(z.array(chatTypeSchema)).optional(),
});
