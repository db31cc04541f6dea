import type { NodeName } from '../../node-registry.ts';
import type { CallbackManagerForRetrieverRun } from '@langchain/core/callbacks/manager';
import type { DocumentInterface } from '@langchain/core/documents';
import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import { BaseRetriever } from '@langchain/core/retrievers';
import { VectorStoreRetriever } from '@langchain/core/vectorstores';
import { numberInput, requireInput, type ChatflowComponent } from '../../runtime/chatflow-component.ts';
import { isLanguageModel } from '../../runtime/chatflow-component-guards.ts';
import { streamAnswer } from '../../chains/runtime/stream-answer.ts';
import { documentKey } from './query-retrievers.ts';
import { retrieverOutput } from './query-retrievers.component.ts';
import { isRetriever } from './retrieval-guards.ts';

function variationsPrompt(query: string, count: number): string {
  return `Write ${String(count)} different search queries that look for what this question asks, each from another angle, one per line and nothing else.\nQuestion: ${query}`;
}

/**
 * Reciprocal Rank Fusion: the question and `queryCount` variations the model writes are each searched; a
 * document scores the sum of 1 / (c + rank) over the rankings it appears in (rank from 1); the best `topK` win.
 */
export class ReciprocalRankFusionRetriever extends BaseRetriever {
  lc_namespace = ['loomflow', 'retrievers', 'rrf'];
  constructor(
    private readonly base: BaseRetriever,
    private readonly model: BaseLanguageModel,
    private readonly settings: { readonly queryCount: number; readonly topK: number; readonly c: number },
  ) {
    super();
  }

  override async _getRelevantDocuments(
    query: string,
    runManager?: CallbackManagerForRetrieverRun,
  ): Promise<DocumentInterface[]> {
    const reply = await streamAnswer(this.model, variationsPrompt(query, this.settings.queryCount), {
      signal: new AbortController().signal,
      streaming: false,
    });
    const variations = reply.text
      .split('\n')
      .map((line) => line.replace(/^\s*(\d+[.)]|[-*])\s*/, '').trim())
      .filter((line) => line !== '')
      .slice(0, this.settings.queryCount);
    const rankings = await Promise.all(
      [query, ...variations].map((text) =>
        this.base.invoke(text, runManager ? { callbacks: runManager.getChild('rrf') } : {}),
      ),
    );
    const fused = new Map<string, { document: DocumentInterface; score: number }>();
    for (const ranking of rankings)
      ranking.forEach((document, index) => {
        const key = documentKey(document);
        const entry = fused.get(key) ?? { document, score: 0 };
        entry.score += 1 / (this.settings.c + index + 1);
        fused.set(key, entry);
      });
    return [...fused.values()]
      .sort((a, b) => b.score - a.score)
      .slice(0, this.settings.topK)
      .map(({ document, score }) => ({
        ...document,
        metadata: { ...document.metadata, relevance_score: score },
      }));
  }
}

/** Reciprocal Rank Fusion Retriever: as a retriever, or its documents / text for the query. */
export const rrfRetrieverComponent: ChatflowComponent<NodeName> = {
  name: 'RRFRetriever',
  init(context) {
    const base = requireInput(context.inputs, 'baseRetriever', isRetriever, 'a vector store retriever');
    const model = requireInput(context.inputs, 'model', isLanguageModel, 'a language model');
    const baseK = base instanceof VectorStoreRetriever ? base.k : 4;
    const settings = {
      queryCount:
        numberInput(context.inputs, 'queryCount', 'Query Count', { min: 1, max: 20, whole: true }) ?? 4,
      topK: numberInput(context.inputs, 'topK', 'Top K', { min: 1, max: 100, whole: true }) ?? baseK,
      c: numberInput(context.inputs, 'c', 'Constant', { min: 0, max: 10_000 }) ?? 60,
    };
    return retrieverOutput(context, new ReciprocalRankFusionRetriever(base, model, settings));
  },
};
