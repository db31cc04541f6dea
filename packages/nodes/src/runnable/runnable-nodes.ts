import type { NodeDefinition } from '@loomflow/core';
import { EMBEDDINGS_NAMES } from '../embeddings/runtime/embeddings-registry.ts';
import { NODE_DEFINITIONS } from '../node-registry.ts';
import { SUPPORTED_CHAT_MODELS } from '../runtime/chat-model-provider.ts';
import { SUPPORTED_LLMS } from '../llms/runtime/llm-builders.ts';
import { AGENTFLOW_TOOL_NAMES } from '../tools/agentflow-tool-names.ts';

/**
 * What runs here, as data (no LangChain: the server reads it at start to build its palette and pickers).
 *
 * Chat models and embeddings follow their runtime registries (each provider's builder loads on first use, so the
 * registries' names are plain data): a definition of one of those categories is served only once its builder is
 * registered. Every other definition is registered with its executor (agentflow executor, chatflow component,
 * loader, splitter, or a node the engine runs itself); the server's `runnable-nodes.test.ts` walks every
 * definition and picker option served and fails naming any without one.
 */
const REGISTRY_OF_CATEGORY: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['Chat Models', new Set<string>(SUPPORTED_CHAT_MODELS)],
  ['Embeddings', new Set<string>(EMBEDDINGS_NAMES)],
  ['LLMs', new Set<string>(SUPPORTED_LLMS)],
]);

/** Whether a node type has an executor here (a chat model or embeddings: whether its builder is registered). */
export function definitionRuns(definition: Pick<NodeDefinition, 'name' | 'category'>): boolean {
  const registered = REGISTRY_OF_CATEGORY.get(definition.category);
  return registered === undefined || registered.has(definition.name);
}

/** The node types served (palette, pickers): those that run here, in registry order. */
export const RUNNABLE_NODE_DEFINITIONS: readonly NodeDefinition[] = NODE_DEFINITIONS.filter(definitionRuns);

const runnableByName: ReadonlyMap<string, NodeDefinition> = new Map(
  RUNNABLE_NODE_DEFINITIONS.map((definition) => [definition.name, definition]),
);

/** A node type that runs here, by name; undefined for unknown names and definitions without an executor. */
export function findRunnableDefinition(name: string): NodeDefinition | undefined {
  return runnableByName.get(name);
}

/** The node types of these categories that run here, in registry order. */
export function runnableDefinitionsIn(categories: readonly string[]): NodeDefinition[] {
  return RUNNABLE_NODE_DEFINITIONS.filter((definition) => categories.includes(definition.category));
}

const agentflowTools: ReadonlySet<string> = new Set(AGENTFLOW_TOOL_NAMES);

/** Tool components an agentflow (Agent rows, the Tool node) can build, in registry order. */
export function agentflowToolDefinitions(): NodeDefinition[] {
  return RUNNABLE_NODE_DEFINITIONS.filter((definition) => agentflowTools.has(definition.name));
}
