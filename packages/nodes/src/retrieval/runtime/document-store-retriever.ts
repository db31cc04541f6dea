import type { CallbackManagerForRetrieverRun } from '@langchain/core/callbacks/manager';
import type { Document } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';
import {
  searchDocumentStore,
  type DocumentStoreSearch,
  type DocumentStoreSearchOptions,
} from './document-store-search.ts';

/** A LangChain retriever over a document store: each query is embedded and searched by the server. */
export class DocumentStoreRetriever extends BaseRetriever {
  lc_namespace = ['loomflow', 'retrievers', 'document_store'];
  private readonly search: DocumentStoreSearch;
  private readonly options: DocumentStoreSearchOptions;

  constructor(search: DocumentStoreSearch, options: DocumentStoreSearchOptions = {}) {
    super();
    this.search = search;
    this.options = options;
  }

  override async _getRelevantDocuments(
    query: string,
    _runManager?: CallbackManagerForRetrieverRun,
  ): Promise<Document[]> {
    const hits = await searchDocumentStore(this.search, query, this.options);
    return hits.map(([document]) => document);
  }
}
