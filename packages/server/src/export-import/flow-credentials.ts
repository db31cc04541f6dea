import {
  isRecord,
  CREDENTIAL_ID_MARKER,
  parseFlowData,
  sanitizeFlowForExport,
  type FlowNode,
} from '@loomflow/core';

/** A credential by its name and type, as the flow's owner saw it (never its id or data). */
export interface CredentialIdentity {
  readonly name: string;
  readonly credentialName: string;
}

/**
 * Flowise's `credentialBindings` of an exported flow: where a node had a credential, by the credential's name and
 * type, so an import into a workspace with a same-named credential of that type binds it again.
 */
export interface CredentialBinding {
  readonly nodeId: string;
  readonly path: (string | number)[];
  readonly property: string;
  readonly credentialName: string;
  readonly credentialType: string;
}

type Path = (string | number)[];

/** Every place in a node's data holding a credential id: `data.credential`, markers and credential inputs. */
function credentialPlaces(node: FlowNode): { path: Path; property: string; id: string }[] {
  const places: { path: Path; property: string; id: string }[] = [];
  const seen = new Set<string>();
  const add = (path: Path, property: string, id: unknown) => {
    const key = `${path.join('.')}:${property}`;
    if (typeof id !== 'string' || !id.trim() || seen.has(key)) return;
    seen.add(key);
    places.push({ path, property, id: id.trim() });
  };
  const walk = (value: unknown, path: Path): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...path, index]);
      });
    } else if (isRecord(value))
      for (const [key, item] of Object.entries(value)) {
        if (key === CREDENTIAL_ID_MARKER) add(path, key, item);
        else walk(item, [...path, key]);
      }
  };
  add(['data'], 'credential', node.data.credential);
  walk(node.data.inputs, ['data', 'inputs']);
  for (const param of node.data.inputParams ?? [])
    if (param.type === 'credential') add(['data', 'inputs'], param.name, node.data.inputs?.[param.name]);
  return places;
}

/**
 * Spec §5 export sanitising of one flow's `flowData` text (core's sanitizeFlowForExport; other top-level keys such
 * as the viewport kept) plus the credential bindings of credentials found in `credentials`. Throws when the text is
 * not a flow.
 */
export function exportedFlowData(
  flowData: string,
  credentials: ReadonlyMap<string, CredentialIdentity>,
): string {
  const parsed = parseFlowData(flowData);
  if (!parsed.ok) throw new Error(parsed.issues[0]?.message ?? 'flowData is not a flow');
  const { nodes, edges, credentialBindings: _previous, ...rest } = parsed.flowData;
  const bindings: CredentialBinding[] = [];
  for (const node of nodes)
    for (const place of credentialPlaces(node)) {
      const credential = credentials.get(place.id);
      if (!credential) continue;
      bindings.push({
        nodeId: node.id,
        path: place.path,
        property: place.property,
        credentialName: credential.name,
        credentialType: credential.credentialName,
      });
    }
  const sanitised = sanitizeFlowForExport({ nodes, edges });
  return JSON.stringify({
    ...rest,
    ...sanitised,
    ...(bindings.length > 0 ? { credentialBindings: bindings } : {}),
  });
}

function readBinding(value: unknown): CredentialBinding | undefined {
  if (!isRecord(value)) return undefined;
  const { nodeId, path, property, credentialName, credentialType } = value;
  if (typeof nodeId !== 'string' || typeof property !== 'string') return undefined;
  if (typeof credentialName !== 'string' || typeof credentialType !== 'string') return undefined;
  if (!Array.isArray(path)) return undefined;
  const segments = path.filter(
    (item): item is string | number => typeof item === 'string' || typeof item === 'number',
  );
  if (segments.length !== path.length) return undefined;
  return { nodeId, path: segments, property, credentialName, credentialType };
}

function parentAt(root: unknown, path: Path): Record<string, unknown> | undefined {
  let current: unknown = root;
  for (const segment of path) {
    if (typeof segment === 'number') current = Array.isArray(current) ? current[segment] : undefined;
    else current = isRecord(current) ? current[segment] : undefined;
  }
  return isRecord(current) ? current : undefined;
}

/**
 * On import: each binding whose credential (same name and type) exists in the workspace gets that credential's id
 * back in its place; the `credentialBindings` key itself is removed. Text without bindings is returned unchanged.
 */
export function rebindCredentials(
  flowData: string,
  credentialIdOf: (name: string, type: string) => string | undefined,
): string {
  const value: unknown = JSON.parse(flowData);
  if (!isRecord(value) || !Array.isArray(value.credentialBindings)) return flowData;
  const { credentialBindings, ...flow } = value;
  const nodes = Array.isArray(flow.nodes) ? flow.nodes : [];
  for (const binding of credentialBindings.map(readBinding)) {
    if (!binding) continue;
    const id = credentialIdOf(binding.credentialName, binding.credentialType);
    const node: unknown = nodes.find(
      (candidate: unknown) => isRecord(candidate) && candidate.id === binding.nodeId,
    );
    const parent = id === undefined ? undefined : parentAt(node, binding.path);
    if (parent) parent[binding.property] = id;
  }
  return JSON.stringify(flow);
}
