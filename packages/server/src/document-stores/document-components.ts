import type {
  DocumentLoaderExecutor,
  EmbeddingsExecutor,
  TextSplitterExecutor,
} from '@loomflow/nodes/runtime';
import { loadNodeRuntime } from '../runtime/node-runtime.ts';

/** The loaders, splitters and embeddings document stores run (the registries of `@loomflow/nodes/runtime`). */
export interface DocumentComponents {
  loader(name: string): Promise<DocumentLoaderExecutor | undefined>;
  splitter(name: string): Promise<TextSplitterExecutor | undefined>;
  embeddings(name: string): Promise<EmbeddingsExecutor | undefined>;
}

/** The node runtime's registries, loaded when a store first needs one of them. */
export const NODE_RUNTIME_DOCUMENT_COMPONENTS: DocumentComponents = {
  loader: async (name) => (await loadNodeRuntime()).nodes.findDocumentLoader(name),
  splitter: async (name) => (await loadNodeRuntime()).nodes.findTextSplitter(name),
  embeddings: async (name) => (await loadNodeRuntime()).nodes.findEmbeddings(name),
};
