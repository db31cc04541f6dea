import type { CallbackManagerForRetrieverRun } from '@langchain/core/callbacks/manager';
import type { DocumentInterface } from '@langchain/core/documents';
import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import type { PromptTemplate } from '@langchain/core/prompts';
import { BaseRetriever } from '@langchain/core/retrievers';
import type { VectorStore } from '@langchain/core/vectorstores';
import { streamAnswer } from '../../chains/runtime/stream-answer.ts';

export function documentKey(document: DocumentInterface): string {
  return `${JSON.stringify(document.metadata)}\u0000${document.pageContent}`;
}

/** Retrieves with the question and the model's rewordings of it; each document once, in first-found order. */
export class MultiQueryRetriever extends BaseRetriever {
  lc_namespace = ['loomflow', 'retrievers', 'multi_query'];
  constructor(
    private readonly store: VectorStore,
    private readonly model: BaseLanguageModel,
    private readonly prompt: PromptTemplate,
  ) {
    super();
  }

  override async _getRelevantDocuments(
    query: string,
    runManager?: CallbackManagerForRetrieverRun,
  ): Promise<DocumentInterface[]> {
    const text = await this.prompt.format({ question: query });
    const reply = await streamAnswer(this.model, text, {
      signal: new AbortController().signal,
      streaming: false,
    });
    const rewordings = reply.text
      .split('\n')
      .map((line) => line.replace(/^\s*(\d+[.)]|[-*])\s*/, '').trim())
      .filter((line) => line !== '');
    const retriever = this.store.asRetriever();
    const found = await Promise.all(
      [query, ...rewordings].map((question) =>
        retriever.invoke(question, runManager ? { callbacks: runManager.getChild('multi_query') } : {}),
      ),
    );
    const seen = new Set<string>();
    return found.flat().filter((document) => {
      const key = documentKey(document);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
}

/** The store's documents at least `minScore` similar (0 to 1), at most `maxK`. */
export class SimilarityThresholdRetriever extends BaseRetriever {
  lc_namespace = ['loomflow', 'retrievers', 'similarity_threshold'];
  constructor(
    private readonly store: VectorStore,
    private readonly minScore: number,
    private readonly maxK: number,
  ) {
    super();
  }

  override async _getRelevantDocuments(query: string): Promise<DocumentInterface[]> {
    const scored = await this.store.similaritySearchWithScore(query, this.maxK);
    return scored.filter(([, score]) => score >= this.minScore).map(([document]) => document);
  }
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index] ?? 0;
    const y = b[index] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/**
 * Reranks a retriever's documents by the embeddings' similarity to the query (no external service): the most
 * similar first, those under the threshold dropped, at most `k`.
 */
export class EmbeddingsFilterRetriever extends BaseRetriever {
  lc_namespace = ['loomflow', 'retrievers', 'embeddings_filter'];
  constructor(
    private readonly base: BaseRetriever,
    private readonly embeddings: EmbeddingsInterface,
    private readonly threshold: number | undefined,
    private readonly k: number | undefined,
  ) {
    super();
  }

  override async _getRelevantDocuments(
    query: string,
    runManager?: CallbackManagerForRetrieverRun,
  ): Promise<DocumentInterface[]> {
    const documents = await this.base.invoke(
      query,
      runManager ? { callbacks: runManager.getChild('embeddings_filter') } : {},
    );
    if (documents.length === 0) return [];
    const [queryVector, documentVectors] = await Promise.all([
      this.embeddings.embedQuery(query),
      this.embeddings.embedDocuments(documents.map((document) => document.pageContent)),
    ]);
    const ranked = documents
      .map((document, index) => ({ document, score: cosine(queryVector, documentVectors[index] ?? []) }))
      .filter((entry) => this.threshold === undefined || entry.score >= this.threshold)
      .sort((a, b) => b.score - a.score);
    return (this.k === undefined ? ranked : ranked.slice(0, this.k)).map((entry) => entry.document);
  }
}
