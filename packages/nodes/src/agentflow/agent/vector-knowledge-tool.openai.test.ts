import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnableDefinitionsIn } from '../../runnable/runnable-nodes.ts';
import type { VectorCollectionSpec, VectorStorePort } from '../../runtime/vector-store-port.ts';
import { fakeContext } from '../test-support/fake-context.ts';
import type { FoundDocuments } from './agent-tools.ts';
import { vectorKnowledgeTool } from './vector-knowledge-tool.ts';

const STORED = 'Parcels leave the warehouse every weekday at noon.';

/** A vector port that finds one stored chunk in any collection and records which collections were opened. */
function recordingPort(opened: VectorCollectionSpec[]): VectorStorePort {
  return {
    open(spec) {
      opened.push(spec);
      return Promise.resolve({
        query: () =>
          Promise.resolve([
            { id: '1', pageContent: STORED, metadata: { source: 'shipping.txt' }, score: 0.9 },
          ]),
        upsert: () => Promise.resolve(),
        delete: () => Promise.resolve(),
        count: () => Promise.resolve(1),
      });
    },
  };
}

describe('the Agent’s Knowledge (Vector Embeddings) rows', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ embeddingDimensions: 8, requireApiKey: false });
  });
  afterAll(() => fake.close());

  function context(opened: VectorCollectionSpec[]) {
    return fakeContext({
      services: {
        credentials: { read: () => Promise.resolve({ openAIApiKey: 'sk-test' }) },
        fetch: (input, init) => fetch(input, init),
        vectors: recordingPort(opened),
        retriever: {
          retrieve: () => Promise.resolve([{ pageContent: STORED, metadata: { source: 'shipping.txt' } }]),
        },
      },
    });
  }

  function row(vectorStore: string, extra: Record<string, unknown> = {}) {
    return {
      vectorStore,
      vectorStoreConfig: { vectorStore, topK: 1, selectedStore: 'store-1:Shipping' },
      embeddingModel: 'openAIEmbeddings',
      embeddingModelConfig: {
        modelName: 'text-embedding-3-small',
        basepath: fake.url,
        FLOWISE_CREDENTIAL_ID: 'c1',
      },
      knowledgeName: 'Shipping rules',
      knowledgeDescription: 'When parcels leave',
      returnSourceDocuments: true,
      ...extra,
    };
  }

  const offered = runnableDefinitionsIn(['Vector Stores']).map((definition) => definition.name);

  it.each(offered)('a row naming %s (offered by the picker) searches it through its tool', async (store) => {
    const opened: VectorCollectionSpec[] = [];
    const found: FoundDocuments = [];
    const { tool, returnsSourceDocuments } = await vectorKnowledgeTool(context(opened), row(store), 0, found);
    expect(tool.name).toBe('shipping_rules');
    expect(tool.description).toBe('When parcels leave');
    expect(returnsSourceDocuments).toBe(true);
    const output = await tool.invoke({ input: 'When do parcels leave?' });
    // The in-memory store keeps only documents connected in a chatflow: in an Agent row it has none.
    const expected = store === 'memoryVectorStore' ? '' : STORED;
    expect(output).toBe(expected);
    expect(found).toEqual(
      expected === '' ? [] : [{ pageContent: STORED, metadata: { source: 'shipping.txt' } }],
    );
    if (opened.length > 0) expect(opened[0]?.provider).toBe(store);
  });

  it('opens the collection the row’s config names, with the embeddings’ dimensions', async () => {
    const opened: VectorCollectionSpec[] = [];
    const { tool } = await vectorKnowledgeTool(
      context(opened),
      row('embeddedVectorStore', { vectorStoreConfig: { collectionName: 'shipping', topK: 1 } }),
      0,
      [],
    );
    await tool.invoke({ input: 'parcels' });
    expect(opened).toEqual([
      expect.objectContaining({ provider: 'embeddedVectorStore', collection: 'shipping', dimensions: 8 }),
    ]);
    expect(fake.embeddingRequests().at(-1)).toMatchObject({
      model: 'text-embedding-3-small',
      input: 'parcels',
    });
  });

  it.each([
    [
      { vectorStore: 'faiss' },
      'row 2 ("Shipping rules"): the vector store "faiss" cannot run here: choose one of',
    ],
    [
      { vectorStore: 'chatOpenAI' },
      'row 2 ("Shipping rules"): the vector store "chatOpenAI" cannot run here',
    ],
    [
      { embeddingModel: 'chatOpenAI' },
      'row 2 ("Shipping rules"): the embeddings "chatOpenAI" cannot run here: choose one of',
    ],
    [{ embeddingModel: '' }, 'row 2 ("Shipping rules"): choose an Embedding Model'],
  ])('a row that cannot run (%o) fails naming the row', async (change, message) => {
    await expect(vectorKnowledgeTool(context([]), row('postgres', change), 1, [])).rejects.toThrow(
      `Knowledge (Vector Embeddings) ${message}`,
    );
  });

  it('a document store needs no Embedding Model (it embeds with its own)', async () => {
    const { tool } = await vectorKnowledgeTool(
      context([]),
      row('documentStoreVS', { embeddingModel: '' }),
      0,
      [],
    );
    expect(await tool.invoke({ input: 'parcels' })).toBe(STORED);
  });
});
