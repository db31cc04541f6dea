import { categoryFitsFlowType } from '@loomflow/core';
import type { ChatflowType, NodeDefinition } from '@loomflow/core';

/** The node types a flow of this type may use, grouped by category (sorted), filtered by the search text. */
export function paletteGroups(
  definitions: readonly NodeDefinition[],
  flowType: ChatflowType,
  search: string,
): [string, NodeDefinition[]][] {
  const query = search.trim().toLowerCase();
  const groups = new Map<string, NodeDefinition[]>();
  for (const definition of definitions) {
    if (!categoryFitsFlowType(definition.category, flowType)) continue;
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
