import { describe, expect, it } from 'vitest';
import { findNodeDefinition, nodeDefinitionsIn, resolveNodeType } from '../node-registry.ts';
import { VECTOR_STORE_NODES } from './vector-store-nodes.ts';

describe('vector store nodes', () => {
  it('are registered under Vector Stores and take precedence over the Flowise catalog entries', () => {
    const names = nodeDefinitionsIn('Vector Stores').map((node) => node.name);
    expect(names).toEqual(
      expect.arrayContaining(['embeddedVectorStore', 'postgres', 'qdrant', 'chroma', 'pinecone', 'redis']),
    );
    for (const name of ['postgres', 'qdrant', 'chroma', 'pinecone', 'redis'])
      expect(resolveNodeType(name)?.kind).toBe('defined');
    expect(findNodeDefinition('embeddedVectorStore')?.label).toBe('Embedded (Loomflow)');
  });

  it('keep Flowise input names and credentials', () => {
    const inputs = (name: string): string[] =>
      findNodeDefinition(name)?.inputs.map((input) => input.name) ?? [];
    expect(inputs('postgres')).toEqual(
      expect.arrayContaining(['host', 'database', 'port', 'tableName', 'distanceStrategy']),
    );
    expect(inputs('qdrant')).toEqual(expect.arrayContaining(['qdrantServerUrl', 'qdrantCollection']));
    expect(inputs('pinecone')).toEqual(expect.arrayContaining(['pineconeIndex', 'pineconeNamespace']));
    expect(inputs('chroma')).toEqual(expect.arrayContaining(['collectionName', 'chromaURL']));
    expect(inputs('redis')).toContain('indexName');
    expect(findNodeDefinition('pinecone')?.credential).toMatchObject({ credentialNames: ['pineconeApi'] });
    for (const node of VECTOR_STORE_NODES) {
      expect(node.inputs.map((input) => input.name)).toEqual(
        expect.arrayContaining(['document', 'embeddings', 'topK']),
      );
      expect(node.outputs.map((output) => output.name)).toEqual(['retriever', 'vectorStore']);
    }
  });

  it('offer File Upload (optional, additional) where Flowise does, and on the embedded store', () => {
    const withFileUpload = VECTOR_STORE_NODES.filter((node) =>
      node.inputs.some((input) => input.name === 'fileUpload'),
    ).map((node) => node.name);
    expect(withFileUpload.sort()).toEqual(['embeddedVectorStore', 'pinecone', 'postgres', 'qdrant']);
    expect(findNodeDefinition('qdrant')?.inputs.find((input) => input.name === 'fileUpload')).toMatchObject({
      label: 'File Upload',
      type: 'boolean',
      optional: true,
      additionalParams: true,
    });
  });
});
