import type { PredictionResponse } from '@loomflow/core';
import { startFakeAzureRerank, type FakeAzureRerank } from '@loomflow/testkit/fake-providers';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  startDocumentStoreFixture,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';
import { dataUrl, PLANTED, POLICIES } from '../test-support/rag-chatflow-test-flows.ts';
import { rerankChatflow } from '../test-support/rerank-chatflow-test-flows.ts';

/**
 * A retrieval chatflow reranking through Azure Rerank Retriever (Cohere Rerank in Azure AI Foundry, at its fake):
 * the vector store's three chunks go to the deployment with the question; the chain answers from the best one.
 */
describe.each(TEST_DATABASE_KINDS)('a retrieval flow reranked by Azure on %s', (database) => {
  let fixture: DocumentStoreFixture;
  let azure: FakeAzureRerank;
  let credentialId: string;

  beforeAll(async () => {
    [fixture, azure] = await Promise.all([
      startDocumentStoreFixture(database),
      startFakeAzureRerank({ apiKey: 'foundry-secret-key' }),
    ]);
    const credential = await fixture.owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'foundry',
      credentialName: 'azureFoundryApi',
      plainDataObj: { azureFoundryApiKey: 'foundry-secret-key', azureFoundryEndpoint: azure.endpoint },
    });
    expect(credential.status, JSON.stringify(credential.body)).toBe(201);
    credentialId = credential.body.id;
  });
  afterAll(async () => {
    await Promise.all([fixture.close(), azure.close()]);
  });

  async function upsertedFlow(inputs: Record<string, unknown>, credential = credentialId): Promise<string> {
    const flowId = await saveFlow(
      fixture.owner,
      rerankChatflow(fixture, dataUrl('policies.txt', POLICIES), {
        name: 'AzureRerankRetriever',
        credentialId: credential,
        inputs,
      }),
      { type: 'CHATFLOW' },
    );
    const upserted = await fixture.owner.post(`/api/v1/vector/upsert/${flowId}`, {});
    expect(upserted.status, JSON.stringify(upserted.body)).toBe(200);
    return flowId;
  }

  it('sends the store’s chunks to the deployment and answers from the best one, with its relevance score', async () => {
    const flowId = await upsertedFlow({ model: 'Cohere-rerank-v4.0-pro', topK: 1 });
    azure.reset();
    fixture.fake.script('Within fourteen days.');
    const question = 'When are refunds paid back to the card?';
    const answer = await fixture.owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, { question });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.text).toBe('Within fourteen days.');
    expect(answer.body.sourceDocuments).toEqual([
      expect.objectContaining({
        pageContent: PLANTED,
        // 7 of the question's 8 words (all but "when"): the fake's score.
        metadata: expect.objectContaining({ source: 'policies.txt', relevance_score: 7 / 8 }),
      }),
    ]);
    const [sent] = azure.rerankRequests();
    expect(sent).toMatchObject({
      model: 'Cohere-rerank-v4.0-pro',
      query: question,
      top_n: 1,
      max_chunks_per_doc: 10,
      return_documents: false,
    });
    expect(sent?.documents).toHaveLength(3);
    expect(sent?.documents).toContain(PLANTED);
    expect(azure.keyHeaders()).toEqual(['api-key']);
    expect(fixture.fake.chatRequests().at(-1)?.messages[0]?.content).toContain(PLANTED);
  });

  it('a wrong key fails the prediction with Azure’s answer, never the key', async () => {
    const wrong = await fixture.owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'foundry wrong',
      credentialName: 'azureFoundryApi',
      plainDataObj: { azureFoundryApiKey: 'stale-secret-key', azureFoundryEndpoint: azure.endpoint },
    });
    const flowId = await upsertedFlow({}, wrong.body.id);
    const answer = await fixture.owner.post<{ message: string }>(`/api/v1/prediction/${flowId}`, {
      question: 'refunds?',
    });
    expect(answer.status).toBe(500);
    expect(answer.body.message).toContain('Azure Rerank API call failed: 401 Access denied');
    expect(JSON.stringify(answer.body)).not.toContain('stale-secret-key');
  });
});
