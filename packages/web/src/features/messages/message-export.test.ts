import type { ChatMessage } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { exportConversations, exportFileName } from './message-export.ts';

function message(
  fields: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'chatId' | 'createdDate'>,
): ChatMessage {
  return {
    role: 'userMessage',
    chatflowid: 'flow-1',
    executionId: null,
    content: 'hello',
    sourceDocuments: null,
    usedTools: null,
    agentReasoning: null,
    fileUploads: null,
    artifacts: null,
    action: null,
    chatType: 'EXTERNAL',
    sessionId: fields.chatId,
    memoryType: null,
    leadEmail: null,
    followUpPrompts: null,
    usage: null,
    ...fields,
  };
}

describe('message export', () => {
  it('groups the shown conversations in list order with their sources, tools, documents and feedback', () => {
    const messages = [
      message({ id: 'a1', chatId: 'api', createdDate: '2026-03-02T00:00:00.000Z', content: 'price?' }),
      message({
        id: 'a2',
        chatId: 'api',
        role: 'apiMessage',
        createdDate: '2026-03-02T00:00:01.000Z',
        content: '10 EUR',
        usedTools: JSON.stringify([{ tool: 'calculator', toolInput: { a: 1 }, toolOutput: '10' }]),
        sourceDocuments: JSON.stringify([{ pageContent: 'Prices…', metadata: { source: 'prices.pdf' } }]),
        feedback: {
          id: 'f',
          chatflowid: 'flow-1',
          chatId: 'api',
          messageId: 'a2',
          rating: 'THUMBS_DOWN',
          content: 'Too expensive',
          createdDate: '2026-03-02T00:00:02.000Z',
        },
      }),
      message({
        id: 'e1',
        chatId: 'embed',
        createdDate: '2026-03-03T00:00:00.000Z',
        requestOrigin: 'https://shop.example',
        leadEmail: 'a@b.example',
        fileUploads: JSON.stringify([{ name: 'cv.pdf', type: 'file:full' }]),
      }),
      message({ id: 'x1', chatId: 'hidden', createdDate: '2026-03-04T00:00:00.000Z' }),
    ];
    expect(exportConversations(messages, ['embed', 'api'])).toEqual([
      {
        chatId: 'embed',
        sessionId: 'embed',
        source: 'Embed',
        origin: 'https://shop.example',
        email: 'a@b.example',
        messages: [
          { role: 'user', content: 'hello', time: '2026-03-03T00:00:00.000Z', fileUploads: ['cv.pdf'] },
        ],
      },
      {
        chatId: 'api',
        sessionId: 'api',
        source: 'API',
        origin: null,
        email: null,
        messages: [
          { role: 'user', content: 'price?', time: '2026-03-02T00:00:00.000Z' },
          {
            role: 'bot',
            content: '10 EUR',
            time: '2026-03-02T00:00:01.000Z',
            usedTools: [{ tool: 'calculator', input: '{"a":1}', output: '10' }],
            sourceDocuments: [{ source: 'prices.pdf', excerpt: 'Prices…' }],
            feedback: { rating: 'THUMBS_DOWN', content: 'Too expensive' },
          },
        ],
      },
    ]);
    expect(exportFileName('Support: EU/US')).toBe('Support_ EU_US-Messages.json');
  });
});
