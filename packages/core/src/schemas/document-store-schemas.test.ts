import {
  apiUpsertRequestSchema,
  chunksQuerySchema,
  createDocumentStoreRequestSchema,
  deleteDocumentStoreQuerySchema,
  insertVectorsRequestSchema,
  previewLoaderRequestSchema,
  saveLoaderRequestSchema,
  saveVectorConfigRequestSchema,
  updateChunkRequestSchema,
  updateDocumentStoreRequestSchema,
  vectorQueryRequestSchema,
} from './document-store.ts';
import { describeSchema } from './schema-cases.test-support.ts';

// Document store requests (Flowise 3.x routes): stores, loaders, chunks, the vector store configuration, upsert and
// retrieval.

describeSchema('createDocumentStoreRequestSchema', createDocumentStoreRequestSchema, {
  valid: [
    { name: 'a name, trimmed', input: { name: ' Docs ' }, output: { name: 'Docs' } },
    { name: 'with a description', input: { name: 'Docs', description: 'Manuals' } },
  ],
  invalid: [
    { name: 'a blank name', input: { name: '' }, path: 'name', message: 'Name is required' },
    {
      name: 'a name over 255 characters',
      input: { name: 'n'.repeat(256) },
      path: 'name',
      message: 'Name is too long',
    },
    {
      name: 'a description over 5,000 characters',
      input: { name: 'Docs', description: 'd'.repeat(5001) },
      path: 'description',
      message: 'Description must be at most 5,000 characters',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateDocumentStoreRequestSchema', updateDocumentStoreRequestSchema, {
  valid: [{ name: 'a new description', input: { description: '' } }],
  invalid: [{ name: 'nothing', input: {}, path: '', message: 'Nothing to update: send name or description' }],
  unknownKeys: 'stripped',
});

describeSchema('deleteDocumentStoreQuerySchema', deleteDocumentStoreQuerySchema, {
  valid: [{ name: 'force=true', input: { force: 'true' } }],
  invalid: [{ name: 'force=yes', input: { force: 'yes' }, path: 'force' }],
  unknownKeys: 'stripped',
});

describeSchema('saveLoaderRequestSchema', saveLoaderRequestSchema, {
  valid: [
    {
      name: 'a new loader (config empty by default)',
      input: { storeId: 's1', loaderId: 'textFile' },
      output: { storeId: 's1', loaderId: 'textFile', loaderConfig: {} },
    },
    {
      name: "Flowise's body with splitter and credential",
      input: {
        id: 'l1',
        storeId: 's1',
        loaderId: 'pdfFile',
        loaderName: 'Pdf File',
        loaderConfig: { pdfFile: 'FILE-STORAGE::["a.pdf"]' },
        splitterId: 'recursiveCharacterTextSplitter',
        splitterName: 'Recursive Character Text Splitter',
        splitterConfig: { chunkSize: 1000 },
        credential: 'c1',
      },
    },
  ],
  invalid: [
    { name: 'no store', input: { loaderId: 'textFile' }, path: 'storeId' },
    { name: 'a blank loader name', input: { storeId: 's1', loaderId: ' ' }, path: 'loaderId' },
    {
      name: 'an empty credential id',
      input: { storeId: 's1', loaderId: 'textFile', credential: '' },
      path: 'credential',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('previewLoaderRequestSchema', previewLoaderRequestSchema, {
  valid: [
    {
      name: '20 chunks by default',
      input: { storeId: 's1', loaderId: 'textFile' },
      output: { storeId: 's1', loaderId: 'textFile', loaderConfig: {}, previewChunkCount: 20 },
    },
    {
      name: 'a count as text',
      input: { storeId: 's1', loaderId: 'textFile', previewChunkCount: '5' },
      output: { storeId: 's1', loaderId: 'textFile', loaderConfig: {}, previewChunkCount: 5 },
    },
  ],
  invalid: [
    {
      name: 'a count of 0',
      input: { storeId: 's1', loaderId: 'textFile', previewChunkCount: 0 },
      path: 'previewChunkCount',
    },
    {
      name: 'a count over 1000',
      input: { storeId: 's1', loaderId: 'textFile', previewChunkCount: 1001 },
      path: 'previewChunkCount',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('chunksQuerySchema', chunksQuerySchema, {
  valid: [
    { name: 'pages of 50 by default', input: {}, output: { pageSize: 50 } },
    {
      name: 'a search and page size as text',
      input: { search: 'refund', pageSize: '10' },
      output: { search: 'refund', pageSize: 10 },
    },
  ],
  invalid: [
    {
      name: 'a page size over 500',
      input: { pageSize: '501' },
      path: 'pageSize',
      message: 'pageSize is at most 500',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateChunkRequestSchema', updateChunkRequestSchema, {
  valid: [
    {
      name: 'text alone (no metadata)',
      input: { pageContent: 'Hello' },
      output: { pageContent: 'Hello', metadata: {} },
    },
    { name: 'text and metadata', input: { pageContent: 'Hello', metadata: { source: 'a.txt', page: 1 } } },
  ],
  invalid: [
    {
      name: 'empty text',
      input: { pageContent: '' },
      path: 'pageContent',
      message: 'A chunk needs some text',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('saveVectorConfigRequestSchema', saveVectorConfigRequestSchema, {
  valid: [
    {
      name: 'names with their configs defaulted',
      input: { storeId: 's1', embeddingName: 'openAIEmbeddings', vectorStoreName: 'pinecone' },
      output: {
        storeId: 's1',
        embeddingName: 'openAIEmbeddings',
        embeddingConfig: {},
        vectorStoreName: 'pinecone',
        vectorStoreConfig: {},
      },
    },
  ],
  invalid: [
    { name: 'no vector store', input: { storeId: 's1', embeddingName: 'e' }, path: 'vectorStoreName' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('insertVectorsRequestSchema', insertVectorsRequestSchema, {
  valid: [
    { name: 'a store alone (saved configs)', input: { storeId: 's1' } },
    {
      name: 'one loader with new configs',
      input: { storeId: 's1', docId: 'l1', embeddingName: 'e', embeddingConfig: { model: 'm' } },
    },
  ],
  invalid: [
    {
      name: 'a config that is no object',
      input: { storeId: 's1', vectorStoreConfig: 'x' },
      path: 'vectorStoreConfig',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('vectorQueryRequestSchema', vectorQueryRequestSchema, {
  valid: [
    {
      name: 'a query (top 4 by similarity)',
      input: { storeId: 's1', query: ' refunds ' },
      output: { storeId: 's1', query: 'refunds', topK: 4, searchType: 'similarity' },
    },
    {
      name: 'MMR with numbers as text and a metadata filter',
      input: {
        storeId: 's1',
        query: 'q',
        topK: '8',
        searchType: 'mmr',
        fetchK: '20',
        lambda: '0.5',
        filter: { lang: 'en', page: 2 },
      },
      output: {
        storeId: 's1',
        query: 'q',
        topK: 8,
        searchType: 'mmr',
        fetchK: 20,
        lambda: 0.5,
        filter: { lang: 'en', page: 2 },
      },
    },
  ],
  invalid: [
    { name: 'a blank query', input: { storeId: 's1', query: ' ' }, path: 'query', message: 'Enter a query' },
    { name: 'a topK over 100', input: { storeId: 's1', query: 'q', topK: 101 }, path: 'topK' },
    { name: 'a lambda over 1', input: { storeId: 's1', query: 'q', lambda: 2 }, path: 'lambda' },
    {
      name: 'an unknown search type',
      input: { storeId: 's1', query: 'q', searchType: 'hybrid' },
      path: 'searchType',
    },
    {
      name: 'a filter value that is an object',
      input: { storeId: 's1', query: 'q', filter: { a: { b: 1 } } },
      path: 'filter.a',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('apiUpsertRequestSchema', apiUpsertRequestSchema, {
  valid: [
    { name: 'nothing (re-run the only loader)', input: {}, output: { replaceExisting: false } },
    {
      name: 'components given by name (configs defaulted)',
      input: {
        loader: { name: 'plainText' },
        splitter: { name: 's', config: { chunkSize: 10 } },
        metadata: { a: 1 },
        replaceExisting: true,
      },
      output: {
        loader: { name: 'plainText', config: {} },
        splitter: { name: 's', config: { chunkSize: 10 } },
        metadata: { a: 1 },
        replaceExisting: true,
      },
    },
  ],
  invalid: [
    { name: 'a loader without a name', input: { loader: { config: {} } }, path: 'loader.name' },
    { name: 'replaceExisting as text', input: { replaceExisting: 'true' }, path: 'replaceExisting' },
  ],
  unknownKeys: 'stripped',
});
