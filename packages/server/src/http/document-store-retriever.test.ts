import type { DocumentStoreLoader, PredictionResponse } from '@loomflow/core';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowData, saveFlow, START } from '../test-support/agentflow-test-flows.ts';
import {
  createStore,
  saveVectorConfig,
  startDocumentStoreFixture,
  upsert,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';

const PLANTED = 'Refunds are paid back within fourteen days to the card used for the purchase.';

describe.each(TEST_DATABASE_KINDS)('an agentflow Retriever over a document store on %s', (database) => {
  let fixture: DocumentStoreFixture;

  beforeAll(async () => {
    fixture = await startDocumentStoreFixture(database);
  });
  afterAll(() => fixture.close());

  it('answers through /prediction with the planted chunk and its source', async () => {
    const { owner } = fixture;
    const store = await createStore(owner, 'Policies');
    const text = [
      'Shipping takes three to five working days inside the country.',
      PLANTED,
      'Gift cards cannot be exchanged for cash or used to buy other gift cards.',
    ].join('\n\n');
    const loader = await owner.post<DocumentStoreLoader>('/api/v1/document-store/loader/save', {
      storeId: store.id,
      loaderId: 'plainText',
      loaderConfig: { text, metadata: '{"source":"policies.txt"}' },
      splitterId: 'recursiveCharacterTextSplitter',
      splitterConfig: { chunkSize: 90, chunkOverlap: 0 },
    });
    expect(loader.status, JSON.stringify(loader.body)).toBe(200);
    const processed = await owner.post<DocumentStoreLoader>(
      `/api/v1/document-store/loader/process/${loader.body.id}`,
      {
        storeId: store.id,
        loaderId: 'plainText',
        loaderConfig: { text, metadata: '{"source":"policies.txt"}' },
        splitterId: 'recursiveCharacterTextSplitter',
        splitterConfig: { chunkSize: 90, chunkOverlap: 0 },
      },
    );
    expect(processed.body.totalChunks).toBe(3);
    await saveVectorConfig(owner, fixture, store.id);
    expect((await upsert(owner, store.id)).status).toBe('SUCCEEDED');

    const options = await owner.post<{ label: string; name: string }[]>(
      '/api/v1/node-load-method/retrieverAgentflow',
      { loadMethod: 'listStores' },
    );
    expect(options.body).toContainEqual(
      expect.objectContaining({ label: 'Policies', name: `${store.id}:Policies` }),
    );
    // The chatflow node keeps the id alone, as Flowise's Document Store (Vector) does.
    const chatflowOptions = await owner.post<{ label: string; name: string }[]>(
      '/api/v1/node-load-method/documentStoreVS',
      { loadMethod: 'listStores' },
    );
    expect(chatflowOptions.body).toContainEqual(
      expect.objectContaining({ label: 'Policies', name: store.id }),
    );

    const flowId = await saveFlow(
      owner,
      flowData(
        [
          START,
          {
            id: 'retrieverAgentflow_0',
            name: 'retrieverAgentflow',
            label: 'Retriever',
            inputs: {
              retrieverKnowledgeDocumentStores: [{ documentStore: `${store.id}:Policies` }],
              retrieverQuery: 'How long do refunds take to be paid back?',
              outputFormat: 'text',
            },
          },
        ],
        [{ from: START.id, to: 'retrieverAgentflow_0' }],
      ),
    );
    const answer = await owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question: 'refunds?',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.text?.split('\n\n')[0]).toBe(PLANTED);
    expect(answer.body.sourceDocuments[0]).toMatchObject({
      pageContent: PLANTED,
      metadata: { source: 'policies.txt' },
    });
  });
});
