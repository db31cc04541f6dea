import type { ApiUpsertResponse, ChatMessage, PredictionResponse, UploadsConfig } from '@loomflow/core';
import { createApiKey, TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  startDocumentStoreFixture,
  uploadFiles,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';
import { ragChatflow } from '../test-support/rag-chatflow-test-flows.ts';

const SHARED = 'Our office cat is called Pixel and sleeps by the window.';
const PRIVATE = 'My locker code is 4411 and my badge colour is blue.';
const LOCKER_UPLOAD = { type: 'file:rag', name: 'locker.txt', mime: 'text/plain' };

describe.each(TEST_DATABASE_KINDS)('chat-scoped RAG file uploads on %s', (database) => {
  let fixture: DocumentStoreFixture;

  beforeAll(async () => {
    fixture = await startDocumentStoreFixture(database);
  });
  afterAll(() => fixture.close());

  /** A RAG chatflow with its own API key; files are upserted as the chat widget does (multipart). */
  async function chatflow(fileUpload: boolean) {
    const key = await createApiKey(fixture.owner, `rag uploads ${database} ${String(fileUpload)}`);
    const flowId = await saveFlow(fixture.owner, ragChatflow(fixture, '', undefined, { fileUpload }), {
      type: 'CHATFLOW',
      apikeyid: key.id,
    });
    const upsert = async (name: string, body: string, fields: Record<string, string> = {}) => {
      const response = await uploadFiles(
        fixture.server.url,
        key.apiKeySecret,
        `/api/v1/vector/upsert/${flowId}`,
        [{ name, body }],
        fields,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as ApiUpsertResponse;
    };
    const ask = async (chatId: string, question: string, uploads: unknown[] = []) => {
      fixture.fake.script('Noted.');
      const answer = await fixture.server
        .session()
        .post<PredictionResponse>(
          `/api/v1/prediction/${flowId}`,
          { question, chatId, ...(uploads.length > 0 ? { uploads } : {}) },
          { headers: { authorization: `Bearer ${key.apiKeySecret}` } },
        );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const sources = (answer.body.sourceDocuments as { pageContent: string }[]).map(
        (doc) => doc.pageContent,
      );
      const prompt = JSON.stringify(fixture.fake.chatRequests().at(-1)?.messages);
      return { sources, prompt };
    };
    return { flowId, upsert, ask };
  }

  it('gives a chat’s uploaded file to that chat only; a file upserted without a chat reaches every chat', async () => {
    const { flowId, upsert, ask } = await chatflow(true);
    const uploads = await fixture.owner.get<UploadsConfig>(`/api/v1/chatflows-uploads/${flowId}`);
    expect(uploads.body.isRAGFileUploadAllowed).toBe(true);

    await upsert('handbook.txt', SHARED);
    const upserted = await upsert('locker.txt', PRIVATE, { chatId: 'chat-A' });
    expect(upserted.addedDocs).toEqual([
      { pageContent: PRIVATE, metadata: expect.objectContaining({ flowise_chatId: 'chat-A' }) },
    ]);

    const chatA = await ask('chat-A', 'What is my locker code?', [LOCKER_UPLOAD]);
    expect(chatA.sources).toContain(PRIVATE);
    expect(chatA.sources).toContain(SHARED);
    expect(chatA.prompt).toContain('4411');

    const chatB = await ask('chat-B', 'What is my locker code?');
    expect(chatB.sources).not.toContain(PRIVATE);
    expect(chatB.sources).toContain(SHARED);
    expect(chatB.prompt).not.toContain('4411');

    // The user's message records the file as Flowise does (the file itself went to the vector store).
    const messages = await fixture.owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}?chatId=chat-A`);
    const question = messages.body.find((message) => message.role === 'userMessage');
    expect(JSON.parse(question?.fileUploads ?? 'null')).toEqual([LOCKER_UPLOAD]);
  });

  it('writes a chat’s upsert for every chat when the store has File Upload off, as Flowise does', async () => {
    const { flowId, upsert, ask } = await chatflow(false);
    const uploads = await fixture.owner.get<UploadsConfig>(`/api/v1/chatflows-uploads/${flowId}`);
    expect(uploads.body.isRAGFileUploadAllowed).toBe(false);
    const upserted = await upsert('locker.txt', PRIVATE, { chatId: 'chat-A' });
    expect(upserted.addedDocs[0]?.metadata).not.toHaveProperty('flowise_chatId');
    expect((await ask('chat-B', 'What is my locker code?')).sources).toContain(PRIVATE);
  });
});
