import { categoryFitsFlowType } from '@loomflow/core';
import type { ChatflowType, NodeDefinition } from '@loomflow/core';

/** Agentflow v1 checkpointers (Start's and Supervisor's Agent Memory): the only memory a v1 flow takes. */
const AGENT_MEMORY_NODES: ReadonlySet<string> = new Set([
  'agentMemory',
  'sqliteAgentMemory',
  'postgresAgentMemory',
  'mySQLAgentMemory',
]);

/**
 * Categories an agentflow v1 canvas leaves out, with the nodes of each it still offers (Flowise's agent canvas:
 * chatflow agents, chat memories and record managers do not plug into sequential or multi agents).
 */
const LEFT_OUT_OF_AGENTFLOW_V1: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['Agents', new Set<string>()],
  ['Record Manager', new Set<string>()],
  ['Memory', AGENT_MEMORY_NODES],
  ['Utilities', new Set(['getVariable', 'setVariable', 'stickyNote'])],
]);

/** Groups an agentflow v1 palette opens from the start: the agent nodes and the memory they keep. */
const OPEN_IN_AGENTFLOW_V1: ReadonlySet<string> = new Set(['Sequential Agents', 'Multi Agents', 'Memory']);

/** Whether the palette of a flow of this type offers a node type. */
export function paletteOffers(definition: NodeDefinition, flowType: ChatflowType): boolean {
  if (!categoryFitsFlowType(definition.category, flowType)) return false;
  if (flowType === 'MULTIAGENT') {
    if (definition.tags?.includes('LlamaIndex')) return false;
    const kept = LEFT_OUT_OF_AGENTFLOW_V1.get(definition.category);
    return kept === undefined || kept.has(definition.name);
  }
  // Checkpointers only serve agentflow v1.
  return !AGENT_MEMORY_NODES.has(definition.name);
}

/** Whether a palette group starts open (before any search), given how many groups the palette shows. */
export function paletteGroupOpen(category: string, flowType: ChatflowType, groupCount: number): boolean {
  if (flowType === 'MULTIAGENT') return OPEN_IN_AGENTFLOW_V1.has(category);
  return groupCount <= 3;
}

/** The node types a flow of this type may use, grouped by category (sorted), filtered by the search text. */
export function paletteGroups(
  definitions: readonly NodeDefinition[],
  flowType: ChatflowType,
  search: string,
): [string, NodeDefinition[]][] {
  const query = search.trim().toLowerCase();
  const groups = new Map<string, NodeDefinition[]>();
  for (const definition of definitions) {
    if (!paletteOffers(definition, flowType)) continue;
    const text =
      `${definition.label} ${definition.name} ${definition.description} ${definition.category}`.toLowerCase();
    if (query && !text.includes(query)) continue;
    const group = groups.get(definition.category);
    if (group) group.push(definition);
    else groups.set(definition.category, [definition]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The drag-and-drop payload type of a node type dragged from the palette. */
export const NODE_DRAG_TYPE = 'application/loomflow-node';
