import {
  isRecord,
  parseJsonObject,
  type ChatflowSortField,
  type ChatflowType,
  type SortOrder,
} from '@loomflow/core';

/** Where a flow of a type is edited (spec §2 canvas routes). */
export function canvasPathOf(type: ChatflowType, id?: string): string {
  const base = type === 'AGENTFLOW' ? '/v2/agentcanvas' : type === 'MULTIAGENT' ? '/agentcanvas' : '/canvas';
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
}

/** A list order the server applies (`sort` and `order` of `GET /chatflows`). */
export const FLOW_SORTS = {
  'updatedDate-desc': { label: 'Last modified (newest)', sort: 'updatedDate', order: 'desc' },
  'updatedDate-asc': { label: 'Last modified (oldest)', sort: 'updatedDate', order: 'asc' },
  'name-asc': { label: 'Name (A–Z)', sort: 'name', order: 'asc' },
  'name-desc': { label: 'Name (Z–A)', sort: 'name', order: 'desc' },
  'createdDate-desc': { label: 'Created (newest)', sort: 'createdDate', order: 'desc' },
  'createdDate-asc': { label: 'Created (oldest)', sort: 'createdDate', order: 'asc' },
} as const satisfies Record<string, { label: string; sort: ChatflowSortField; order: SortOrder }>;

export type FlowSort = keyof typeof FLOW_SORTS;

export function isFlowSort(value: string): value is FlowSort {
  return Object.hasOwn(FLOW_SORTS, value);
}

/** A flow's category tags: Flowise stores them as one text separated by `;`. */
export function categoryTags(category: string | null): string[] {
  if (!category) return [];
  return category
    .split(';')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** The node type names of a flow, once each, in order (the card thumbnail); sticky notes left out. */
export function flowNodeNames(flowData: string, max = 6): string[] {
  const parsed = parseJsonObject(flowData);
  if (!parsed || !Array.isArray(parsed.nodes)) return [];
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
