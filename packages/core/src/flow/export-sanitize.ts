import type { FlowEdge, FlowNode, FlowNodeData } from './flow-data.schema.ts';

/** Flowise's marker of the chosen credential inside a node's model or tool configuration. */
export const CREDENTIAL_ID_MARKER = 'FLOWISE_CREDENTIAL_ID';

/** Parameter types whose values never leave in an export (secrets and uploaded content). */
export const EXPORT_STRIPPED_INPUT_TYPES: ReadonlySet<string> = new Set([
  'password',
  'file',
  'folder',
  'credential',
]);

/** The node fields an export keeps (everything else, `credential` included, is dropped). */
const EXPORTED_DATA_FIELDS = [
  'id',
  'label',
  'version',
  'name',
  'type',
  'color',
  'hideOutput',
  'hideInput',
  'baseClasses',
  'tags',
  'category',
  'description',
  'inputParams',
  'inputAnchors',
  'outputAnchors',
  'outputs',
] as const;

/** A copy of a value without any `FLOWISE_CREDENTIAL_ID` key, at any depth. */
export function withoutCredentialIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCredentialIds);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== CREDENTIAL_ID_MARKER) copy[key] = withoutCredentialIds(item);
  }
  return copy;
}

function exportedInputs(data: FlowNodeData): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data.inputs ?? {})) {
    const param = data.inputParams?.find((candidate) => candidate.name === name);
    if (param?.type !== undefined && EXPORT_STRIPPED_INPUT_TYPES.has(param.type)) continue;
    kept[name] = withoutCredentialIds(value);
  }
  return kept;
}

function exportedData(data: FlowNodeData): FlowNodeData {
  const kept: Record<string, unknown> = {};
  for (const field of EXPORTED_DATA_FIELDS) {
    if (data[field] !== undefined) kept[field] = withoutCredentialIds(data[field]);
  }
  return { ...kept, name: data.name, inputs: exportedInputs(data), selected: false };
}

/**
 * Spec §5 export sanitising: each node keeps its declaration and values but loses password, file, folder and
 * credential inputs, its chosen credential, and every `FLOWISE_CREDENTIAL_ID` inside its configurations; nodes
 * are exported unselected.
 */
export function sanitizeFlowForExport(flow: {
  readonly nodes: readonly FlowNode[];
  readonly edges: readonly FlowEdge[];
}): { nodes: FlowNode[]; edges: FlowEdge[] } {
  return {
    nodes: flow.nodes.map((node) => ({ ...node, selected: false, data: exportedData(node.data) })),
    edges: flow.edges.map((edge) => ({ ...edge })),
  };
}
