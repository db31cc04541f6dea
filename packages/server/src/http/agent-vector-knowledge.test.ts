import type { PredictionResponse } from '@loomflow/core';
import { fakeReply } from '@loomflow/testkit/fake-openai';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWithVectorKnowledge, type KnowledgeRow } from '../test-support/agent-knowledge-test-flows.ts';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  startDocumentStoreFixture,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';
import { dataUrl, PLANTED, POLICIES, ragChatflow } from '../test-support/rag-chatflow-test-flows.ts';

/**
 * The Agent's Knowledge (Vector Embeddings) through the server and engine: a chatflow upserts policies into the
 * server's embedded vector store; an agentflow's Agent row names that store and OpenAI embeddings (at the fake), and
 * the fake model calls the row's retriever tool.
 */
describe.each(TEST_DATABASE_KINDS)('the Agent’s knowledge from a vector store on %s', (database) => {
  let fixture: DocumentStoreFixture;
  const collectionName = `policies_${database}`;

  beforeAll(async () => {
    fixture = await startDocumentStoreFixture(database);
    const upsertFlow = await saveFlow(
      fixture.owner,
      ragChatflow(fixture, dataUrl('policies.txt', POLICIES), ['embeddedVectorStore_0'], {
        fileUpload: false,
        storeInputs: { collectionName },
      }),
      { type: 'CHATFLOW' },
    );
    const upserted = await fixture.owner.post(`/api/v1/vector/upsert/${upsertFlow}`, {});
    expect(upserted.status, JSON.stringify(upserted.body)).toBe(200);
  });
  afterAll(() => fixture.close());

  function policiesRow(returnSourceDocuments: boolean): KnowledgeRow {
    return {
      vectorStore: 'embeddedVectorStore',
      vectorStoreConfig: { collectionName, topK: 1 },
      embeddingModel: 'openAIEmbeddings',
      embeddingModelConfig: {
        modelName: 'text-embedding-3-small',
        basepath: fixture.fake.url,
        FLOWISE_CREDENTIAL_ID: fixture.credentialId,
      },
      knowledgeName: 'Shop policies',
      knowledgeDescription: 'Refunds, shipping and gift card rules of the shop',
      returnSourceDocuments,
    };
  }

  async function ask(rows: readonly KnowledgeRow[]) {
    const flowId = await saveFlow(
      fixture.owner,
      agentWithVectorKnowledge(rows, fixture.fake.url, fixture.credentialId),
    );
    return fixture.owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question: 'How long do refunds take?',
    });
  }

  it('the model searches the row’s store through its tool; the found text reaches it and the answer’s sources', async () => {
    fixture.fake.reset();
    fixture.fake.script(fakeReply.toolCall('shop_policies', { input: PLANTED }), (request) => {
      const toolMessage = request.messages.find((message) => message.role === 'tool');
      return `From the policies: ${typeof toolMessage?.content === 'string' ? toolMessage.content : ''}`;
    });
    const answer = await ask([policiesRow(true)]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.text).toBe(`From the policies: ${PLANTED}`);
    expect(answer.body.sourceDocuments).toEqual([
      expect.objectContaining({
        pageContent: PLANTED,
        metadata: expect.objectContaining({ source: 'policies.txt' }),
      }),
    ]);
    const offered = (fixture.fake.chatRequests()[0]?.tools ?? []).map(
      (offer) => (offer as { function: { name: string; description: string } }).function,
    );
    expect(offered).toContainEqual(
      expect.objectContaining({
        name: 'shop_policies',
        description: 'Refunds, shipping and gift card rules of the shop',
      }),
    );
    // The question was embedded at the row's embeddings (the fake), with the row's model.
    expect(fixture.fake.embeddingRequests().at(-1)).toMatchObject({
      model: 'text-embedding-3-small',
      input: PLANTED,
    });
  });

  it('without Return Source Documents the answer lists none', async () => {
    fixture.fake.reset();
    fixture.fake.script(fakeReply.toolCall('shop_policies', { input: PLANTED }), 'Fourteen days.');
    const answer = await ask([policiesRow(false)]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.text).toBe('Fourteen days.');
    expect(answer.body.sourceDocuments).toEqual([]);
    const toolMessage = fixture.fake.chatRequests()[1]?.messages.find((message) => message.role === 'tool');
    expect(toolMessage?.content).toBe(PLANTED);
  });

  it('a row naming a vector store that cannot run fails the Agent node, naming the row', async () => {
    fixture.fake.reset();
    const answer = await ask([
      policiesRow(false),
      { ...policiesRow(false), vectorStore: 'faiss', knowledgeName: 'Old index' },
    ]);
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).toContain(
      'Knowledge (Vector Embeddings) row 2 (\\"Old index\\"): the vector store \\"faiss\\" cannot run here',
    );
    expect(fixture.fake.chatRequests()).toHaveLength(0);
  });
});
