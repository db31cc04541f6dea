import type { ApiUpsertResponse, PredictionResponse, UploadsConfig } from '@loomflow/core';
import { createApiKey, TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  startDocumentStoreFixture,
  uploadFiles,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';
import { dataUrl, PLANTED, POLICIES, ragChatflow } from '../test-support/rag-chatflow-test-flows.ts';

describe.each(TEST_DATABASE_KINDS)('upserting a chatflow’s vector store on %s', (database) => {
  let fixture: DocumentStoreFixture;

  beforeAll(async () => {
    fixture = await startDocumentStoreFixture(database);
  });
  afterAll(() => fixture.close());

  async function ask(flowId: string, question: string) {
    fixture.fake.script('Within fourteen days.');
    return fixture.owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, { question });
  }

  it('upserts the flow’s own file (JSON body), then /prediction answers with the upserted chunks as sources', async () => {
    const { owner } = fixture;
    const flowId = await saveFlow(owner, ragChatflow(fixture, dataUrl('policies.txt', POLICIES)), {
      type: 'CHATFLOW',
    });
    const upserted = await owner.post<ApiUpsertResponse>(`/api/v1/vector/upsert/${flowId}`, {});
    expect(upserted.status, JSON.stringify(upserted.body)).toBe(200);
    expect(upserted.body).toMatchObject({ numAdded: 3, numDeleted: 0, numUpdated: 0, numSkipped: 0 });
    expect(upserted.body.addedDocs).toContainEqual(
      expect.objectContaining({
        pageContent: PLANTED,
        metadata: expect.objectContaining({ source: 'policies.txt' }),
      }),
    );
    // Upserting again replaces the same chunks instead of adding copies.
    await owner.post(`/api/v1/vector/upsert/${flowId}`, {});

    const answer = await ask(flowId, PLANTED);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.text).toBe('Within fourteen days.');
    expect(answer.body.sourceDocuments).toHaveLength(2);
    expect(answer.body.sourceDocuments[0]).toMatchObject({
      pageContent: PLANTED,
      metadata: expect.objectContaining({ source: 'policies.txt' }),
    });
    expect(fixture.fake.chatRequests().at(-1)?.messages[0]?.content).toContain(PLANTED);
  });

  it('upserts files sent as multipart into the flow’s file loader; the flow’s API key is required', async () => {
    const { owner, server } = fixture;
    const key = await createApiKey(owner, `upsert ${database}`);
    const flowId = await saveFlow(owner, ragChatflow(fixture, ''), { type: 'CHATFLOW', apikeyid: key.id });
    const file = { name: 'handbook.txt', body: `Our office cat is called Pixel.\n\n${PLANTED}` };

    const refused = await uploadFiles(server.url, 'not-the-key', `/api/v1/vector/upsert/${flowId}`, [file]);
    expect(refused.status).toBe(401);

    const upserted = await uploadFiles(
      server.url,
      key.apiKeySecret,
      `/api/v1/vector/upsert/${flowId}`,
      [file],
      {
        stopNodeId: 'embeddedVectorStore_0',
      },
    );
    expect(upserted.status, JSON.stringify(upserted.body)).toBe(200);
    expect(upserted.body).toMatchObject({ numAdded: 2 });

    const answer = await fixture.server
      .session()
      .post<PredictionResponse>(
        `/api/v1/prediction/${flowId}`,
        { question: 'What is the office cat called?' },
        { headers: { authorization: `Bearer ${key.apiKeySecret}` } },
      );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.sourceDocuments).toContainEqual(
      expect.objectContaining({
        pageContent: 'Our office cat is called Pixel.',
        metadata: expect.objectContaining({ source: 'handbook.txt' }),
      }),
    );

    const wrongType = await uploadFiles(server.url, key.apiKeySecret, `/api/v1/vector/upsert/${flowId}`, [
      { name: 'photo.png', body: 'x' },
    ]);
    expect(wrongType.status).toBe(400);
    expect((wrongType.body as { message: string }).message).toContain(
      'No file loader of this chatflow takes "photo.png"',
    );
  });

  it('asks which vector store to upsert when there are several, and names a failing node', async () => {
    const { owner } = fixture;
    const flowId = await saveFlow(
      owner,
      ragChatflow(
        fixture,
        dataUrl('policies.txt', POLICIES),
        ['embeddedVectorStore_0', 'embeddedVectorStore_1'],
        { fileUpload: false },
      ),
      { type: 'CHATFLOW' },
    );
    const several = await owner.post<{ message: string }>(`/api/v1/vector/upsert/${flowId}`, {});
    expect(several.status).toBe(400);
    expect(several.body.message).toContain(
      'several vector store nodes ("embeddedVectorStore" (embeddedVectorStore_0), "embeddedVectorStore" (embeddedVectorStore_1)): send stopNodeId',
    );
    const chosen = await owner.post<ApiUpsertResponse>(`/api/v1/vector/upsert/${flowId}`, {
      stopNodeId: 'embeddedVectorStore_1',
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.numAdded).toBe(3);

    const broken = await saveFlow(owner, ragChatflow(fixture, 'FILE-STORAGE::["missing.txt"]'), {
      type: 'CHATFLOW',
    });
    const failed = await owner.post<{ message: string }>(`/api/v1/vector/upsert/${broken}`, {});
    expect(failed.status).toBe(500);
    expect(failed.body.message).toContain('Node "textFile" (textFile_0) failed to start');
    expect(failed.body.message).toContain('The flow has no stored file "missing.txt"');
  });

  it('reports RAG file uploads allowed for a vector store with file upload fed by a file loader', async () => {
    const { owner } = fixture;
    const flowId = await saveFlow(owner, ragChatflow(fixture, ''), { type: 'CHATFLOW' });
    const uploads = await owner.get<UploadsConfig>(`/api/v1/chatflows-uploads/${flowId}`);
    expect(uploads.status).toBe(200);
    expect(uploads.body.isRAGFileUploadAllowed).toBe(true);
  });
});
