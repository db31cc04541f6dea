import type { Chatflow, ChatflowType } from '@loomflow/core';

/** Where a flow of a type is edited (spec §2 canvas routes). */
export function canvasPathOf(type: ChatflowType, id?: string): string {
  const base = type === 'AGENTFLOW' ? '/v2/agentcanvas' : type === 'MULTIAGENT' ? '/agentcanvas' : '/canvas';
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
}

export type FlowSort = 'updated' | 'name' | 'created';

export const FLOW_SORT_LABELS: Record<FlowSort, string> = {
  updated: 'Last modified',
  name: 'Name',
  created: 'Created',
};

export function isFlowSort(value: string): value is FlowSort {
  return value === 'updated' || value === 'name' || value === 'created';
}

/** Flows in the chosen order: dates newest first, names alphabetically (any letter case). */
export function sortFlows(flows: readonly Chatflow[], sort: FlowSort): Chatflow[] {
  const sorted = [...flows];
  if (sort === 'name')
    sorted.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  else if (sort === 'created') sorted.sort((a, b) => b.createdDate.localeCompare(a.createdDate));
  else sorted.sort((a, b) => b.updatedDate.localeCompare(a.updatedDate));
  return sorted;
}

/** A flow's category tags: Flowise stores them as one text separated by `;`. */
export function categoryTags(category: string | null): string[] {
  if (!category) return [];
  return category
    .split(';')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The node type names of a flow, once each, in order (the card thumbnail); sticky notes left out. */
export function flowNodeNames(flowData: string, max = 6): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(flowData);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.nodes)) return [];
  const names: string[] = [];
  for (const node of parsed.nodes) {
    if (!isRecord(node) || !isRecord(node.data)) continue;
    const name = node.data.name;
    if (typeof name !== 'string' || names.includes(name) || name.startsWith('stickyNote')) continue;
    names.push(name);
    if (names.length >= max) break;
  }
  return names;
}

/** The name of a copy: `X (copy)`. */
export function copyName(name: string): string {
  return `${name} (copy)`;
}
