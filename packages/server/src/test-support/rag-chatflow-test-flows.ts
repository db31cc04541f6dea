import type { DocumentStoreFixture } from './document-store-test-support.ts';

/** Test flows of chatflow upserts: Flowise's RAG chatflow over the embedded vector store. */

export const PLANTED = 'Refunds are paid back within fourteen days to the card used for the purchase.';
export const POLICIES = [
  'Shipping takes three to five working days inside the country.',
  PLANTED,
  'Gift cards cannot be exchanged for cash or used to buy other gift cards.',
].join('\n\n');

export function node(
  id: string,
  name: string,
  inputs: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: { id, name, label: name, inputs, ...extra },
  };
}

export function edge(from: string, to: string, input: string, type: string) {
  return {
    id: `${from}-${to}-${input}`,
    source: from,
    sourceHandle: `${from}-output-${from}-${type}`,
    target: to,
    targetHandle: `${to}-input-${input}-${type}`,
  };
}

export interface TestNode {
  readonly id: string;
  readonly data: Record<string, unknown>;
}

/** The anchors the edges use, declared on their nodes (flows are checked against them on save). */
export function withAnchors(nodes: TestNode[], edges: ReturnType<typeof edge>[]) {
  return nodes.map((item) => {
    const outgoing = edges.filter((link) => link.source === item.id);
    const incoming = edges.filter((link) => link.target === item.id);
    return {
      ...item,
      data: {
        ...item.data,
        outputAnchors: outgoing.map((link) => ({ id: link.sourceHandle, name: item.id, label: item.id })),
        inputAnchors: incoming.map((link) => ({
          id: link.targetHandle,
          name: link.targetHandle.split('-')[2],
          type: link.targetHandle.split('-')[3],
        })),
      },
    };
  });
}

export function dataUrl(name: string, text: string): string {
  return `data:text/plain;base64,${Buffer.from(text).toString('base64')},filename:${name}`;
}

/** The vector store nodes of `ragChatflow`: Embedded by default. */
export interface RagStoreSettings {
  readonly fileUpload?: boolean;
  /** The stores' node type (`postgres`…); `embeddedVectorStore` when absent. */
  readonly storeName?: string;
  /** More inputs of each store (`collectionName`, `tableName`…). */
  readonly storeInputs?: Record<string, unknown>;
  readonly storeCredential?: string;
}

/**
 * Flowise's RAG chatflow: Text File → splitter → (OpenAI Embeddings) → Embedded vector store(s) → Conversational
 * Retrieval QA Chain with ChatOpenAI. `stores` adds more vector store nodes fed by the same loader; File Upload is
 * on unless `settings.fileUpload` is false; the other settings change the stores' node type, inputs and credential.
 */
export function ragChatflow(
  fixture: DocumentStoreFixture,
  txtFile: string,
  stores = ['embeddedVectorStore_0'],
  settings: RagStoreSettings = {},
): string {
  const [retrieving] = stores;
  const nodes = [
    node('textFile_0', 'textFile', {
      txtFile,
      textSplitter: '{{recursiveCharacterTextSplitter_0.data.instance}}',
    }),
    node('recursiveCharacterTextSplitter_0', 'recursiveCharacterTextSplitter', {
      chunkSize: 90,
      chunkOverlap: 0,
    }),
    node(
      'openAIEmbeddings_0',
      'openAIEmbeddings',
      { modelName: 'text-embedding-3-small', basepath: fixture.fake.url },
      { credential: fixture.credentialId },
    ),
    ...stores.map((id) =>
      node(
        id,
        settings.storeName ?? 'embeddedVectorStore',
        {
          document: ['{{textFile_0.data.instance}}'],
          embeddings: '{{openAIEmbeddings_0.data.instance}}',
          topK: 2,
          fileUpload: settings.fileUpload ?? true,
          ...settings.storeInputs,
        },
        {
          outputs: { output: 'retriever' },
          ...(settings.storeCredential ? { credential: settings.storeCredential } : {}),
        },
      ),
    ),
    node(
      'chatOpenAI_0',
      'chatOpenAI',
      { modelName: 'gpt-4o-mini', basepath: fixture.fake.url },
      { credential: fixture.credentialId },
    ),
    node('conversationalRetrievalQAChain_0', 'conversationalRetrievalQAChain', {
      model: '{{chatOpenAI_0.data.instance}}',
      vectorStoreRetriever: `{{${retrieving ?? ''}.data.instance}}`,
      returnSourceDocuments: true,
    }),
  ];
  const edges = [
    edge('recursiveCharacterTextSplitter_0', 'textFile_0', 'textSplitter', 'TextSplitter'),
    ...stores.flatMap((id) => [
      edge('textFile_0', id, 'document', 'Document'),
      edge('openAIEmbeddings_0', id, 'embeddings', 'Embeddings'),
    ]),
    edge('chatOpenAI_0', 'conversationalRetrievalQAChain_0', 'model', 'BaseChatModel'),
    edge(retrieving ?? '', 'conversationalRetrievalQAChain_0', 'vectorStoreRetriever', 'BaseRetriever'),
  ];
  return JSON.stringify({ nodes: withAnchors(nodes, edges), edges });
}
