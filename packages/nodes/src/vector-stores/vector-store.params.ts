import type { InputParam, NodeOutput } from '@loomflow/core';

export const VECTOR_STORE_CATEGORY = 'Vector Stores';

/** The anchors every Flowise vector store node has: documents to upsert, the embeddings, a record manager. */
export const vectorStoreAnchors = [
  { label: 'Document', name: 'document', type: 'Document', list: true, optional: true },
  { label: 'Embeddings', name: 'embeddings', type: 'Embeddings' },
  {
    label: 'Record Manager',
    name: 'recordManager',
    type: 'RecordManager',
    optional: true,
    description: 'Keep track of the record to prevent duplication',
  },
] as const satisfies readonly InputParam[];

/**
 * Flowise's File Upload switch (Embedded, Postgres, Qdrant, Pinecone): the chat may upload files into this store;
 * they are kept for that chat only (`flowise_chatId` in their metadata) and its searches see them.
 */
export const fileUploadParam = {
  label: 'File Upload',
  name: 'fileUpload',
  description: 'Allow file upload on the chat',
  hint: {
    label: 'How to use',
    value: `**File Upload**

This allows file upload on the chat. Uploaded files are upserted on the fly to the vector store.

**Note:**
- Only one vector store of a flow can have file upload on.
- At least one Document Loader node taking files (PDF, DOCX, TXT…) must be connected to the Document input.

**How it works**
- An uploaded file's chunks get the chat's id in their metadata (\`flowise_chatId\`).
- Searches of a chat find its own files and the documents upserted for everyone, never another chat's files.`,
  },
  type: 'boolean',
  additionalParams: true,
  optional: true,
} as const satisfies InputParam;

/** Top K and Flowise's MMR parameters (searchType, fetchK, lambda). */
export const vectorStoreSearchParams = [
  {
    label: 'Top K',
    name: 'topK',
    type: 'number',
    description: 'Number of top results to fetch. Default to 4',
    placeholder: '4',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Search Type',
    name: 'searchType',
    type: 'options',
    default: 'similarity',
    options: [
      { label: 'Similarity', name: 'similarity' },
      { label: 'Max Marginal Relevance', name: 'mmr' },
    ],
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Fetch K (for MMR Search)',
    name: 'fetchK',
    type: 'number',
    description:
      'Number of initial documents to fetch for MMR reranking. Default to 20. Used only when the search type is MMR',
    placeholder: '20',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Lambda (for MMR Search)',
    name: 'lambda',
    type: 'number',
    description:
      'Number between 0 and 1 that determines the degree of diversity among the results, where 0 corresponds to maximum diversity and 1 to minimum diversity. Used only when the search type is MMR',
    placeholder: '0.5',
    optional: true,
    additionalParams: true,
  },
] as const satisfies readonly InputParam[];

export function vectorStoreOutputs(storeClass: string): readonly NodeOutput[] {
  return [
    { label: 'Retriever', name: 'retriever', baseClasses: ['VectorStoreRetriever', 'BaseRetriever'] },
    { label: `${storeClass} Vector Store`, name: 'vectorStore', baseClasses: [storeClass, 'VectorStore'] },
  ];
}

export const VECTOR_STORE_BASE_CLASSES = ['VectorStoreRetriever', 'BaseRetriever'] as const;
