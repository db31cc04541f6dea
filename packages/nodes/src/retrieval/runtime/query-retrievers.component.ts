import type { NodeName } from '../../node-registry.ts';
import type { BaseRetriever } from '@langchain/core/retrievers';
import {
  ChatflowInputError,
  numberInput,
  requireInput,
  textInput,
  type ChatflowComponent,
  type ChatflowInitContext,
} from '../../runtime/chatflow-component.ts';
import { isEmbeddings, isLanguageModel } from '../../runtime/chatflow-component-guards.ts';
import { DEFAULT_MULTI_QUERY_PROMPT } from '../retriever.nodes.ts';
import { checkedPrompt } from './prompt-variables.ts';
import {
  EmbeddingsFilterRetriever,
  MultiQueryRetriever,
  SimilarityThresholdRetriever,
} from './query-retrievers.ts';
import { contextOf, isRetriever, isVectorStore, sourceDocumentsOf } from './retrieval-guards.ts';

/** The retriever, or with the "Document" / "Text" outputs its documents (or their text) for the query. */
export async function retrieverOutput(
  context: ChatflowInitContext,
  retriever: BaseRetriever,
): Promise<unknown> {
  const output = context.outputs.output;
  if (output !== 'document' && output !== 'text') return retriever;
  const query = textInput(context.inputs, 'query').trim() || context.question;
  const documents = await retriever.invoke(query, { signal: context.signal });
  return output === 'text' ? contextOf(documents) : sourceDocumentsOf(documents);
}

/** Multi Query Retriever: the model rewrites the question; the store is searched with every version. */
export const multiQueryRetrieverComponent: ChatflowComponent<NodeName> = {
  name: 'multiQueryRetriever',
  init(context) {
    const prompt = checkedPrompt(
      'Prompt',
      textInput(context.inputs, 'modelPrompt').trim() || DEFAULT_MULTI_QUERY_PROMPT,
      ['question'],
      ['question'],
    );
    return Promise.resolve(
      new MultiQueryRetriever(
        requireInput(context.inputs, 'vectorStore', isVectorStore, 'a vector store'),
        requireInput(context.inputs, 'model', isLanguageModel, 'a language model'),
        prompt,
      ),
    );
  },
};

/** Similarity Score Threshold Retriever: documents at least the minimum score (%) similar, at most Max K. */
export const similarityThresholdRetrieverComponent: ChatflowComponent<NodeName> = {
  name: 'similarityThresholdRetriever',
  init(context) {
    const store = requireInput(context.inputs, 'vectorStore', isVectorStore, 'a vector store');
    const minScore =
      numberInput(context.inputs, 'minSimilarityScore', 'Minimum Similarity Score (%)', {
        min: 0,
        max: 100,
      }) ?? 80;
    const maxK = numberInput(context.inputs, 'maxK', 'Max K', { min: 1, max: 100, whole: true }) ?? 20;
    return retrieverOutput(context, new SimilarityThresholdRetriever(store, minScore / 100, maxK));
  },
};

/** Embeddings Filter Retriever: the base retriever's documents reranked by embeddings similarity and filtered. */
export const embeddingsFilterRetrieverComponent: ChatflowComponent<NodeName> = {
  name: 'embeddingsFilterRetriever',
  init(context) {
    const base = requireInput(context.inputs, 'baseRetriever', isRetriever, 'a retriever');
    const embeddings = requireInput(context.inputs, 'embeddings', isEmbeddings, 'embeddings');
    const threshold = numberInput(context.inputs, 'similarityThreshold', 'Similarity Threshold', {
      min: -1,
      max: 1,
    });
    const k = numberInput(context.inputs, 'k', 'K', { min: 1, max: 1000, whole: true });
    if (threshold === undefined && k === undefined)
      throw new ChatflowInputError('set a Similarity Threshold or K (or both)');
    return retrieverOutput(context, new EmbeddingsFilterRetriever(base, embeddings, threshold, k));
  },
};
