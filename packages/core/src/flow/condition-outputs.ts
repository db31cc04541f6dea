import { isRecord } from '../json/json-object.ts';
import type { CanvasEdge } from './canvas-graph.ts';

/** Spec §5: the Condition node's messages, word for word. */
export const CONDITION_MESSAGES = {
  variableRequired:
    'Please specify a Variable. Try connecting Condition node to a previous node and select the variable',
  outputNameRequired: 'Please specify an Output Name',
  operationRequired: 'Please select an operation for the condition',
  itemRequired: 'Please add an item for the condition',
  returnRequired:
    'Please add a return statement in the condition code to define the output. You can refer to How to Use for more information',
} as const;

/** Table (JSON) mode: rows of the `conditionUI` data grid; code mode: the `conditionFunction` body. */
export type ConditionMode = 'table' | 'code';

/** The output added after the table's rows: taken when no row matches. */
export const CONDITION_END_OUTPUT = 'End';

export interface ConditionOutputOption {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly type: 'Condition';
  readonly isAnchor: true;
}

export interface ConditionOutputAnchor {
  readonly name: 'output';
  readonly label: 'Output';
  readonly type: 'options';
  readonly options: readonly ConditionOutputOption[];
}

export type ConditionOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

function filled(value: unknown): boolean {
  return Boolean(value);
}

function tableRows(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const RETURNED_STRING = /return\s+(['"`])(.*?)\1/g;

/**
 * The output labels a condition defines, sorted (spec §5): table mode checks each row for a variable, an output
 * name and an operation (the first missing one is the answer) and adds `End`; code mode takes every returned
 * string literal. No rows, or no returned string, is an error too.
 */
export function conditionOutputLabels(value: unknown, mode: ConditionMode): ConditionOutcome<string[]> {
  const labels: string[] = [];
  if (mode === 'code') {
    for (const match of (typeof value === 'string' ? value : '').matchAll(RETURNED_STRING))
      labels.push(match[2] ?? '');
    if (labels.length === 0) return { ok: false, message: CONDITION_MESSAGES.returnRequired };
  } else {
    for (const row of tableRows(value)) {
      const item = isRecord(row) ? row : {};
      if (!filled(item.variable)) return { ok: false, message: CONDITION_MESSAGES.variableRequired };
      if (!filled(item.output)) return { ok: false, message: CONDITION_MESSAGES.outputNameRequired };
      if (!filled(item.operation)) return { ok: false, message: CONDITION_MESSAGES.operationRequired };
      labels.push(String(item.output));
    }
    if (labels.length === 0) return { ok: false, message: CONDITION_MESSAGES.itemRequired };
    labels.push(CONDITION_END_OUTPUT);
  }
  return { ok: true, value: [...new Set(labels)].sort() };
}

/** `Needs Review` → `needsReview`: the anchor name of an output label. */
export function outputNameOfLabel(label: string): string {
  return label
    .split(' ')
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/**
 * The Condition node's output anchor for its current condition, and the edges to remove because they leave
 * from outputs that no longer exist (spec §5).
 */
export function conditionOutputs(
  nodeId: string,
  value: unknown,
  mode: ConditionMode,
  edges: readonly CanvasEdge[],
): ConditionOutcome<{ outputAnchors: ConditionOutputAnchor[]; removedEdgeIds: string[] }> {
  const labels = conditionOutputLabels(value, mode);
  if (!labels.ok) return labels;
  const options = labels.value.map((label): ConditionOutputOption => {
    const name = outputNameOfLabel(label);
    return { id: `${nodeId}-output-${name}-Condition`, name, label, type: 'Condition', isAnchor: true };
  });
  const handles = new Set(options.map((option) => option.id));
  const removedEdgeIds = edges
    .filter((edge) => edge.source === nodeId && !handles.has(edge.sourceHandle ?? ''))
    .map((edge) => edge.id);
  return {
    ok: true,
    value: { outputAnchors: [{ name: 'output', label: 'Output', type: 'options', options }], removedEdgeIds },
  };
}

/**
 * Agentflow nodes with numbered outputs (`<nodeId>-output-<index>`): the Condition node has one per condition
 * plus Else (`conditions + 1`), the Condition Agent one per scenario, Human Input two. Edges from outputs beyond
 * the new count are removed.
 */
export function indexedOutputs(
  node: { readonly id: string; readonly label: string; readonly name: string },
  outputCount: number,
  edges: readonly CanvasEdge[],
): { outputAnchors: { id: string; label: string; name: string }[]; removedEdgeIds: string[] } {
  const outputAnchors = Array.from({ length: outputCount }, (_, index) => ({
    id: `${node.id}-output-${index}`,
    label: node.label,
    name: node.name,
  }));
  const handles = new Set(outputAnchors.map((anchor) => anchor.id));
  const removedEdgeIds = edges
    .filter((edge) => edge.source === node.id && !handles.has(edge.sourceHandle ?? ''))
    .map((edge) => edge.id);
  return { outputAnchors, removedEdgeIds };
}
