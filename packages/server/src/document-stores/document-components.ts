import type {
  DocumentLoaderExecutor,
  EmbeddingsExecutor,
  TextSplitterExecutor,
} from '@loomflow/nodes/runtime';

/** The loaders, splitters and embeddings document stores run (the registries of `@loomflow/nodes/runtime`). */
export interface DocumentComponents {
  loader(name: string): DocumentLoaderExecutor | undefined;
  splitter(name: string): TextSplitterExecutor | undefined;
  embeddings(name: string): EmbeddingsExecutor | undefined;
}
