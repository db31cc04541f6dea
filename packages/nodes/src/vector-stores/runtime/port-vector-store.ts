import type { Callbacks } from '@langchain/core/callbacks/manager';
import { Document, type DocumentInterface } from '@langchain/core/documents';
import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { VectorStore, type MaxMarginalRelevanceSearchOptions } from '@langchain/core/vectorstores';
import type {
  VectorCollectionSpec,
  VectorMetadataFilter,
  VectorMetadataScope,
  VectorPortCollection,
  VectorPortRecord,
  VectorStorePort,
} from '../../runtime/vector-store-port.ts';
import { mergedFilters, metadataFilter } from './metadata-filter.ts';
import { recordIdOf } from './record-id.ts';

/** Where a vector store node's documents live: the port, the collection (dimensions come from the embeddings). */
export interface PortVectorStoreOptions {
  readonly port: VectorStorePort;
  readonly spec: Omit<VectorCollectionSpec, 'dimensions'>;
  /** The node's label, for errors. */
  readonly label: string;
  /** The node's own metadata filter (Pinecone Metadata Filter…), applied to every search. */
  readonly filter?: VectorMetadataFilter;
  /** The chat scope of every search (stores with File Upload on): the chat's files and the shared documents. */
  readonly scope?: VectorMetadataScope;
}

/**
 * A LangChain vector store over the run's vector port: queries and documents are embedded with the connected
 * Embeddings, the collection is opened on first use with the first embedding's dimensions.
 */
export class PortVectorStore extends VectorStore {
  declare FilterType: VectorMetadataFilter | string;
  private readonly options: PortVectorStoreOptions;
  private opened: { dimensions: number; collection: Promise<VectorPortCollection> } | undefined;

  constructor(embeddings: EmbeddingsInterface, options: PortVectorStoreOptions) {
    super(embeddings, {});
    this.options = options;
  }

  /** Called by LangChain's constructor, before this class's fields are set. */
  _vectorstoreType(): string {
    return 'loomflow_vector_port';
  }

  /** The collection, opened once with these dimensions. */
  collectionFor(dimensions: number): Promise<VectorPortCollection> {
    if (!this.opened) {
      const collection = this.options.port.open({ ...this.options.spec, dimensions });
      this.opened = { dimensions, collection };
      collection.catch(() => {
        this.opened = undefined;
      });
      return collection;
    }
    if (this.opened.dimensions !== dimensions)
      return Promise.reject(
        new Error(
          `${this.options.label}: the embeddings give ${String(dimensions)} dimensions but this store was opened with ` +
            String(this.opened.dimensions),
        ),
      );
    return this.opened.collection;
  }

  private filterOf(filter: this['FilterType'] | undefined): VectorMetadataFilter | undefined {
    return mergedFilters(this.options.filter, metadataFilter(filter, this.options.label));
  }

  async addVectors(vectors: number[][], documents: DocumentInterface[]): Promise<string[]> {
    const [first] = vectors;
    if (!first) return [];
    const collection = await this.collectionFor(first.length);
    const records = documents.map((document, index): VectorPortRecord => ({
      id: recordIdOf(document),
      vector: vectors[index] ?? [],
      pageContent: document.pageContent,
      metadata: { ...document.metadata },
    }));
    await collection.upsert(records);
    return records.map((record) => record.id);
  }

  async addDocuments(documents: DocumentInterface[]): Promise<string[]> {
    const vectors = await this.embeddings.embedDocuments(documents.map((document) => document.pageContent));
    return this.addVectors(vectors, documents);
  }

  async similaritySearchVectorWithScore(
    query: number[],
    k: number,
    filter?: this['FilterType'],
  ): Promise<[Document, number][]> {
    const collection = await this.collectionFor(query.length);
    const resolved = this.filterOf(filter);
    const hits = await collection.query({
      vector: query,
      topK: k,
      ...(resolved ? { filter: resolved } : {}),
      ...(this.options.scope ? { scope: this.options.scope } : {}),
    });
    return hits.map((hit) => [
      new Document({ pageContent: hit.pageContent, metadata: { ...hit.metadata }, id: hit.id }),
      hit.score,
    ]);
  }

  override async maxMarginalRelevanceSearch(
    query: string,
    options: MaxMarginalRelevanceSearchOptions<this['FilterType']>,
    _callbacks?: Callbacks,
  ): Promise<Document[]> {
    const vector = await this.embeddings.embedQuery(query);
    const collection = await this.collectionFor(vector.length);
    const resolved = this.filterOf(options.filter);
    const hits = await collection.query({
      vector,
      topK: options.k,
      ...(resolved ? { filter: resolved } : {}),
      ...(this.options.scope ? { scope: this.options.scope } : {}),
      mmr: { fetchK: options.fetchK ?? 20, lambda: options.lambda ?? 0.5 },
    });
    return hits.map(
      (hit) => new Document({ pageContent: hit.pageContent, metadata: { ...hit.metadata }, id: hit.id }),
    );
  }
}
