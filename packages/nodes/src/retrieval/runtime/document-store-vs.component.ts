import type { NodeName } from '../../node-registry.ts';
import { ChatflowInputError, textInput, type ChatflowComponent } from '../../runtime/chatflow-component.ts';
import { DocumentStoreRetriever } from './document-store-retriever.ts';
import { DocumentStoreVectorStore } from './document-store-vector-store.ts';

/** The chosen store's id: Flowise saves the id, our picker `id:name`. */
function storeIdOf(selected: string): string {
  const value = selected.trim();
  return value.includes(':') ? value.slice(0, value.indexOf(':')) : value;
}

/**
 * Document Store (Vector): the chosen document store as a retriever (its own Top K, documents with
 * `metadata.source`) or, with the "Vector Store" output, as a read-only vector store for retriever nodes.
 */
export const documentStoreVSComponent: ChatflowComponent<NodeName> = {
  name: 'documentStoreVS',
  init(context) {
    const storeId = storeIdOf(textInput(context.inputs, 'selectedStore'));
    if (storeId === '') throw new ChatflowInputError('choose a document store in "Select Store"');
    const port = context.services.retriever;
    if (!port)
      throw new ChatflowInputError(
        'document store retrieval is not available in this run: the store cannot be searched',
      );
    const search = { port, storeId, signal: context.signal };
    if (context.outputs.output === 'vectorStore')
      return Promise.resolve(new DocumentStoreVectorStore(search));
    return Promise.resolve(new DocumentStoreRetriever(search));
  },
};
