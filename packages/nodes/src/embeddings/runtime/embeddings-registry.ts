import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import type { EmbeddingsContext, EmbeddingsExecutor } from '../../runtime/document-processing.ts';
import {
  azureOpenAIEmbeddings,
  googleGenerativeAiEmbeddings,
  mistralAIEmbeddings,
  ollamaEmbedding,
  openAIEmbeddings,
  openAIEmbeddingsCustom,
} from '../embeddings.nodes.ts';
import {
  createAzureOpenAIEmbeddings,
  createOpenAICustomEmbeddings,
  createOpenAIEmbeddings,
} from './openai-embeddings.builder.ts';
import {
  createGoogleEmbeddings,
  createMistralEmbeddings,
  createOllamaEmbeddings,
} from './other-embeddings.builder.ts';

function executor(
  definition: { readonly name: string; readonly label: string },
  create: (context: EmbeddingsContext, label: string) => Promise<EmbeddingsInterface>,
): EmbeddingsExecutor {
  return { name: definition.name, create: (context) => create(context, definition.label) };
}

/** Every embeddings executor (explicit list), keyed by node name. */
export const EMBEDDINGS: ReadonlyMap<string, EmbeddingsExecutor> = new Map(
  [
    executor(openAIEmbeddings, createOpenAIEmbeddings),
    executor(azureOpenAIEmbeddings, createAzureOpenAIEmbeddings),
    executor(googleGenerativeAiEmbeddings, createGoogleEmbeddings),
    executor(ollamaEmbedding, createOllamaEmbeddings),
    executor(mistralAIEmbeddings, createMistralEmbeddings),
    executor(openAIEmbeddingsCustom, createOpenAICustomEmbeddings),
  ].map((embeddings) => [embeddings.name, embeddings]),
);

/** The node names of the embeddings that run. */
export const EMBEDDINGS_NAMES: readonly string[] = [...EMBEDDINGS.keys()];

export function findEmbeddings(name: string): EmbeddingsExecutor | undefined {
  return EMBEDDINGS.get(name);
}
