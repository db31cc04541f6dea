import {
  chatMessageDeleteQuerySchema,
  chatMessageListQuerySchema,
  chatSessionListQuerySchema,
} from './chat-message.ts';
import {
  createFeedbackRequestSchema,
  createLeadRequestSchema,
  updateFeedbackRequestSchema,
} from './feedback-lead.ts';
import { describeSchema } from './schema-cases.test-support.ts';

// Chat requests: message and conversation lists (filters as Flowise's clients send them), feedback and leads.

describeSchema('chatMessageListQuerySchema', chatMessageListQuerySchema, {
  valid: [
    { name: 'no filter', input: {} },
    {
      name: 'lists as commas, repeats or JSON text, order in any case, a day as end date',
      input: {
        chatType: '["INTERNAL","EXTERNAL"]',
        source: ['UI', 'API,EMBED'],
        feedbackType: 'THUMBS_UP',
        order: 'desc',
        endDate: '2026-01-31',
        feedback: 'true',
      },
      output: {
        chatType: ['INTERNAL', 'EXTERNAL'],
        source: ['UI', 'API', 'EMBED'],
        feedbackType: ['THUMBS_UP'],
        order: 'DESC',
        endDate: '2026-01-31T23:59:59.999Z',
        feedback: true,
      },
    },
  ],
  invalid: [
    {
      name: 'an unknown chat type',
      input: { chatType: 'INTERNAL,BOT' },
      path: 'chatType.1',
      message: 'chatType must be INTERNAL, EXTERNAL, EVALUATION, MCP, SCHEDULED or WEBHOOK',
    },
    { name: 'an unknown order', input: { order: 'up' }, path: 'order', message: 'order must be ASC or DESC' },
    {
      name: 'feedback as yes',
      input: { feedback: 'yes' },
      path: 'feedback',
      message: 'feedback must be true or false',
    },
    {
      name: 'an unknown rating',
      input: { feedbackType: 'MEH' },
      path: 'feedbackType.0',
      message: 'feedbackType must be THUMBS_UP or THUMBS_DOWN',
    },
    {
      name: 'an unknown source',
      input: { source: 'CLI' },
      path: 'source.0',
      message: 'source must be UI, API, EMBED or OTHER',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('chatMessageDeleteQuerySchema', chatMessageDeleteQuerySchema, {
  valid: [
    { name: 'no filter (every message)', input: {} },
    {
      name: 'one chat',
      input: { chatId: 'c1', chatType: 'INTERNAL' },
      output: { chatId: 'c1', chatType: ['INTERNAL'] },
    },
  ],
  invalid: [{ name: 'a chat id over 200 characters', input: { chatId: 'c'.repeat(201) }, path: 'chatId' }],
  unknownKeys: 'stripped',
});

describeSchema('chatSessionListQuerySchema', chatSessionListQuerySchema, {
  valid: [
    {
      name: 'sources and an end day',
      input: { source: 'EMBED', endDate: '2026-02-01' },
      output: { source: ['EMBED'], endDate: '2026-02-01T23:59:59.999Z' },
    },
  ],
  invalid: [{ name: 'an unknown source', input: { source: 'X' }, path: 'source.0' }],
  unknownKeys: 'stripped',
});

describeSchema('createFeedbackRequestSchema', createFeedbackRequestSchema, {
  valid: [
    {
      name: "the widget's thumbs",
      input: { chatflowid: 'f1', chatId: 'c1', messageId: 'm1', rating: 'THUMBS_UP' },
    },
  ],
  invalid: [
    {
      name: 'an unknown rating',
      input: { chatflowid: 'f1', chatId: 'c1', messageId: 'm1', rating: 'LOVE' },
      path: 'rating',
      message: 'rating must be THUMBS_UP or THUMBS_DOWN',
    },
    { name: 'no message', input: { chatflowid: 'f1', chatId: 'c1', rating: 'THUMBS_UP' }, path: 'messageId' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateFeedbackRequestSchema', updateFeedbackRequestSchema, {
  valid: [
    { name: 'a comment', input: { content: 'Great' } },
    { name: 'nothing', input: {} },
  ],
  invalid: [
    { name: 'a comment over 10,000 characters', input: { content: 'c'.repeat(10_001) }, path: 'content' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('createLeadRequestSchema', createLeadRequestSchema, {
  valid: [
    {
      name: 'contact details',
      input: { chatflowid: 'f1', chatId: 'c1', name: 'Ada', email: 'a@b.io', phone: '+1' },
    },
  ],
  invalid: [
    { name: 'no chat', input: { chatflowid: 'f1' }, path: 'chatId' },
    {
      name: 'a phone over 50 characters',
      input: { chatflowid: 'f1', chatId: 'c1', phone: '1'.repeat(51) },
      path: 'phone',
    },
  ],
  unknownKeys: 'stripped',
});
