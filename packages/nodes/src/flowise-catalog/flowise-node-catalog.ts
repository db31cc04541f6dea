import { DOCUMENT_NODES } from './document-nodes.catalog.ts';
import type { FlowiseNodeEntry } from './flowise-node-entry.ts';
import { MODEL_NODES } from './model-nodes.catalog.ts';
import { OTHER_NODES } from './other-nodes.catalog.ts';
import { TOOL_NODES } from './tool-nodes.catalog.ts';

export interface FlowiseNode {
  readonly name: string;
  readonly label: string;
  readonly category: string;
  readonly llamaIndex: boolean;
}

/**
 * Every component node Flowise 2.2 to 3.1 shipped outside agentflows (chat models, chains, vector stores…), by
 * name. Flows that use them are accepted and keep them as saved, checked from the declaration each saved node
 * carries, until their own definitions arrive with the chatflow runtime.
 */
export const FLOWISE_NODES: readonly FlowiseNode[] = [
  ...MODEL_NODES,
  ...TOOL_NODES,
  ...DOCUMENT_NODES,
  ...OTHER_NODES,
].map(([name, label, category, tag]: FlowiseNodeEntry) => ({
  name,
  label,
  category,
  llamaIndex: tag === 'LlamaIndex',
}));

const byName: ReadonlyMap<string, FlowiseNode> = new Map(FLOWISE_NODES.map((node) => [node.name, node]));

export function findFlowiseNode(name: string): FlowiseNode | undefined {
  return byName.get(name);
}

/** Flowise nodes of the given categories, LlamaIndex ones left out (agentflow pickers offer LangChain ones). */
export function flowiseNodesIn(categories: readonly string[]): FlowiseNode[] {
  return FLOWISE_NODES.filter((node) => categories.includes(node.category) && !node.llamaIndex);
}
