import type { InputParam } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LOADER_NODES } from './document-loaders/document-loader-nodes.ts';
import { EMBEDDINGS_NODES } from './embeddings/embeddings.nodes.ts';
import { findFlowiseNode } from './flowise-catalog/flowise-node-catalog.ts';
import { findNodeDefinition, nodeDefinitionsIn, resolveNodeType } from './node-registry.ts';
import { DOCUMENT_LOADER_NAMES, EMBEDDINGS_NAMES, TEXT_SPLITTER_NAMES } from './runtime/index.ts';
import { TEXT_SPLITTER_NODES } from './text-splitters/text-splitter.nodes.ts';

const GROUPS = [
  { category: 'Document Loaders', nodes: DOCUMENT_LOADER_NODES, executors: DOCUMENT_LOADER_NAMES },
  { category: 'Text Splitters', nodes: TEXT_SPLITTER_NODES, executors: TEXT_SPLITTER_NAMES },
  { category: 'Embeddings', nodes: EMBEDDINGS_NODES, executors: EMBEDDINGS_NAMES },
] as const;

describe('document nodes', () => {
  it.each(GROUPS)(
    '$category: every definition is registered, runs, and replaces the Flowise stub',
    ({ category, nodes, executors }) => {
      expect(nodes.map((node) => node.name)).toEqual([...executors]);
      for (const node of nodes) {
        expect(node.category).toBe(category);
        expect(findNodeDefinition(node.name)).toBe(node);
        expect(resolveNodeType(node.name)).toEqual({ kind: 'defined', definition: node });
        const stub = findFlowiseNode(node.name);
        // Nodes Flowise has keep its label and category, so its flows open with the same node.
        if (stub) expect([stub.label, stub.category], node.name).toEqual([node.label, node.category]);
      }
      expect(nodeDefinitionsIn(category).map((node) => node.name)).toEqual(
        expect.arrayContaining([...executors]),
      );
    },
  );

  it('gives every loader the metadata inputs, and every file loader a typed file input', () => {
    for (const loader of DOCUMENT_LOADER_NODES) {
      const inputs: readonly InputParam[] = loader.inputs;
      const names = inputs.map((input) => input.name);
      expect(names, loader.name).toEqual(
        expect.arrayContaining(['metadata', 'omitMetadataKeys', 'textSplitter']),
      );
      for (const input of inputs.filter((param) => param.type === 'file'))
        expect(input.fileType, loader.name).toMatch(/^\.[a-z]/);
    }
    const fileLoaders = DOCUMENT_LOADER_NODES.filter((loader) =>
      loader.inputs.some((input) => input.type === 'file'),
    );
    expect(fileLoaders.map((loader) => loader.name)).toEqual([
      'textFile',
      'pdfFile',
      'docxFile',
      'csvFile',
      'jsonFile',
      'jsonlinesFile',
      'markdownFile',
      'htmlFile',
      'folderFiles',
    ]);
  });

  it('keeps the Flowise input names of the splitters and embeddings', () => {
    for (const splitter of TEXT_SPLITTER_NODES)
      expect(splitter.inputs.map((input) => input.name)).toEqual(
        expect.arrayContaining(['chunkSize', 'chunkOverlap']),
      );
    // Flowise's TogetherAI, LocalAI and IBM watsonx embeddings declare no batch size (the model, LocalAI's
    // address, watsonx's truncation, retries and concurrency).
    const withoutBatchSize = new Set(['togetherAIEmbedding', 'localAIEmbeddings', 'ibmEmbedding']);
    for (const embeddings of EMBEDDINGS_NODES) {
      const names = embeddings.inputs.map((input) => input.name);
      if (withoutBatchSize.has(embeddings.name)) expect(names, embeddings.name).toContain('modelName');
      else expect(names, embeddings.name).toContain('batchSize');
    }
    expect(findNodeDefinition('openAIEmbeddings')?.inputs.map((input) => input.name)).toEqual(
      expect.arrayContaining([
        'modelName',
        'stripNewLines',
        'batchSize',
        'timeout',
        'basepath',
        'baseOptions',
        'dimensions',
      ]),
    );
  });
});
