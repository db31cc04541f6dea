import { Document } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';
import { OpenAIEmbeddings } from '@langchain/openai';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findChatflowComponent } from '../../runtime/chatflow-component-registry.ts';
import type { ChatflowComponent, ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { RuntimeServices } from '../../runtime/node-executor.ts';
import type { VectorPortQuery, VectorStorePort } from '../../runtime/vector-store-port.ts';
import { inMemoryVectorPort } from './in-memory-vector-collection.ts';
import { PortVectorStore } from './port-vector-store.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key', embeddingDimensions: 64 });
});
afterAll(async () => {
  await fake.close();
});

const DOCUMENTS = [
  new Document({ pageContent: 'Wool socks keep feet warm in winter.', metadata: { source: 'socks.txt' } }),
  new Document({
    pageContent: 'Refunds are paid within fourteen days.',
    metadata: { source: 'refunds.txt' },
  }),
  new Document({
    pageContent: 'Gift cards cannot be exchanged for cash.',
    metadata: { source: 'gifts.txt' },
  }),
];

function embeddings(): OpenAIEmbeddings {
  return new OpenAIEmbeddings({
    apiKey: 'sk-test-key',
    model: 'text-embedding-3-small',
    configuration: { baseURL: fake.url },
  });
}

/** The in-memory port, recording every query. */
function recordingPort() {
  const port = inMemoryVectorPort();
  const queries: VectorPortQuery[] = [];
  const recording: VectorStorePort = {
    async open(spec) {
      const collection = await port.open(spec);
      return {
        query: (query) => {
          queries.push(query);
          return collection.query(query);
        },
        upsert: (records) => collection.upsert(records),
        delete: (ids) => collection.delete(ids),
        count: () => collection.count(),
      };
    },
  };
  return { port, recording, queries };
}

function component(name: string): ChatflowComponent {
  const found = findChatflowComponent(name);
  if (!found) throw new Error(`no component ${name}`);
  return found;
}

function contextFor(
  nodeName: string,
  vectors: VectorStorePort | undefined,
  inputs: Record<string, unknown> = {},
  output = 'retriever',
  chatId = 'chat-1',
): ChatflowInitContext {
  const services = { ...(vectors ? { vectors } : {}) } as RuntimeServices;
  return {
    nodeId: `${nodeName}_0`,
    nodeLabel: `My ${nodeName}`,
    inputs: { document: [DOCUMENTS], embeddings: embeddings(), ...inputs },
    outputs: { output },
    credentialId: undefined,
    run: { chatflowId: 'flow-1', chatId, sessionId: chatId, workspaceId: 'ws-1' },
    question: '',
    chatHistory: [],
    vars: {},
    memory: { pastMessages: () => Promise.resolve([]) },
    services,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
  };
}

async function retrieverOf(context: ChatflowInitContext): Promise<BaseRetriever> {
  const retriever = await component(context.nodeId.replace(/_0$/, '')).init(context);
  if (!(retriever instanceof BaseRetriever)) throw new Error('not a retriever');
  return retriever;
}

beforeEach(() => {
  fake.reset();
});

describe('vector store components', () => {
  it.each([
    ['embeddedVectorStore', {}, 'cf_flow-1_embeddedVectorStore_0'],
    ['postgres', { tableName: 'shop docs' }, 'shop_docs'],
    ['postgres', {}, 'documents'],
    ['qdrant', { qdrantCollection: 'shop' }, 'shop'],
    ['chroma', { collectionName: 'shop' }, 'shop'],
    ['pinecone', { pineconeIndex: 'shop', pineconeNamespace: 'faq' }, 'shop_faq'],
    ['redis', { indexName: 'shop-index' }, 'shop-index'],
  ])(
    '%s upserts its documents into its own namespace and retrieves them with metadata',
    async (name, inputs, collection) => {
      const { port } = recordingPort();
      const store = component(name);
      if (!store.upsert) throw new Error(`${name} cannot upsert`);
      const result = await store.upsert(contextFor(name, port, inputs), {});
      expect(result).toMatchObject({ numAdded: 3, numSkipped: 0, numDeleted: 0, numUpdated: 0 });
      expect([...port.opened.keys()]).toEqual([`${name}:${collection}`]);

      const retriever = await retrieverOf(contextFor(name, port, { ...inputs, topK: '1' }));
      const found = await retriever.invoke('Wool socks keep feet warm in winter.');
      expect(found).toHaveLength(1);
      expect(found[0]?.pageContent).toBe('Wool socks keep feet warm in winter.');
      expect(found[0]?.metadata).toEqual({ source: 'socks.txt' });
      // The query went through the connected embeddings (the fake server's).
      expect(fake.embeddingRequests().length).toBeGreaterThan(1);
    },
  );

  it('searches with MMR when Search Type says so (Fetch K, Lambda)', async () => {
    const { recording, queries } = recordingPort();
    await component('embeddedVectorStore').upsert?.(contextFor('embeddedVectorStore', recording), {});
    const retriever = await retrieverOf(
      contextFor('embeddedVectorStore', recording, {
        searchType: 'mmr',
        topK: 2,
        fetchK: '3',
        lambda: '0.3',
      }),
    );
    const found = await retriever.invoke('socks');
    expect(found).toHaveLength(2);
    expect(queries.at(-1)).toMatchObject({ topK: 2, mmr: { fetchK: 3, lambda: 0.3 } });
  });

  it('gives a vector store whose searches carry scores', async () => {
    const { port } = recordingPort();
    await component('embeddedVectorStore').upsert?.(contextFor('embeddedVectorStore', port), {});
    const store = await component('embeddedVectorStore').init(
      contextFor('embeddedVectorStore', port, {}, 'vectorStore'),
    );
    if (!(store instanceof PortVectorStore)) throw new Error('not a vector store');
    const [best] = await store.similaritySearchWithScore('Refunds are paid within fourteen days.', 1);
    expect(best?.[0].metadata).toEqual({ source: 'refunds.txt' });
    expect(best?.[1]).toBeCloseTo(1, 5);
  });

  it('applies the Pinecone Metadata Filter to every search', async () => {
    const { port, recording, queries } = recordingPort();
    await component('pinecone').upsert?.(contextFor('pinecone', port, { pineconeIndex: 'shop' }), {});
    const retriever = await retrieverOf(
      contextFor('pinecone', recording, {
        pineconeIndex: 'shop',
        pineconeMetadataFilter: '{"source":"gifts.txt"}',
      }),
    );
    const found = await retriever.invoke('Wool socks keep feet warm in winter.');
    expect(found.map((document): unknown => document.metadata.source)).toEqual(['gifts.txt']);
    expect(queries[0]?.filter).toEqual({ source: 'gifts.txt' });
  });

  it('with File Upload on, keeps an upserted chat file for that chat; shared documents reach every chat', async () => {
    const { port, recording, queries } = recordingPort();
    const store = component('qdrant');
    const inputs = { qdrantCollection: 'shop', fileUpload: true };
    const privateFile = [
      new Document({ pageContent: 'My locker code is 4411.', metadata: { source: 'me.txt' } }),
    ];
    const upserted = await store.upsert?.(
      contextFor('qdrant', port, { ...inputs, document: [privateFile] }),
      {
        chatId: 'chat-A',
      },
    );
    expect(upserted?.addedDocs[0]?.metadata).toEqual({ source: 'me.txt', flowise_chatId: 'chat-A' });
    await store.upsert?.(contextFor('qdrant', port, inputs), {});
    const sources = async (chatId: string): Promise<unknown[]> => {
      const retriever = await retrieverOf(
        contextFor('qdrant', recording, { ...inputs, topK: 4 }, 'retriever', chatId),
      );
      return (await retriever.invoke('My locker code is 4411.')).map(
        (document): unknown => document.metadata.source,
      );
    };
    const forA = await sources('chat-A');
    expect(forA[0]).toBe('me.txt');
    expect(forA.slice(1).sort()).toEqual(['gifts.txt', 'refunds.txt', 'socks.txt']);
    expect(await sources('chat-B')).not.toContain('me.txt');
    expect(queries.at(-1)?.scope).toEqual({ key: 'flowise_chatId', value: 'chat-B' });
  });

  it('without File Upload, writes a chat’s upsert for everyone and searches unscoped (as Flowise does)', async () => {
    const { port, recording, queries } = recordingPort();
    const result = await component('embeddedVectorStore').upsert?.(contextFor('embeddedVectorStore', port), {
      chatId: 'chat-A',
    });
    expect(result?.addedDocs.map((document) => document.metadata)).toEqual(
      DOCUMENTS.map((document) => document.metadata),
    );
    await (await retrieverOf(contextFor('embeddedVectorStore', recording))).invoke('socks');
    expect(queries.at(-1)?.scope).toBeUndefined();
  });

  it('refuses a metadata filter with operators, naming the node', async () => {
    const { port } = recordingPort();
    const init = component('pinecone').init(
      contextFor('pinecone', port, { pineconeIndex: 'shop', pineconeMetadataFilter: '{"$or":[{"a":1}]}' }),
    );
    await expect(init).rejects.toThrow(
      /My pinecone: the filter matches text, numbers or true\/false values only/,
    );
  });

  it('writes a document given twice once', async () => {
    const { port } = recordingPort();
    const context = contextFor('embeddedVectorStore', port, { document: [DOCUMENTS, [DOCUMENTS[0]]] });
    const result = await component('embeddedVectorStore').upsert?.(context, {});
    expect(result).toMatchObject({ numAdded: 3, numSkipped: 1 });
    expect(result?.addedDocs).toHaveLength(3);
  });

  it('says so when the run offers no vector store', async () => {
    await expect(
      component('embeddedVectorStore').init(contextFor('embeddedVectorStore', undefined)),
    ).rejects.toThrow('vector stores are not available in this run');
  });

  it('needs Embeddings connected', async () => {
    const { port } = recordingPort();
    await expect(
      component('qdrant').init(contextFor('qdrant', port, { embeddings: undefined })),
    ).rejects.toThrow('input "embeddings" is not connected (needs an Embeddings node)');
  });

  it('In-Memory Vector Store embeds its documents at init and keeps nothing', async () => {
    const context = contextFor('memoryVectorStore', undefined, { topK: 1 });
    const retriever = await retrieverOf(context);
    const found = await retriever.invoke('Gift cards cannot be exchanged for cash.');
    expect(found.map((document): unknown => document.metadata.source)).toEqual(['gifts.txt']);
    expect('upsert' in component('memoryVectorStore')).toBe(false);
  });
});
