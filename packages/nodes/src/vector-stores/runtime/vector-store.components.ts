import type { NodeName } from '../../node-registry.ts';
import { Document } from '@langchain/core/documents';
import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import {
  ChatflowInputError,
  numberInput,
  requireInput,
  textInput,
  type ChatflowComponent,
  type ChatflowInitContext,
  type ChatflowUpsertOptions,
} from '../../runtime/chatflow-component.ts';
import { isEmbeddings } from '../../runtime/chatflow-component-guards.ts';
import type { VectorStorePort } from '../../runtime/vector-store-port.ts';
import { chatScopeOf, fileUploadOn, withChatId } from './chat-scope.ts';
import { inMemoryVectorPort } from './in-memory-vector-collection.ts';
import { metadataFilter } from './metadata-filter.ts';
import { PortVectorStore } from './port-vector-store.ts';
import { collectionNameOf } from './vector-store-namespaces.ts';
import { connectedDocuments, upsertDocuments } from './vector-store-upsert.ts';

/** The metadata filter input of a store, where its node has one. */
const FILTER_INPUTS: Readonly<Record<string, string>> = { pinecone: 'pineconeMetadataFilter' };

function embeddingsOf(context: ChatflowInitContext): EmbeddingsInterface {
  return requireInput(context.inputs, 'embeddings', isEmbeddings, 'an Embeddings node');
}

/** The node's settings as the store reads them: its text, number and true/false inputs (no documents or objects). */
function settingsOf(inputs: Readonly<Record<string, unknown>>): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(inputs).filter(
      (entry): entry is [string, string | number | boolean] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number' || typeof entry[1] === 'boolean',
    ),
  );
}

function storeOver(port: VectorStorePort, provider: string, context: ChatflowInitContext): PortVectorStore {
  const filterInput = FILTER_INPUTS[provider];
  const filter = filterInput ? metadataFilter(context.inputs[filterInput], context.nodeLabel) : undefined;
  const scope = chatScopeOf(context.inputs, context.run.chatId);
  return new PortVectorStore(embeddingsOf(context), {
    port,
    label: context.nodeLabel,
    spec: {
      provider,
      collection: collectionNameOf(provider, context),
      config: settingsOf(context.inputs),
      credentialId: context.credentialId,
    },
    ...(filter ? { filter } : {}),
    ...(scope ? { scope } : {}),
  });
}

/**
 * The documents to write: with File Upload on and a chat id sent with the upsert, each is marked as that chat's
 * (Flowise's rule); otherwise they are written for every chat, as Flowise does for stores without File Upload.
 */
function documentsToWrite(context: ChatflowInitContext, options: ChatflowUpsertOptions): Document[] {
  const documents = connectedDocuments(context.inputs.document);
  const chatId = options.chatId;
  if (chatId === undefined || chatId === '' || !fileUploadOn(context.inputs)) return documents;
  return documents.map(
    (document) =>
      new Document({ pageContent: document.pageContent, metadata: withChatId(document.metadata, chatId) }),
  );
}

function serverPort(context: ChatflowInitContext): VectorStorePort {
  const port = context.services.vectors;
  if (!port)
    throw new ChatflowInputError(
      'vector stores are not available in this run: the server offers no vector store to this flow',
    );
  return port;
}

/** The output the node's edge asks for: the store itself, or a retriever (Top K; MMR when Search Type says so). */
function output(store: PortVectorStore, context: ChatflowInitContext): unknown {
  if (context.outputs.output === 'vectorStore') return store;
  const k = numberInput(context.inputs, 'topK', 'Top K', { min: 1, max: 1000, whole: true }) ?? 4;
  if (textInput(context.inputs, 'searchType') !== 'mmr') return store.asRetriever({ k });
  const fetchK = numberInput(context.inputs, 'fetchK', 'Fetch K', { min: 1, max: 10000, whole: true }) ?? 20;
  const lambda = numberInput(context.inputs, 'lambda', 'Lambda', { min: 0, max: 1 }) ?? 0.5;
  return store.asRetriever({ k, searchType: 'mmr', searchKwargs: { fetchK: Math.max(fetchK, k), lambda } });
}

/** A vector store node kept by the server (through the run's vector port): it searches at init, writes at upsert. */
function persistentStore(provider: NodeName): ChatflowComponent<NodeName> {
  return {
    name: provider,
    // Errors reject (the runtime names the node), never throw before a promise exists.
    init: (context) =>
      Promise.resolve().then(() => output(storeOver(serverPort(context), provider, context), context)),
    upsert: async (context, options) =>
      upsertDocuments(
        storeOver(serverPort(context), provider, context),
        documentsToWrite(context, options),
        context.signal,
      ),
  };
}

/** In-Memory Vector Store (Flowise's): embeds its connected documents at each init; nothing is kept. */
const memoryVectorStoreComponent: ChatflowComponent<NodeName> = {
  name: 'memoryVectorStore',
  async init(context) {
    const store = storeOver(inMemoryVectorPort(), 'memoryVectorStore', context);
    await upsertDocuments(store, connectedDocuments(context.inputs.document), context.signal);
    return output(store, context);
  },
};

/** The vector store nodes the server keeps (through the run's vector port). */
const PERSISTENT_STORES: readonly NodeName[] = [
  'embeddedVectorStore',
  'postgres',
  'qdrant',
  'chroma',
  'pinecone',
  'redis',
];

/** The vector store nodes as chatflow components. */
export const VECTOR_STORE_COMPONENTS: readonly ChatflowComponent<NodeName>[] = [
  ...PERSISTENT_STORES.map(persistentStore),
  memoryVectorStoreComponent,
];
