import { describe, expect, it } from 'vitest';
import { fakeContext } from '../test-support/fake-context.ts';
import { retrieverExecutor } from './execute.ts';

describe('Retriever executor', () => {
  it('reports that retrieval is not available when the run has no retrieval service', async () => {
    const context = fakeContext({
      inputs: { retrieverKnowledgeDocumentStores: [{ documentStore: 's1:Docs' }] },
    });
    await expect(retrieverExecutor.execute(context)).rejects.toThrow(
      /^Document store retrieval is not available in this run: /,
    );
  });

  it('searches every chosen store with the query and joins the documents', async () => {
    const queries: string[] = [];
    const result = await retrieverExecutor.execute(
      fakeContext({
        services: {
          retriever: {
            retrieve: ({ storeId, query }) => {
              queries.push(`${storeId}:${query}`);
              return Promise.resolve([{ pageContent: `from ${storeId}`, metadata: { source: storeId } }]);
            },
          },
        },
        inputs: {
          retrieverKnowledgeDocumentStores: [{ documentStore: 's1:Docs' }, { documentStore: 's2:More' }],
          retrieverQuery: 'refunds',
          outputFormat: 'textWithMetadata',
        },
      }),
    );
    expect(queries).toEqual(['s1:refunds', 's2:refunds']);
    expect(result.output.content).toBe('from s1\n{"source":"s1"}\n\nfrom s2\n{"source":"s2"}');
    expect(result.sourceDocuments).toHaveLength(2);
  });
});
