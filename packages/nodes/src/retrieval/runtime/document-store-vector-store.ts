import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { Document } from '@langchain/core/documents';
import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { VectorStore, type MaxMarginalRelevanceSearchOptions } from '@langchain/core/vectorstores';
import { metadataFilter } from '../../vector-stores/runtime/metadata-filter.ts';
import { searchDocumentStore, type DocumentStoreSearch } from './document-store-search.ts';

const SERVER_EMBEDS =
  'the Document Store (Vector) embeds queries on the server with the store’s own embeddings: search it by text';

/** The store's embeddings stay on the server: asking the node for vectors is refused with the reason. */
class ServerSideEmbeddings implements EmbeddingsInterface {
  embedQuery(): Promise<number[]> {
    return Promise.reject(new Error(SERVER_EMBEDS));
  }
  embedDocuments(): Promise<number[][]> {
    return Promise.reject(new Error(SERVER_EMBEDS));
  }
}

const LABEL = 'Document Store (Vector)';

/**
 * A read-only LangChain vector store over a document store: text searches (similarity, with score, MMR) go to the
 * server, which embeds the query. Documents are added by upserting the store, never through a chatflow.
 */
export class DocumentStoreVectorStore extends VectorStore {
  private readonly search: DocumentStoreSearch;

  constructor(search: DocumentStoreSearch) {
    super(new ServerSideEmbeddings(), {});
    this.search = search;
  }

  _vectorstoreType(): string {
    return 'loomflow_document_store';
  }

  addVectors(): Promise<void> {
    return Promise.reject(
      new Error('a Document Store (Vector) is read-only here: upsert the store from its page'),
    );
  }

  addDocuments(): Promise<void> {
    return this.addVectors();
  }

  similaritySearchVectorWithScore(): Promise<[Document, number][]> {
    return Promise.reject(new Error(SERVER_EMBEDS));
  }

  override async similaritySearch(
    query: string,
    k = 4,
    filter?: this['FilterType'],
    _callbacks?: Callbacks,
  ): Promise<Document[]> {
    const hits = await this.similaritySearchWithScore(query, k, filter);
    return hits.map(([document]) => document);
  }

  override similaritySearchWithScore(
    query: string,
    k = 4,
    filter?: this['FilterType'],
    _callbacks?: Callbacks,
  ): Promise<[Document, number][]> {
    const metadata = metadataFilter(filter, LABEL);
    return searchDocumentStore(this.search, query, { topK: k, ...(metadata ? { filter: metadata } : {}) });
  }

  override async maxMarginalRelevanceSearch(
    query: string,
    options: MaxMarginalRelevanceSearchOptions<this['FilterType']>,
    _callbacks?: Callbacks,
  ): Promise<Document[]> {
    const metadata = metadataFilter(options.filter, LABEL);
    const hits = await searchDocumentStore(this.search, query, {
      topK: options.k,
      ...(metadata ? { filter: metadata } : {}),
      mmr: {
        ...(options.fetchK === undefined ? {} : { fetchK: options.fetchK }),
        ...(options.lambda === undefined ? {} : { lambda: options.lambda }),
      },
    });
    return hits.map(([document]) => document);
  }
}
