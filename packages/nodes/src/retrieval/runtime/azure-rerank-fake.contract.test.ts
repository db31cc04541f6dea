import { startFakeAzureRerank, type FakeAzureRerank } from '@loomflow/testkit/fake-providers';
import { CohereClient, CohereClientV2 } from 'cohere-ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The Azure Rerank fake against the real cohere-ai SDK, as Azure's and Cohere's references say to call a Cohere
 * Rerank deployment in Azure AI Foundry: the deployment's address as the SDK's environment, the key as its token
 * (`Authorization: Bearer`), Cohere's v1 and v2 rerank.
 */
describe('the Azure Rerank fake speaks Cohere Rerank as an Azure deployment does', () => {
  let azure: FakeAzureRerank;
  beforeAll(async () => {
    azure = await startFakeAzureRerank({ apiKey: 'foundry-key' });
  });
  afterAll(() => azure.close());

  const documents = ['black coffee at dawn', 'green tea harvest in spring', 'tea ceremony'];

  it('v2 rerank: results best first, no documents returned, billed search units', async () => {
    const client = new CohereClientV2({ token: 'foundry-key', environment: azure.url });
    const answer = await client.rerank({
      model: 'Cohere-rerank-v4.0-pro',
      query: 'green tea',
      documents,
      topN: 2,
    });
    expect(answer.results).toEqual([
      { index: 1, relevanceScore: 1 },
      { index: 2, relevanceScore: 0.5 },
    ]);
    expect(answer.meta?.billedUnits?.searchUnits).toBe(1);
    expect(azure.keyHeaders().at(-1)).toBe('authorization');
  });

  it('v1 rerank: the documents come back unless return_documents is false', async () => {
    const client = new CohereClient({ token: 'foundry-key', environment: azure.url });
    const answer = await client.rerank({ query: 'green tea', documents, topN: 1, returnDocuments: true });
    expect(answer.results).toEqual([
      { index: 1, relevanceScore: 1, document: { text: 'green tea harvest in spring' } },
    ]);
  });

  it('refuses a wrong key with Azure’s 401, and a v2 request without a model', async () => {
    const wrong = new CohereClientV2({ token: 'nope', environment: azure.url });
    await expect(wrong.rerank({ model: 'rerank-v3.5', query: 'tea', documents })).rejects.toMatchObject({
      statusCode: 401,
    });
    const response = await fetch(azure.endpoint, {
      method: 'POST',
      headers: { 'api-key': 'foundry-key', 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'tea', documents }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'invalid request: model is required' });
  });
});
