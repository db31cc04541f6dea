import type { FlowNodeData } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { loaderFileTypes, upsertableStores } from './vector-upsert-nodes.ts';

function node(id: string, data: Partial<FlowNodeData>): { id: string; data: FlowNodeData } {
  return { id, data: { name: id.replace(/_\d+$/, ''), ...data } };
}

const documentAnchor = [{ name: 'document', type: 'Document' }];

describe('vector upsert nodes', () => {
  it('offers the vector store nodes that take documents, by label', () => {
    const stores = upsertableStores([
      node('postgres_0', { category: 'Vector Stores', label: 'Postgres', inputAnchors: documentAnchor }),
      node('documentStoreVS_0', { category: 'Vector Stores', label: 'Document Store (Vector)' }),
      node('textFile_0', { category: 'Document Loaders', label: 'Text File' }),
      node('qdrant_0', { category: 'Vector Stores', inputAnchors: documentAnchor }),
    ]);
    expect(stores).toEqual([
      { id: 'postgres_0', label: 'Postgres' },
      { id: 'qdrant_0', label: 'qdrant' },
    ]);
  });

  it("gathers the file types of the flow's file loaders, none without loaders, any for a wildcard", () => {
    const pdf = node('pdfFile_0', { inputParams: [{ name: 'pdfFile', type: 'file', fileType: '.pdf' }] });
    const text = node('textFile_0', {
      inputParams: [{ name: 'txtFile', type: 'file', fileType: '.txt, .md' }],
    });
    expect(loaderFileTypes([pdf, text])).toEqual(['.pdf', '.txt', '.md']);
    expect(
      loaderFileTypes([node('postgres_0', { inputParams: [{ name: 'tableName', type: 'string' }] })]),
    ).toBe(null);
    const any = node('file_0', { inputParams: [{ name: 'file', type: 'file', fileType: '*' }] });
    expect(loaderFileTypes([pdf, any])).toEqual([]);
  });
});
