import { isRecord } from '@loomflow/core';
import { wordsOf } from '../fake-openai/embedding.vector.ts';

/** One ranked document: its index in the request and its relevance score in [0, 1]. */
export interface RankedDocument {
  readonly index: number;
  readonly relevanceScore: number;
}

/**
 * Deterministic rerank scores for the reranker fakes: the share of the query's distinct words a document
 * contains (0 to 1), best first, ties in request order; at most `topN` when given.
 */
export function rankByWordOverlap(
  query: string,
  documents: readonly string[],
  topN?: number,
): RankedDocument[] {
  const queryWords = new Set(wordsOf(query));
  const ranked = documents.map((document, index) => {
    const words = new Set(wordsOf(document));
    const shared = [...queryWords].filter((word) => words.has(word)).length;
    return { index, relevanceScore: queryWords.size === 0 ? 0 : shared / queryWords.size };
  });
  ranked.sort((a, b) => b.relevanceScore - a.relevanceScore || a.index - b.index);
  return topN === undefined ? ranked : ranked.slice(0, Math.max(0, topN));
}

/** The document texts of a rerank request: strings, or objects with `text` (Jina, Cohere v2). */
export function documentTexts(documents: unknown): string[] | undefined {
  if (!Array.isArray(documents)) return undefined;
  const texts: string[] = [];
  for (const document of documents) {
    if (typeof document === 'string') texts.push(document);
    else if (isRecord(document) && typeof document.text === 'string') texts.push(document.text);
    else return undefined;
  }
  return texts;
}

/** The `Authorization: Bearer <key>` a request carried, if any. */
export function bearerOf(authorization: string | string[] | undefined): string | undefined {
  const value = Array.isArray(authorization) ? authorization[0] : authorization;
  const match = /^Bearer (.+)$/i.exec(value ?? '');
  return match?.[1];
}
