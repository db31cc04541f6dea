import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import { textInput } from '../../runtime/chatflow-component.ts';

type Inputs = Readonly<Record<string, unknown>>;

function joined(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('_');
}

/**
 * The store's own namespace in a node's inputs (as Flowise keeps a chatflow's vectors: Pinecone index and namespace,
 * Qdrant collection, Postgres table, Chroma collection, Redis index); '' when the node has none.
 */
const NAMESPACES: Readonly<Record<string, (inputs: Inputs) => string>> = {
  embeddedVectorStore: (inputs) => textInput(inputs, 'collectionName'),
  postgres: (inputs) => textInput(inputs, 'tableName').trim() || 'documents',
  qdrant: (inputs) => textInput(inputs, 'qdrantCollection'),
  chroma: (inputs) => textInput(inputs, 'collectionName'),
  pinecone: (inputs) => joined(textInput(inputs, 'pineconeIndex'), textInput(inputs, 'pineconeNamespace')),
  redis: (inputs) => textInput(inputs, 'indexName'),
};

const MAX_NAME = 120;

/** Letters, digits, `_` and `-` only, at most 120 (what every store accepts as a collection name). */
function safeName(name: string): string {
  return name
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .slice(0, MAX_NAME);
}

/** The collection a vector store node reads and writes: its store's namespace, else `cf_<chatflowId>_<nodeId>`. */
export function collectionNameOf(provider: string, context: ChatflowInitContext): string {
  const own = safeName(NAMESPACES[provider]?.(context.inputs) ?? '');
  if (own !== '') return own;
  return safeName(`cf_${context.run.chatflowId}_${context.nodeId}`);
}
