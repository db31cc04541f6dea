import type { CallbackManagerForRetrieverRun } from '@langchain/core/callbacks/manager';
import type { DocumentInterface } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';

/** A reranker's verdict on one document: its index in what was sent and its relevance score. */
export interface RerankResult {
  readonly index: number;
  readonly relevanceScore: number;
}

/** Ranks texts by relevance to the query, best first, at most `topN`. */
export type Rerank = (
  query: string,
  texts: readonly string[],
  topN: number,
) => Promise<readonly RerankResult[]>;

/**
 * The base retriever's documents for the query, reordered by a reranker (best first, at most `topN`), each with
 * its `relevance_score` in the metadata as Flowise gives it.
 */
export class RerankRetriever extends BaseRetriever {
  lc_namespace = ['loomflow', 'retrievers', 'rerank'];
  constructor(
    private readonly base: BaseRetriever,
    private readonly rerank: Rerank,
    private readonly topN: number,
  ) {
    super();
  }

  override async _getRelevantDocuments(
    query: string,
    runManager?: CallbackManagerForRetrieverRun,
  ): Promise<DocumentInterface[]> {
    const documents = await this.base.invoke(
      query,
      runManager ? { callbacks: runManager.getChild('rerank') } : {},
    );
    if (documents.length === 0) return [];
    const ranked = await this.rerank(
      query,
      documents.map((document) => document.pageContent),
      this.topN,
    );
    return ranked.slice(0, this.topN).flatMap(({ index, relevanceScore }) => {
      const document = documents[index];
      return document
        ? [{ ...document, metadata: { ...document.metadata, relevance_score: relevanceScore } }]
        : [];
    });
  }
}
