/**
 * Reading a flow is as lenient as Flowise: before `flowDataSchema` checks a `flowData` value, this pass turns the
 * values Flowise writes in other shapes into the shapes we store — numbers (and booleans) where a field holds text
 * (Flowise's Condition Agent writes `{"label":0,"name":0}` output anchors), numeric text where a field holds a
 * number, `"true"`/`"false"` where it holds a flag, `null` in an optional field as absent — and fills what may be
 * missing: `edges` (none), a node's `position` (0, 0), its `id` (`data.id`, else `<name>_<n>`), an edge's `id`
 * (React Flow's `source-sourceHandle-target-targetHandle`), the viewport's `zoom` (1). The node and edge types of
 * Flowise's embeddable agentflow canvas (`agentflowNode`, `agentflowEdge`) read as its editor's (`agentFlow`).
 * A node named as Flowise named it before renaming it (`renamed-node-names.ts`) reads as today's node.
 * Fields it does not know are kept as they are. What it cannot read (no node type name, an edge without ends) is
 * left for the schema to report.
 *
 * Pure and browser-safe: the input is never changed; the answer shares the parts that needed no change.
 */

import { isRecord } from '../json/json-object.ts';
import { renamedNodeType } from './renamed-node-names.ts';

type Json = Record<string, unknown>;

/** How one field is read: `nullable…` kinds keep `null`, the others read it as absent. */
type FieldKind = 'string' | 'nullableString' | 'number' | 'nullableNumber' | 'boolean' | 'strings';

/** How the fields of one object are read: a kind, or a reader of a nested value (`null` is read as absent). */
type Fields = Partial<Record<string, FieldKind | ((value: unknown) => unknown)>>;

function asString(value: unknown): unknown {
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
}

function asNumber(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

function asBoolean(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

function readField(value: unknown, kind: FieldKind): unknown {
  switch (kind) {
    case 'string':
    case 'nullableString':
      return asString(value);
    case 'number':
    case 'nullableNumber':
      return asNumber(value);
    case 'boolean':
      return asBoolean(value);
    case 'strings':
      return readList(value, asString);
  }
}

/**
 * `object` with the fields `fields` names read so, the others kept as they are: `object` itself when nothing
 * changes (most of a flow), else a copy (same key order; a `null` read as absent is left out).
 */
function readFields(object: Json, fields: Fields): Json {
  let copy: Json | undefined;
  for (const key of Object.keys(object)) {
    const field = fields[key];
    if (field === undefined) continue;
    const value = object[key];
    if (value === null) {
      if (field === 'nullableString' || field === 'nullableNumber') continue;
      copy ??= { ...object };
      Reflect.deleteProperty(copy, key);
      continue;
    }
    const read = typeof field === 'function' ? field(value) : readField(value, field);
    if (read === value) continue;
    copy ??= { ...object };
    copy[key] = read;
  }
  return copy ?? object;
}

/**
 * Each item of a list read by `read`: the list itself when no item changes, else a copy; anything else comes back
 * as it is, for the schema to report.
 */
function readList(value: unknown, read: (item: unknown) => unknown): unknown {
  if (!Array.isArray(value)) return value;
  const items: unknown[] = value;
  let copy: unknown[] | undefined;
  items.forEach((item, index) => {
    const itemRead = read(item);
    if (itemRead === item) return;
    copy ??= [...items];
    copy[index] = itemRead;
  });
  return copy ?? items;
}

/** Reads the objects of a list with `fields`. */
function listOf(fields: Fields): (value: unknown) => unknown {
  return (value) => readList(value, (item) => (isRecord(item) ? readFields(item, fields) : item));
}

function objectOf(fields: Fields): (value: unknown) => unknown {
  return (value) => (isRecord(value) ? readFields(value, fields) : value);
}

function kept(value: unknown): unknown {
  return value;
}

const readPoint = objectOf({ x: 'number', y: 'number' });

const INPUT_FIELDS: Fields = {
  id: 'string',
  name: 'string',
  label: 'string',
  type: 'string',
  tabIdentifier: 'string',
  list: 'boolean',
  acceptVariable: 'boolean',
  display: 'boolean',
};

const OUTPUT_OPTION_FIELDS: Fields = { id: 'string', name: 'string', label: 'string', type: 'string' };

const OUTPUT_ANCHOR_FIELDS: Fields = {
  ...OUTPUT_OPTION_FIELDS,
  default: 'string',
  options: listOf(OUTPUT_OPTION_FIELDS),
};

const NODE_DATA_FIELDS: Fields = {
  id: 'string',
  label: 'string',
  name: 'string',
  type: 'string',
  category: 'string',
  version: 'number',
  color: 'string',
  description: 'string',
  credential: 'string',
  status: 'string',
  error: 'string',
  baseClasses: 'strings',
  hideInput: 'boolean',
  hideOutput: 'boolean',
  selected: 'boolean',
  inputParams: listOf(INPUT_FIELDS),
  inputAnchors: listOf(INPUT_FIELDS),
  outputAnchors: listOf(OUTPUT_ANCHOR_FIELDS),
  // Values of parameters and chosen outputs: kept as they are; only a `null` record is read as absent.
  inputs: kept,
  outputs: kept,
};

const NODE_FIELDS: Fields = {
  id: 'string',
  type: 'string',
  parentNode: 'string',
  width: 'nullableNumber',
  height: 'nullableNumber',
  selected: 'boolean',
  position: readPoint,
  positionAbsolute: readPoint,
  data: objectOf(NODE_DATA_FIELDS),
};

/**
 * The React Flow types Flowise's embeddable agentflow canvas (`@flowiseai/agentflow`) draws with, read as the
 * types of Flowise's own editor (and ours).
 */
const CANVAS_TYPE_ALIASES: Partial<Record<string, string>> = {
  agentflowNode: 'agentFlow',
  agentflowEdge: 'agentFlow',
};

/** Agentflow nodes Flowise's editor draws with their own React Flow type. */
const OWN_CANVAS_TYPES: Partial<Record<string, string>> = {
  iterationAgentflow: 'iteration',
  stickyNoteAgentflow: 'stickyNote',
};

/** The React Flow type of Flowise's editor for a type of its embeddable canvas, or undefined (kept as it is). */
function canvasTypeOf(record: Json, name?: unknown): string | undefined {
  const alias = typeof record.type === 'string' ? CANVAS_TYPE_ALIASES[record.type] : undefined;
  if (alias === undefined) return undefined;
  return (typeof name === 'string' ? OWN_CANVAS_TYPES[name] : undefined) ?? alias;
}

/** `read` (the fields of `original` read), as a copy of its own when it is still `original`. */
function ownCopy(read: Json, original: Json): Json {
  return read === original ? { ...read } : read;
}

function readNode(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const read = readFields(value, NODE_FIELDS);
  const data = isRecord(read.data) ? read.data : undefined;
  const type = canvasTypeOf(read, data?.name);
  const renamed = renamedNodeType(data?.name);
  // A node without an id is given one here, or by `giveIds` later: always on a copy.
  if (read.id !== undefined && read.position !== undefined && type === undefined && renamed === undefined)
    return read;
  const node = ownCopy(read, value);
  if (data !== undefined && renamed !== undefined) node.data = { ...data, ...renamed };
  if (node.id === undefined && typeof data?.id === 'string') node.id = data.id;
  if (node.position === undefined) node.position = { x: 0, y: 0 };
  if (type !== undefined) node.type = type;
  return node;
}

/** Nodes with neither `id` nor `data.id` get Flowise's kind of id: `<name>_<n>`, the first n not yet taken. */
function giveIds(nodes: unknown): void {
  if (!Array.isArray(nodes)) return;
  const items: unknown[] = nodes;
  const taken = new Set(items.map((node) => (isRecord(node) ? node.id : undefined)));
  for (const node of items) {
    if (!isRecord(node) || node.id !== undefined || !isRecord(node.data)) continue;
    const { name } = node.data;
    if (typeof name !== 'string' || name === '') continue;
    let n = 0;
    while (taken.has(`${name}_${String(n)}`)) n += 1;
    node.id = `${name}_${String(n)}`;
    taken.add(node.id);
  }
}

const EDGE_FIELDS: Fields = {
  id: 'string',
  source: 'string',
  target: 'string',
  sourceHandle: 'nullableString',
  targetHandle: 'nullableString',
  type: 'string',
};

function readEdge(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const read = readFields(value, EDGE_FIELDS);
  const type = canvasTypeOf(read);
  const { source, target } = read;
  const named = read.id !== undefined || typeof source !== 'string' || typeof target !== 'string';
  if (named && type === undefined) return read;
  const edge = ownCopy(read, value);
  if (type !== undefined) edge.type = type;
  if (!named) {
    const handle = (end: unknown): string => (typeof end === 'string' ? end : '');
    edge.id = `${source}-${handle(edge.sourceHandle)}-${target}-${handle(edge.targetHandle)}`;
  }
  return edge;
}

function readViewport(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return { x: 0, y: 0, zoom: 1, ...readFields(value, { x: 'number', y: 'number', zoom: 'number' }) };
}

const FLOW_FIELDS: Fields = {
  nodes: (nodes) => readList(nodes, readNode),
  edges: (edges) => readList(edges, readEdge),
  viewport: readViewport,
};

/** A `flowData` value (parsed JSON) in the shapes we store; anything that is not an object comes back as it is. */
export function normaliseFlowData(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const read = readFields(value, FLOW_FIELDS);
  const flow = read.edges === undefined ? { ...read, edges: [] } : read;
  giveIds(flow.nodes);
  return flow;
}
