import type { DocumentInterface } from '@langchain/core/documents';
import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { DynamicStructuredTool } from '@langchain/core/tools';
import { EMBEDDINGS_NAMES, findEmbeddings } from '../../embeddings/runtime/embeddings-registry.ts';
import { findNodeDefinition } from '../../node-registry.ts';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { NodeRunContext } from '../../runtime/node-executor.ts';
import { fetchFor } from '../../runtime/outbound-port.ts';
import { toolName } from '../../tools/tool-builder.ts';
import { booleanOf, errorMessage, objectOf, textOf } from '../runtime-shared/input-guards.ts';
import type { AgentTool, FoundDocuments } from './agent-tool.types.ts';

/**
 * One `agentKnowledgeVSEmbeddings` row of the Agent node (Flowise's "Knowledge (Vector Embeddings)"): the vector
 * store node it names, built with its config and the embeddings node it names, searched as a retriever tool.
 */

type Row = Readonly<Record<string, unknown>>;
type Config = Readonly<Record<string, unknown>>;

const VECTOR_STORES = 'Vector Stores';

/** The tool's one argument, as Flowise's retriever tool takes it. */
const SEARCH_SCHEMA: Readonly<Record<string, unknown>> = {
  type: 'object',
  properties: { input: { type: 'string', description: 'input to look up in the knowledge base' } },
  required: ['input'],
};

/** The credential a picker config carries (Flowise's `FLOWISE_CREDENTIAL_ID`, or `credential`). */
function credentialOf(config: Config): string | undefined {
  const id = textOf(config.FLOWISE_CREDENTIAL_ID).trim() || textOf(config.credential).trim();
  return id === '' ? undefined : id;
}

/** A row's name in errors: its knowledge name, else its position. */
export function rowLabel(row: Row, index: number): string {
  const name = textOf(row.knowledgeName).trim();
  return `Knowledge (Vector Embeddings) row ${index + 1}${name === '' ? '' : ` ("${name}")`}`;
}

/** Vector stores that search without embeddings of their own (a document store embeds with its own settings). */
const STORES_WITHOUT_EMBEDDINGS: ReadonlySet<string> = new Set(['documentStoreVS']);

async function embeddingsOf(row: Row, context: NodeRunContext): Promise<EmbeddingsInterface | undefined> {
  const name = textOf(row.embeddingModel).trim();
  const store = textOf(row.vectorStore).trim();
  if (name === '') {
    if (STORES_WITHOUT_EMBEDDINGS.has(store)) return undefined;
    throw new Error(
      `choose an Embedding Model: the vector store "${store}" embeds the agent's search with it`,
    );
  }
  const executor = findEmbeddings(name);
  if (!executor) {
    throw new Error(
      `the embeddings "${name}" cannot run here: choose one of ${EMBEDDINGS_NAMES.join(', ')} in Embedding Model`,
    );
  }
  const config = objectOf(row.embeddingModelConfig);
  return executor.create({
    inputs: config,
    credentialId: credentialOf(config),
    credentials: context.services.credentials,
    fetch: fetchFor(context.services, 'embeddings'),
    signal: context.signal,
  });
}

/** The chatflow context a vector store node is built in: the Agent's run, the row's config as its inputs. */
function storeContext(
  context: NodeRunContext,
  config: Config,
  embeddings: EmbeddingsInterface | undefined,
): ChatflowInitContext {
  return {
    nodeId: context.nodeId,
    nodeLabel: context.nodeLabel,
    inputs: embeddings ? { ...config, embeddings } : config,
    outputs: { output: 'retriever' },
    credentialId: credentialOf(config),
    run: context.run,
    question: context.question,
    chatHistory: context.pastMessages,
    vars: context.vars,
    memory: { pastMessages: () => Promise.resolve(context.pastMessages) },
    services: context.services,
    signal: context.signal,
    resolveTemplate: (text) => context.resolveTemplate(text),
  };
}

/** Anything with LangChain's retriever `invoke(query)` giving documents. */
interface Retriever {
  invoke(query: string, options?: { signal?: AbortSignal }): Promise<DocumentInterface[]>;
}

function isRetriever(value: unknown): value is Retriever {
  return (
    typeof value === 'object' && value !== null && 'invoke' in value && typeof value.invoke === 'function'
  );
}

async function retrieverOf(
  row: Row,
  context: NodeRunContext,
  embeddings: EmbeddingsInterface | undefined,
): Promise<Retriever> {
  const name = textOf(row.vectorStore).trim();
  // Loaded here: the chatflow registry reaches most node runtimes, the Agent only needs it for these rows.
  const { findChatflowComponent } = await import('../../runtime/chatflow-component-registry.ts');
  const component = findChatflowComponent(name);
  if (!component || findNodeDefinition(name)?.category !== VECTOR_STORES) {
    const { runnableDefinitionsIn } = await import('../../runnable/runnable-nodes.ts');
    const offered = runnableDefinitionsIn([VECTOR_STORES]).map((definition) => definition.name);
    throw new Error(`the vector store "${name}" cannot run here: choose one of ${offered.join(', ')}`);
  }
  const retriever = await component.init(storeContext(context, objectOf(row.vectorStoreConfig), embeddings));
  if (!isRetriever(retriever)) throw new Error(`the vector store "${name}" gives no retriever`);
  return retriever;
}

function plainDocument(document: DocumentInterface): {
  pageContent: string;
  metadata: Record<string, unknown>;
} {
  return { pageContent: document.pageContent, metadata: { ...document.metadata } };
}

/** The retriever tool of one row; a failure names the row (the Agent node reports it). */
export async function vectorKnowledgeTool(
  context: NodeRunContext,
  row: Row,
  index: number,
  found: FoundDocuments,
): Promise<AgentTool> {
  let retriever: Retriever;
  try {
    retriever = await retrieverOf(row, context, await embeddingsOf(row, context));
  } catch (error) {
    throw new Error(`${rowLabel(row, index)}: ${errorMessage(error)}`);
  }
  const knowledgeName = textOf(row.knowledgeName).trim();
  const returnsSourceDocuments = booleanOf(row.returnSourceDocuments, false);
  const tool = new DynamicStructuredTool({
    name: toolName(knowledgeName, `knowledge_base_${index + 1}`),
    description:
      textOf(row.knowledgeDescription).trim() ||
      `Searches the knowledge base "${knowledgeName || textOf(row.vectorStore)}" for relevant information.`,
    schema: SEARCH_SCHEMA,
    func: async (args: Readonly<Record<string, unknown>>) => {
      const documents = await retriever.invoke(textOf(args.input), { signal: context.signal });
      if (returnsSourceDocuments) found.push(...documents.map(plainDocument));
      return documents.map((document) => document.pageContent).join('\n\n');
    },
  });
  return { tool, requiresHumanInput: false, returnsSourceDocuments };
}
