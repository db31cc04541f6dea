import type { NodeDefinition, NodeTypeResolution } from '@loomflow/core';
import { AGENTFLOW_NODES } from './agentflow/agentflow-nodes.ts';
import { AGENT_NODES } from './agents/agent-nodes.ts';
import { CHAIN_NODES } from './chains/chain-nodes.ts';
import { CHAT_MODEL_NODES } from './chat-models/chat-model-nodes.ts';
import { LLM_NODES } from './llms/llm-nodes.ts';
import { DOCUMENT_LOADER_NODES } from './document-loaders/document-loader-nodes.ts';
import { EMBEDDINGS_NODES } from './embeddings/embeddings.nodes.ts';
import { TEXT_SPLITTER_NODES } from './text-splitters/text-splitter.nodes.ts';
import { findFlowiseNode } from './flowise-catalog/flowise-node-catalog.ts';
import { MEMORY_NODES } from './memory/memory-nodes.ts';
import { UTILITY_NODES } from './utilities/utility-nodes.ts';
import { CACHE_NODES } from './cache/cache-nodes.ts';
import { MODERATION_NODES } from './moderation/moderation-nodes.ts';
import { OUTPUT_PARSER_NODES } from './output-parsers/output-parser-nodes.ts';
import { PROMPT_NODES } from './prompts/prompt-nodes.ts';
import { RETRIEVAL_NODES } from './retrieval/retrieval-nodes.ts';
import { MULTI_AGENT_NODES } from './multi-agents/multi-agent-nodes.ts';
import { SEQUENTIAL_AGENT_NODES } from './sequential-agents/sequential-agent-nodes.ts';
import { TOOL_NODE_DEFINITIONS } from './tools/tool-nodes.ts';
import { VECTOR_STORE_NODES } from './vector-stores/vector-store-nodes.ts';

/**
 * The explicit registry of node types: nothing is discovered from the file system. Executors register
 * separately (`./runtime`, with the engine), keyed by the same names.
 */
export const NODE_DEFINITIONS = [
  ...AGENTFLOW_NODES,
  ...SEQUENTIAL_AGENT_NODES,
  ...MULTI_AGENT_NODES,
  ...CHAT_MODEL_NODES,
  ...LLM_NODES,
  ...TOOL_NODE_DEFINITIONS,
  ...DOCUMENT_LOADER_NODES,
  ...TEXT_SPLITTER_NODES,
  ...EMBEDDINGS_NODES,
  ...VECTOR_STORE_NODES,
  ...PROMPT_NODES,
  ...CHAIN_NODES,
  ...MEMORY_NODES,
  ...OUTPUT_PARSER_NODES,
  ...MODERATION_NODES,
  ...CACHE_NODES,
  ...UTILITY_NODES,
  ...RETRIEVAL_NODES,
  ...AGENT_NODES,
] as const;

/** The name of a node type we define. */
export type NodeName = (typeof NODE_DEFINITIONS)[number]['name'];

const byName: ReadonlyMap<string, NodeDefinition> = new Map(
  NODE_DEFINITIONS.map((definition): [string, NodeDefinition] => [definition.name, definition]),
);

export function findNodeDefinition(name: string): NodeDefinition | undefined {
  return byName.get(name);
}

/** Node types of one category (`Agent Flows`, `Sequential Agents`), in registry order. */
export function nodeDefinitionsIn(category: string): NodeDefinition[] {
  return NODE_DEFINITIONS.filter((definition) => definition.category === category);
}

/** Every category with node types, in registry order. */
export function nodeCategories(): string[] {
  return [...new Set(NODE_DEFINITIONS.map((definition) => definition.category))];
}

/**
 * How the flow validation knows a node name: one of ours (checked against its definition), a Flowise component
 * we do not define yet (checked from the node's own saved declaration), or unknown.
 */
export function resolveNodeType(name: string): NodeTypeResolution {
  const definition = byName.get(name);
  if (definition) return { kind: 'defined', definition };
  const flowise = findFlowiseNode(name);
  return flowise ? { kind: 'flowise', category: flowise.category } : undefined;
}
