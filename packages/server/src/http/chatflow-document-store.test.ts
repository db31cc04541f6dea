import type { DocumentStoreLoader, PredictionResponse } from '@loomflow/core';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  createStore,
  saveVectorConfig,
  startDocumentStoreFixture,
  upsert,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';

const PLANTED = 'Refunds are paid back within fourteen days to the card used for the purchase.';
const MODEL = 'ChatOpenAI|BaseChatModel|BaseLanguageModel|Runnable';

interface Link {
  readonly from: string;
  readonly fromName: string;
  readonly fromType: string;
  readonly to: string;
  readonly input: string;
  readonly type: string;
}

function node(
  id: string,
  name: string,
  inputs: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: { id, name, label: name, inputs, ...extra },
  };
}

function edge(link: Link) {
  return {
    id: `${link.from}-${link.to}-${link.input}`,
    source: link.from,
    sourceHandle: `${link.from}-output-${link.fromName}-${link.fromType}`,
    target: link.to,
    targetHandle: `${link.to}-input-${link.input}-${link.type}`,
  };
}

/** ChatOpenAI and Document Store (Vector) → Conversational Retrieval QA Chain. */
function retrievalChatflow(fixture: DocumentStoreFixture, storeId: string): string {
  return JSON.stringify({
    nodes: [
      node(
        'chatOpenAI_0',
        'chatOpenAI',
        { modelName: 'gpt-4o-mini', basepath: fixture.fake.url },
        {
          credential: fixture.credentialId,
          outputAnchors: [
            { id: `chatOpenAI_0-output-chatOpenAI-${MODEL}`, name: 'chatOpenAI', label: 'ChatOpenAI' },
          ],
        },
      ),
      node(
        'documentStoreVS_0',
        'documentStoreVS',
        { selectedStore: storeId },
        {
          outputs: { output: 'retriever' },
          outputAnchors: [
            {
              name: 'output',
              label: 'Output',
              type: 'options',
              default: 'retriever',
              options: [
                {
                  id: 'documentStoreVS_0-output-retriever-BaseRetriever',
                  name: 'retriever',
                  label: 'Retriever',
                },
                {
                  id: 'documentStoreVS_0-output-vectorStore-VectorStore',
                  name: 'vectorStore',
                  label: 'Vector Store',
                },
              ],
            },
          ],
        },
      ),
      node(
        'conversationalRetrievalQAChain_0',
        'conversationalRetrievalQAChain',
        {
          model: '{{chatOpenAI_0.data.instance}}',
          vectorStoreRetriever: '{{documentStoreVS_0.data.instance}}',
          returnSourceDocuments: true,
        },
        {
          inputAnchors: [
            {
              id: 'conversationalRetrievalQAChain_0-input-model-BaseChatModel',
              name: 'model',
              type: 'BaseChatModel',
            },
            {
              id: 'conversationalRetrievalQAChain_0-input-vectorStoreRetriever-BaseRetriever',
              name: 'vectorStoreRetriever',
              type: 'BaseRetriever',
            },
          ],
        },
      ),
    ],
    edges: [
      edge({
        from: 'chatOpenAI_0',
        fromName: 'chatOpenAI',
        fromType: MODEL,
        to: 'conversationalRetrievalQAChain_0',
        input: 'model',
        type: 'BaseChatModel',
      }),
      edge({
        from: 'documentStoreVS_0',
        fromName: 'retriever',
        fromType: 'BaseRetriever',
        to: 'conversationalRetrievalQAChain_0',
        input: 'vectorStoreRetriever',
        type: 'BaseRetriever',
      }),
    ],
  });
}

describe.each(TEST_DATABASE_KINDS)('a chatflow over a document store on %s', (database) => {
  let fixture: DocumentStoreFixture;

  beforeAll(async () => {
    fixture = await startDocumentStoreFixture(database);
  });
  afterAll(() => fixture.close());

  it('answers through /prediction from the store with the planted chunk as source document', async () => {
    const { owner } = fixture;
    const store = await createStore(owner, 'Policies');
    const text = [
      'Shipping takes three to five working days inside the country.',
      PLANTED,
      'Gift cards cannot be exchanged for cash or used to buy other gift cards.',
    ].join('\n\n');
    const body = {
      storeId: store.id,
      loaderId: 'plainText',
      loaderConfig: { text, metadata: '{"source":"policies.txt"}' },
      splitterId: 'recursiveCharacterTextSplitter',
      splitterConfig: { chunkSize: 90, chunkOverlap: 0 },
    };
    const loader = await owner.post<DocumentStoreLoader>('/api/v1/document-store/loader/save', body);
    expect(loader.status, JSON.stringify(loader.body)).toBe(200);
    await owner.post(`/api/v1/document-store/loader/process/${loader.body.id}`, body);
    await saveVectorConfig(owner, fixture, store.id);
    expect((await upsert(owner, store.id)).status).toBe('SUCCEEDED');

    const flowId = await saveFlow(owner, retrievalChatflow(fixture, store.id), { type: 'CHATFLOW' });
    fixture.fake.script('Within fourteen days.');
    const answer = await owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question: 'How long do refunds take to be paid back to the card?',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.text).toBe('Within fourteen days.');
    expect(answer.body.sourceDocuments).toContainEqual(
      expect.objectContaining({
        pageContent: PLANTED,
        metadata: expect.objectContaining({ source: 'policies.txt' }),
      }),
    );
    const system = fixture.fake.chatRequests()[0]?.messages[0]?.content;
    expect(system).toContain(PLANTED);
  });
});
