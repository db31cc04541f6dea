import { Document, type DocumentInterface } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';
import {
  startFakeCohere,
  startFakeJina,
  startFakeVoyage,
  type FakeCohere,
  type FakeJina,
  type FakeVoyage,
} from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initContext, testServices } from '../../agents/test-support/chatflow-harness.ts';
import type { ChatflowComponent } from '../../runtime/chatflow-component.ts';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import {
  cohereRerankRetrieverComponent,
  jinaRerankRetrieverComponent,
  voyageAIRerankRetrieverComponent,
} from './rerank-retrievers.component.ts';

let cohere: FakeCohere;
let jina: FakeJina;
let voyage: FakeVoyage;
beforeAll(async () => {
  [cohere, jina, voyage] = await Promise.all([startFakeCohere(), startFakeJina(), startFakeVoyage()]);
});
afterAll(async () => {
  await Promise.all([cohere.close(), jina.close(), voyage.close()]);
});
beforeEach(() => {
  for (const fake of [cohere, jina, voyage]) fake.reset();
});

/** The providers' published addresses answered by the fakes; anything else refused. */
const guardedFetch: GuardedFetch = (url, init) => {
  const routes: [string, string][] = [
    ['https://api.cohere.com', cohere.url],
    ['https://api.jina.ai', jina.url],
    ['https://api.voyageai.com', voyage.url],
  ];
  for (const [published, fake] of routes)
    if (url.startsWith(published)) return fetch(fake + url.slice(published.length), init);
  return Promise.reject(new Error(`address ${url} is not allowed`));
};

const CREDENTIALS: Record<string, Record<string, string>> = {
  cohere: { cohereApiKey: 'co-test-key' },
  jina: { jinaAIAPIKey: 'jina-test-key' },
  voyage: { apiKey: 'pa-test-key', endpoint: 'https://api.voyageai.com/v1/embeddings' },
};

/** The base retriever's order: least relevant to "green tea harvest" first. */
const FOUND = ['black coffee at dawn', 'tea ceremony', 'green tea harvest in spring', 'green hills'];

class FixedRetriever extends BaseRetriever {
  lc_namespace = ['test'];
  readonly asked: string[] = [];
  override _getRelevantDocuments(query: string): Promise<DocumentInterface[]> {
    this.asked.push(query);
    return Promise.resolve(
      FOUND.map((text, index) => new Document({ pageContent: text, metadata: { index } })),
    );
  }
}

async function init(
  component: ChatflowComponent,
  credentialId: string,
  inputs: Record<string, unknown>,
  output = 'retriever',
) {
  const services = testServices({
    fetch: guardedFetch,
    credentials: {
      read: (id) => {
        const data = CREDENTIALS[id];
        return data ? Promise.resolve(data) : Promise.reject(new Error(`Credential ${id} not found`));
      },
    },
  });
  return component.init(
    initContext(inputs, { credentialId, services, outputs: { output }, question: 'green tea harvest' }),
  );
}

async function reranked(component: ChatflowComponent, credentialId: string, inputs: Record<string, unknown>) {
  const base = new FixedRetriever();
  const retriever = await init(component, credentialId, { baseRetriever: base, ...inputs });
  if (!(retriever instanceof BaseRetriever)) throw new Error('not a retriever');
  const documents = await retriever.invoke('green tea harvest');
  expect(base.asked).toEqual(['green tea harvest']);
  return documents.map((document): unknown[] => [
    document.pageContent,
    (document.metadata as { relevance_score?: unknown }).relevance_score,
  ]);
}

/** Word overlap with "green tea harvest": the fake's scores. */
const RANKED = [
  ['green tea harvest in spring', 1],
  ['tea ceremony', 1 / 3],
  ['green hills', 1 / 3],
];

describe('rerank retrievers reorder the base retriever’s documents by the provider’s scores', () => {
  it('Cohere Rerank (the cohere-ai SDK, /v1/rerank): top K, max chunks per doc', async () => {
    expect(
      await reranked(cohereRerankRetrieverComponent, 'cohere', { model: 'rerank-english-v3.0', topK: 3 }),
    ).toEqual(RANKED);
    expect(cohere.rerankRequests()).toEqual([
      {
        model: 'rerank-english-v3.0',
        query: 'green tea harvest',
        documents: FOUND,
        top_n: 3,
        max_chunks_per_doc: 10,
      },
    ]);
  });

  it('Jina Reranker: /v1/rerank with top_n (4 by default)', async () => {
    const ranked = await reranked(jinaRerankRetrieverComponent, 'jina', { topN: 3 });
    expect(ranked).toEqual(RANKED);
    expect(jina.rerankRequests()[0]).toMatchObject({
      model: 'jina-reranker-v2-base-multilingual',
      query: 'green tea harvest',
      documents: FOUND,
      top_n: 3,
    });
  });

  it('Voyage reranker: /v1/rerank beside the credential’s endpoint, top_k', async () => {
    expect(
      await reranked(voyageAIRerankRetrieverComponent, 'voyage', { model: 'rerank-2', topK: 3 }),
    ).toEqual(RANKED);
    expect(voyage.rerankRequests()).toEqual([
      { query: 'green tea harvest', documents: FOUND, model: 'rerank-2', top_k: 3 },
    ]);
  });

  it('gives the reranked text for the Text output, the question as query', async () => {
    const text = await init(
      jinaRerankRetrieverComponent,
      'jina',
      { baseRetriever: new FixedRetriever(), topN: 1 },
      'text',
    );
    expect(text).toBe('green tea harvest in spring');
  });

  it('refuses a missing base retriever and names a wrong key’s answer', async () => {
    await expect(init(voyageAIRerankRetrieverComponent, 'voyage', {})).rejects.toThrow(
      'input "baseRetriever" is not connected',
    );
    CREDENTIALS.wrong = { jinaAIAPIKey: 'nope' };
    const retriever = await init(jinaRerankRetrieverComponent, 'wrong', {
      baseRetriever: new FixedRetriever(),
    });
    if (!(retriever instanceof BaseRetriever)) throw new Error('not a retriever');
    await expect(retriever.invoke('tea')).rejects.toThrow('401 Invalid API key');
  });
});
