import type { FlowData, FlowNode } from '@loomflow/core';
import {
  findChatflowComponent,
  type ChatflowComponent,
  type ChatflowUpsertResult,
} from '@loomflow/nodes/runtime';
import { ChatflowNodeInitializer, named, reasonOf, type ChatflowInitRequest } from './chatflow-node-init.ts';
import { initOrder, isStickyNote, labelOf } from './chatflow-graph.ts';
import { ChatflowRunError } from './chatflow.types.ts';
import { nodeIssues } from './validate-chatflow.ts';

/** An upsert of a chatflow's vector store node (`POST /vector/upsert/{id}`). */
export interface ChatflowUpsertRequest extends Omit<ChatflowInitRequest, 'question' | 'chatHistory'> {
  /** The vector store node to upsert when the flow has several. */
  readonly stopNodeId?: string;
  /**
   * The chat whose uploaded files this upsert carries (`chatId` of the request): a store with File Upload on keeps
   * them for that chat only. Absent: the documents are for every chat.
   */
  readonly uploadChatId?: string;
}

/** What the upsert wrote, and into which node. */
export interface ChatflowUpsertOutcome extends ChatflowUpsertResult {
  readonly nodeId: string;
  readonly nodeLabel: string;
}

/** A request the flow cannot serve as asked (no vector store node, several, an unknown stopNodeId, bad inputs). */
export class ChatflowUpsertRequestError extends ChatflowRunError {
  constructor(message: string, nodeId?: string) {
    super(message, nodeId);
    this.name = 'ChatflowUpsertRequestError';
  }
}

function upsertable(
  flowData: FlowData,
  findComponent: (name: string) => ChatflowComponent | undefined,
): FlowNode[] {
  return flowData.nodes.filter(
    (node) => !isStickyNote(node) && findComponent(node.data.name)?.upsert !== undefined,
  );
}

/** The vector store node to upsert: the only one, or the one `stopNodeId` names. */
function pickStoreNode(
  flowData: FlowData,
  stopNodeId: string | undefined,
  findComponent: (name: string) => ChatflowComponent | undefined,
): FlowNode {
  const stores = upsertable(flowData, findComponent);
  if (stopNodeId !== undefined && stopNodeId !== '') {
    const chosen = stores.find((node) => node.id === stopNodeId);
    if (chosen) return chosen;
    const exists = flowData.nodes.some((node) => node.id === stopNodeId);
    throw new ChatflowUpsertRequestError(
      exists
        ? `Node ${stopNodeId} is not a vector store that can be upserted: choose one of ${listed(stores)}`
        : `The flow has no node ${stopNodeId}: choose one of ${listed(stores)}`,
    );
  }
  // Flowise's rule: the one store with File Upload on is the upsert target; two or more cannot be told apart.
  const withFileUpload = stores.filter((node) => fileUploadOn(node));
  const [uploadStore, ...otherUploadStores] = withFileUpload;
  if (otherUploadStores.length > 0)
    throw new ChatflowUpsertRequestError(
      `Several vector store nodes have File Upload on (${listed(withFileUpload)}): turn it off on all but one, or ` +
        'send stopNodeId to choose one',
    );
  if (uploadStore) return uploadStore;
  const [only, ...others] = stores;
  if (!only)
    throw new ChatflowUpsertRequestError(
      'This chatflow has no vector store node to upsert: add one (Embedded, Postgres, Qdrant, Chroma, Pinecone or ' +
        'Redis) with documents and embeddings connected',
    );
  if (others.length > 0)
    throw new ChatflowUpsertRequestError(
      `This chatflow has several vector store nodes (${listed(stores)}): send stopNodeId to choose one`,
    );
  return only;
}

function fileUploadOn(node: FlowNode): boolean {
  const value = node.data.inputs?.fileUpload;
  return value === true || value === 'true';
}

function listed(nodes: readonly FlowNode[]): string {
  return nodes.length === 0 ? 'none' : nodes.map(named).join(', ');
}

/**
 * Upserts a chatflow's vector store node: initialises only the nodes it depends on (loaders, splitters,
 * embeddings), then has the node embed and write its connected documents. Errors name the node.
 */
export async function upsertChatflow(request: ChatflowUpsertRequest): Promise<ChatflowUpsertOutcome> {
  const findComponent = request.components ?? findChatflowComponent;
  const store = pickStoreNode(request.flowData, request.stopNodeId, findComponent);
  let order: FlowNode[];
  try {
    order = initOrder(request.flowData, [store]);
  } catch (error) {
    throw new ChatflowUpsertRequestError(reasonOf(error), store.id);
  }
  for (const node of order) {
    const issues = nodeIssues(node, request.flowData, findComponent);
    if (issues.length > 0)
      throw new ChatflowUpsertRequestError(
        `Flow is missing a required input on node ${named(node)}: ${issues.join('; ')}`,
        node.id,
      );
  }
  const nodes = new ChatflowNodeInitializer({ ...request, question: '', chatHistory: [] }, findComponent);
  for (const node of order) if (node.id !== store.id) await nodes.init(node);
  const context = nodes.contextOf(store);
  const component = nodes.component(store);
  if (!component.upsert)
    throw new ChatflowUpsertRequestError(`Node ${named(store)} cannot be upserted`, store.id);
  try {
    const result = await component.upsert(
      context,
      request.uploadChatId !== undefined ? { chatId: request.uploadChatId } : {},
    );
    return { ...result, nodeId: store.id, nodeLabel: labelOf(store) };
  } catch (error) {
    if (nodes.signal.aborted) throw error;
    throw new ChatflowRunError(`Node ${named(store)} failed to upsert: ${reasonOf(error)}`, store.id);
  }
}
