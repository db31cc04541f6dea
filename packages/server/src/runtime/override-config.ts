import { isRecord, parseApiConfig, type FlowData } from '@loomflow/core';

/** What a request's `overrideConfig` may change, after the flow's API configuration had its say. */
export interface AllowedOverrides {
  readonly sessionId?: string;
  readonly vars: Readonly<Record<string, string>>;
  readonly startState?: Readonly<Record<string, unknown>>;
  /** `{ [paramName]: { [nodeId]: value } }`: only parameters enabled for that node's label. */
  readonly nodes: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** Keys of `overrideConfig` that are not node parameters. */
const RESERVED = new Set(['sessionId', 'vars', 'startState', 'analytics']);

/** Flowise's `apiConfig.overrideConfig`: `{status, nodes: {[label]: [{name, enabled}]}, variables: [{name, enabled}]}`. */
interface OverridePolicy {
  readonly enabled: boolean;
  readonly parameters: ReadonlyMap<string, ReadonlySet<string>>;
  readonly variables: ReadonlySet<string>;
}

/** The names of the entries switched on. */
function enabledNames(entries: readonly { readonly name: string; readonly enabled: boolean }[]): Set<string> {
  return new Set(entries.filter((entry) => entry.enabled && entry.name !== '').map((entry) => entry.name));
}

/** The policy of core's reading of `apiConfig`. */
function overridePolicy(apiConfig: string | null): OverridePolicy {
  const { overrideConfig } = parseApiConfig(apiConfig);
  if (!overrideConfig.status) return { enabled: false, parameters: new Map(), variables: new Set() };
  const parameters = new Map(
    Object.entries(overrideConfig.nodes).map(([label, params]) => [label, enabledNames(params)]),
  );
  return { enabled: true, parameters, variables: enabledNames(overrideConfig.variables) };
}

const nodeLabel = (node: FlowData['nodes'][number]): string => node.data.label ?? '';

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `startState` as an object or Flowise's `[{key, value}]` rows. */
function stateOf(value: unknown): Record<string, unknown> | undefined {
  if (isRecord(value)) return value;
  if (!Array.isArray(value)) return undefined;
  const state: Record<string, unknown> = {};
  for (const row of value)
    if (isRecord(row) && typeof row.key === 'string' && row.value !== undefined) state[row.key] = row.value;
  return state;
}

/**
 * Keeps of `overrideConfig` only what the flow allows (Flowise's semantics): `sessionId` always; the rest only
 * when `apiConfig.overrideConfig.status` is true — variables enabled by name, node parameters enabled for the
 * node's label (a value keyed by node ids reaches only those nodes), `startState` when the Start node allows it.
 */
export function allowedOverrides(
  apiConfig: string | null,
  flowData: FlowData,
  overrideConfig: Readonly<Record<string, unknown>> | undefined,
): AllowedOverrides {
  const sessionId =
    overrideConfig && typeof overrideConfig.sessionId === 'string' && overrideConfig.sessionId !== ''
      ? { sessionId: overrideConfig.sessionId }
      : {};
  const policy = overridePolicy(apiConfig);
  if (!overrideConfig || !policy.enabled) return { ...sessionId, vars: {}, nodes: {} };

  const vars: Record<string, string> = {};
  if (isRecord(overrideConfig.vars)) {
    for (const [name, value] of Object.entries(overrideConfig.vars))
      if (policy.variables.has(name)) vars[name] = textOf(value);
  }

  const allows = (node: FlowData['nodes'][number], param: string) =>
    policy.parameters.get(nodeLabel(node))?.has(param) ?? false;

  const start = flowData.nodes.find((node) => node.data.name === 'startAgentflow');
  const startState = start && allows(start, 'startState') ? stateOf(overrideConfig.startState) : undefined;

  const nodes: Record<string, Record<string, unknown>> = {};
  for (const [param, value] of Object.entries(overrideConfig)) {
    if (RESERVED.has(param) || value === undefined) continue;
    const perNode: Record<string, unknown> = {};
    for (const node of flowData.nodes) {
      if (!allows(node, param)) continue;
      if (isRecord(value) && Object.keys(value).some((key) => flowData.nodes.some((n) => n.id === key))) {
        if (node.id in value) perNode[node.id] = value[node.id];
      } else {
        perNode[node.id] = value;
      }
    }
    if (Object.keys(perNode).length > 0) nodes[param] = perNode;
  }
  return { ...sessionId, vars, nodes, ...(startState ? { startState } : {}) };
}
