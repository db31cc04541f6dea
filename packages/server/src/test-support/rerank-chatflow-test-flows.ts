import type { DocumentStoreFixture } from './document-store-test-support.ts';
import { edge, node, withAnchors } from './rag-chatflow-test-flows.ts';

/**
 * A retrieval chatflow that reranks: Text File → splitter → (OpenAI Embeddings) → Embedded vector store (Top K 3)
 * → a rerank retriever node (`reranker`, its inputs and credential) → Conversational Retrieval QA Chain with
 * ChatOpenAI, returning source documents.
 */
export function rerankChatflow(
  fixture: DocumentStoreFixture,
  txtFile: string,
  reranker: {
    readonly name: string;
    readonly credentialId: string;
    readonly inputs: Record<string, unknown>;
  },
): string {
  const rerankId = `${reranker.name}_0`;
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
    node(
      'embeddedVectorStore_0',
      'embeddedVectorStore',
      {
        document: ['{{textFile_0.data.instance}}'],
        embeddings: '{{openAIEmbeddings_0.data.instance}}',
        topK: 3,
      },
      { outputs: { output: 'retriever' } },
    ),
    node(
      rerankId,
      reranker.name,
      { baseRetriever: '{{embeddedVectorStore_0.data.instance}}', ...reranker.inputs },
      { credential: reranker.credentialId, outputs: { output: 'retriever' } },
    ),
    node(
      'chatOpenAI_0',
      'chatOpenAI',
      { modelName: 'gpt-4o-mini', basepath: fixture.fake.url },
      { credential: fixture.credentialId },
    ),
    node('conversationalRetrievalQAChain_0', 'conversationalRetrievalQAChain', {
      model: '{{chatOpenAI_0.data.instance}}',
      vectorStoreRetriever: `{{${rerankId}.data.instance}}`,
      returnSourceDocuments: true,
    }),
  ];
  const edges = [
    edge('recursiveCharacterTextSplitter_0', 'textFile_0', 'textSplitter', 'TextSplitter'),
    edge('textFile_0', 'embeddedVectorStore_0', 'document', 'Document'),
    edge('openAIEmbeddings_0', 'embeddedVectorStore_0', 'embeddings', 'Embeddings'),
    edge('embeddedVectorStore_0', rerankId, 'baseRetriever', 'VectorStoreRetriever'),
    edge('chatOpenAI_0', 'conversationalRetrievalQAChain_0', 'model', 'BaseChatModel'),
    edge(rerankId, 'conversationalRetrievalQAChain_0', 'vectorStoreRetriever', 'BaseRetriever'),
  ];
  return JSON.stringify({ nodes: withAnchors(nodes, edges), edges });
}
