import { Document, type DocumentInterface } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';
import { startFakeAzureRerank, type FakeAzureRerank } from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initContext, testServices } from '../../agents/test-support/chatflow-harness.ts';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import { azureRerankRetrieverComponent } from './rerank-retrievers.component.ts';

const FOUNDRY = 'https://my-foundry.services.ai.azure.com';

let azure: FakeAzureRerank;
beforeAll(async () => {
  azure = await startFakeAzureRerank({ apiKey: 'foundry-key' });
});
afterAll(() => azure.close());
beforeEach(() => {
  azure.reset();
});

/** The Foundry resource's address answered by the fake; anything else refused, as the outbound policy would. */
const guardedFetch: GuardedFetch = (url, init) =>
  url.startsWith(FOUNDRY)
    ? fetch(azure.url + url.slice(FOUNDRY.length), init)
    : Promise.reject(new Error(`address ${url} is not allowed`));

const CREDENTIALS: Record<string, Record<string, string>> = {
  foundry: {
    azureFoundryApiKey: 'foundry-key',
    azureFoundryEndpoint: `${FOUNDRY}/providers/cohere/v2/rerank`,
  },
  wrongKey: { azureFoundryApiKey: 'nope', azureFoundryEndpoint: `${FOUNDRY}/providers/cohere/v2/rerank` },
  notUrl: { azureFoundryApiKey: 'foundry-key', azureFoundryEndpoint: 'my-foundry' },
  refused: { azureFoundryApiKey: 'foundry-key', azureFoundryEndpoint: 'https://elsewhere.example/v1/rerank' },
};

/** The base retriever's order: least relevant to "green tea harvest" first. */
const FOUND = ['black coffee at dawn', 'tea ceremony', 'green tea harvest in spring', 'green hills'];

class FixedRetriever extends BaseRetriever {
  lc_namespace = ['test'];
  override _getRelevantDocuments(): Promise<DocumentInterface[]> {
    return Promise.resolve(
      FOUND.map((text, index) => new Document({ pageContent: text, metadata: { index } })),
    );
  }
}

async function retriever(credentialId: string, inputs: Record<string, unknown> = {}): Promise<BaseRetriever> {
  const services = testServices({
    fetch: guardedFetch,
    credentials: {
      read: (id) => {
        const data = CREDENTIALS[id];
        return data ? Promise.resolve(data) : Promise.reject(new Error(`Credential ${id} not found`));
      },
    },
  });
  const made = await azureRerankRetrieverComponent.init(
    initContext(
      { baseRetriever: new FixedRetriever(), ...inputs },
      { credentialId, services, outputs: { output: 'retriever' }, question: 'green tea harvest' },
    ),
  );
  if (!(made instanceof BaseRetriever)) throw new Error('not a retriever');
  return made;
}

describe('Azure Rerank Retriever (Cohere Rerank in Azure AI Foundry)', () => {
  it('reorders the base retriever’s documents by the deployment’s scores, sending Flowise’s body with the key in api-key', async () => {
    const documents = await (await retriever('foundry', { topK: 2 })).invoke('green tea harvest');
    expect(
      documents.map((document): unknown[] => [document.pageContent, document.metadata.relevance_score]),
    ).toEqual([
      ['green tea harvest in spring', 1],
      ['tea ceremony', 1 / 3],
    ]);
    expect(azure.rerankRequests()).toEqual([
      {
        model: 'Cohere-rerank-v4.0-fast',
        top_n: 2,
        max_chunks_per_doc: 10,
        query: 'green tea harvest',
        return_documents: false,
        documents: FOUND,
      },
    ]);
    expect(azure.keyHeaders()).toEqual(['api-key']);
  });

  it('takes the chosen model and Max Chunks Per Doc; Top K defaults to 4', async () => {
    await (await retriever('foundry', { model: 'rerank-v3.5', maxChunksPerDoc: 3 })).invoke('green tea');
    expect(azure.rerankRequests()[0]).toMatchObject({
      model: 'rerank-v3.5',
      top_n: 4,
      max_chunks_per_doc: 3,
    });
  });

  it('names Azure’s answer to a wrong key, a typed endpoint that is no URL, and an address the policy refuses', async () => {
    await expect((await retriever('wrongKey')).invoke('tea')).rejects.toThrow(
      'Azure Rerank API call failed: 401 Access denied due to invalid subscription key',
    );
    await expect(retriever('notUrl')).rejects.toThrow('Azure Foundry Endpoint "my-foundry" is not a URL');
    await expect((await retriever('refused')).invoke('tea')).rejects.toThrow(
      'Azure Rerank API call failed: address https://elsewhere.example/v1/rerank is not allowed',
    );
    await expect(retriever('foundry', { baseRetriever: undefined })).rejects.toThrow(
      'input "baseRetriever" is not connected',
    );
  });
});
