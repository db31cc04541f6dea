/**
 * The least a canvas rule needs to know about nodes and edges. Parsed `flowData` and the web app's React Flow
 * nodes both fit, so the rules run unchanged in the editor, on the server and in the engine.
 */
export interface CanvasInput {
  readonly id?: string;
  readonly name: string;
  readonly type?: string;
  readonly list?: boolean;
  readonly acceptVariable?: boolean;
  readonly tabIdentifier?: string;
}

export interface CanvasOutputAnchor {
  readonly id?: string;
  readonly name?: string;
  readonly options?: readonly { readonly id: string; readonly name: string }[];
}

export interface CanvasNodeData {
  readonly id?: string;
  readonly name: string;
  readonly label?: string;
  readonly type?: string;
  readonly category?: string;
  readonly inputs?: Readonly<Record<string, unknown>>;
  readonly inputParams?: readonly CanvasInput[];
  readonly inputAnchors?: readonly CanvasInput[];
  readonly outputAnchors?: readonly CanvasOutputAnchor[];
}

export interface CanvasPosition {
  readonly x: number;
  readonly y: number;
}

export interface CanvasNode {
  readonly id: string;
  readonly position: CanvasPosition;
  readonly positionAbsolute?: CanvasPosition;
  readonly width?: number | null;
  readonly parentNode?: string;
  readonly selected?: boolean;
  readonly data: CanvasNodeData;
}

export interface CanvasEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly sourceHandle?: string | null;
  readonly targetHandle?: string | null;
}

export interface CanvasGraph<N extends CanvasNode = CanvasNode, E extends CanvasEdge = CanvasEdge> {
  readonly nodes: readonly N[];
  readonly edges: readonly E[];
}

/** The connection types a handle carries: its last `-` segment split on `|` (`…-output-llmChain-BaseChain|Runnable`). */
export function handleTypes(handle: string): string[] {
  const segments = handle.split('-');
  const last = segments[segments.length - 1] ?? '';
  return last
    .split('|')
    .map((type) => type.trim())
    .filter((type) => type.length > 0);
}

/** The input name in a target handle `<nodeId>-input-<name>-<type>`, or undefined for other handles. */
export function inputNameOfHandle(handle: string | null | undefined, nodeId: string): string | undefined {
  const prefix = `${nodeId}-input-`;
  if (!handle?.startsWith(prefix)) return undefined;
  const rest = handle.slice(prefix.length);
  const name = rest.split('-')[0];
  return name ? name : undefined;
}

/** Every handle id a node's output anchors offer (anchors with options offer each option's id). */
export function outputHandleIds(data: CanvasNodeData): string[] {
  const ids: string[] = [];
  for (const anchor of data.outputAnchors ?? []) {
    if (anchor.id) ids.push(anchor.id);
    for (const option of anchor.options ?? []) ids.push(option.id);
  }
  return ids;
}

/** The input (anchor or parameter) a target handle points at. */
export function findTargetInput(data: CanvasNodeData, handle: string): CanvasInput | undefined {
  return (
    data.inputAnchors?.find((input) => input.id === handle) ??
    data.inputParams?.find((input) => input.id === handle)
  );
}

/** Whether adding `source → target` would close a cycle over the existing edges. */
export function wouldCreateCycle(edges: readonly CanvasEdge[], source: string, target: string): boolean {
  if (source === target) return true;
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const list = next.get(edge.source);
    if (list) list.push(edge.target);
    else next.set(edge.source, [edge.target]);
  }
  const seen = new Set<string>();
  const stack = [target];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    if (current === source) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...(next.get(current) ?? []));
  }
  return false;
}

/** Whether the edges form a cycle anywhere (a self-link included): one pass over the graph (Kahn's order). */
export function hasCycle(edges: readonly CanvasEdge[]): boolean {
  const next = new Map<string, string[]>();
  const incoming = new Map<string, number>();
  for (const { source, target } of edges) {
    const list = next.get(source);
    if (list) list.push(target);
    else next.set(source, [target]);
    if (!incoming.has(source)) incoming.set(source, 0);
    incoming.set(target, (incoming.get(target) ?? 0) + 1);
  }
  const ready = [...incoming].filter(([, count]) => count === 0).map(([node]) => node);
  let ordered = 0;
  for (let current = ready.pop(); current !== undefined; current = ready.pop()) {
    ordered += 1;
    for (const target of next.get(current) ?? []) {
      const left = (incoming.get(target) ?? 0) - 1;
      incoming.set(target, left);
      if (left === 0) ready.push(target);
    }
  }
  return ordered < incoming.size;
}
