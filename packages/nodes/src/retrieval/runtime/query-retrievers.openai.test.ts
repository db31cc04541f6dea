import type { BaseRetriever } from '@langchain/core/retrievers';
import { OpenAIEmbeddings } from '@langchain/openai';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MODEL_COMPONENTS } from '../../chat-models/runtime/chat-model.component.ts';
import {
  initContext as sharedInitContext,
  testServices,
} from '../../agents/test-support/chatflow-harness.ts';
import type { ChatflowComponent, ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { DocumentRetriever } from '../../runtime/node-executor.ts';
import { documentStoreVSComponent } from './document-store-vs.component.ts';
import {
  embeddingsFilterRetrieverComponent,
  multiQueryRetrieverComponent,
  similarityThresholdRetrieverComponent,
} from './query-retrievers.component.ts';
import { isRetriever } from './retrieval-guards.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key', embeddingDimensions: 512 });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  queries.length = 0;
});

/** Each query finds the documents whose text holds its first word, with fixed scores. */
const DOCS = [
  { pageContent: 'tea grows on hills in Assam', score: 0.91 },
  { pageContent: 'coffee beans are roasted', score: 0.85 },
  { pageContent: 'tea is served with milk', score: 0.62 },
];
const queries: string[] = [];
const retriever: DocumentRetriever = {
  retrieve: ({ query, topK }) => {
    queries.push(query);
    const word = query.split(' ')[0]?.toLowerCase() ?? '';
    return Promise.resolve(
      DOCS.filter((doc) => doc.pageContent.includes(word))
        .slice(0, topK ?? 4)
        .map((doc) => ({ ...doc, metadata: { source: `${doc.pageContent.split(' ')[0] ?? ''}.txt` } })),
    );
  },
};

const services = testServices({ retriever });

/** A component's init context: the fake OpenAI credential, this file's question and retriever. */
function initContext(
  inputs: Record<string, unknown>,
  outputs: Record<string, unknown> = {},
): ChatflowInitContext {
  return sharedInitContext(inputs, {
    outputs,
    credentialId: 'openai',
    question: 'tea',
    services,
    resolveTemplate: (text) => text,
  });
}

async function init(component: ChatflowComponent, inputs: Record<string, unknown>, outputs = {}) {
  return component.init(initContext(inputs, outputs));
}

const store = () => init(documentStoreVSComponent, { selectedStore: 'drinks' }, { output: 'vectorStore' });

function asRetriever(value: unknown): BaseRetriever {
  if (!isRetriever(value)) throw new Error('not a retriever');
  return value;
}

describe('multiQueryRetriever', () => {
  it('searches with the question and each rewording from the model, each document once', async () => {
    const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
    if (!chatOpenAI) throw new Error('chatOpenAI component missing');
    const model = await init(chatOpenAI, { modelName: 'gpt-4o-mini', basepath: fake.url });
    fake.script('1. coffee drinks\n2. tea plantations\n');
    const multi = asRetriever(
      await init(multiQueryRetrieverComponent, { vectorStore: await store(), model }),
    );
    const documents = await multi.invoke('tea drinks');
    expect(queries).toEqual(['tea drinks', 'coffee drinks', 'tea plantations']);
    expect(documents.map((document) => document.pageContent)).toEqual([
      'tea grows on hills in Assam',
      'tea is served with milk',
      'coffee beans are roasted',
    ]);
    expect(fake.chatRequests()[0]?.messages[0]?.content).toContain('Original question: tea drinks');
  });
});

describe('similarityThresholdRetriever', () => {
  it('keeps documents at least the minimum score similar; gives documents or text by output', async () => {
    const inputs = { vectorStore: await store(), minSimilarityScore: 80, maxK: '5' };
    const threshold = asRetriever(await init(similarityThresholdRetrieverComponent, inputs));
    expect((await threshold.invoke('tea')).map((document) => document.pageContent)).toEqual([
      'tea grows on hills in Assam',
    ]);
    expect(
      await init(
        similarityThresholdRetrieverComponent,
        { ...inputs, minSimilarityScore: 50 },
        { output: 'text' },
      ),
    ).toBe('tea grows on hills in Assam\n\ntea is served with milk');
    expect(
      await init(
        similarityThresholdRetrieverComponent,
        { ...inputs, query: 'coffee' },
        { output: 'document' },
      ),
    ).toEqual([{ pageContent: 'coffee beans are roasted', metadata: { source: 'coffee.txt' } }]);
    await expect(
      init(similarityThresholdRetrieverComponent, { ...inputs, minSimilarityScore: 150 }),
    ).rejects.toThrow('Minimum Similarity Score (%) must be a number from 0 to 100');
  });
});

describe('embeddingsFilterRetriever', () => {
  const embeddings = () =>
    new OpenAIEmbeddings({
      apiKey: 'sk-test-key',
      model: 'text-embedding-3-small',
      dimensions: 512,
      configuration: { baseURL: fake.url },
    });

  it('reranks the base retriever documents by embeddings similarity and keeps the top k', async () => {
    const baseRetriever = await init(documentStoreVSComponent, { selectedStore: 'drinks' });
    const filter = asRetriever(
      await init(embeddingsFilterRetrieverComponent, {
        baseRetriever,
        embeddings: embeddings(),
        similarityThreshold: '',
        k: 1,
      }),
    );
    // The store ranks "grows on hills" first; the embeddings rank the document sharing the query's words first.
    const documents = await filter.invoke('tea served with milk');
    expect(documents.map((document) => document.pageContent)).toEqual(['tea is served with milk']);
  });

  it('drops documents under the threshold and refuses neither threshold nor k', async () => {
    const baseRetriever = await init(documentStoreVSComponent, { selectedStore: 'drinks' });
    const strict = asRetriever(
      await init(embeddingsFilterRetrieverComponent, {
        baseRetriever,
        embeddings: embeddings(),
        similarityThreshold: 0.99,
      }),
    );
    expect(await strict.invoke('tea')).toEqual([]);
    await expect(
      init(embeddingsFilterRetrieverComponent, {
        baseRetriever,
        embeddings: embeddings(),
        similarityThreshold: '',
        k: '',
      }),
    ).rejects.toThrow('set a Similarity Threshold or K');
    await expect(
      init(embeddingsFilterRetrieverComponent, { baseRetriever, embeddings: 'x' }),
    ).rejects.toThrow('input "embeddings" needs embeddings, got text');
  });
});
