import { isRecord } from '../json/json-object.ts';
import { parseFlowData, readFlowData, type FlowData, type FlowDataRead } from './flow-data.schema.ts';
import { normaliseFlowData } from './normalise-flow-data.ts';

/**
 * `parseFlowData` for a caller that keeps only the answer (a save's check, a run): a flow already in the stored
 * shape is answered as parsed — no copy by the schema, keys in the order written — in one quick pass; any other
 * text is read by `parseFlowData`, with the same problems and messages.
 */
export function parseFlowDataAsWritten(text: string): FlowDataRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return parseFlowData(text);
  }
  const normalised = normaliseFlowData(value);
  return fitsFlowDataSchema(normalised) ? { ok: true, flowData: normalised } : readFlowData(value);
}

/**
 * A quick, allocation-free answer to "does `flowDataSchema` accept this value?" for flows already in the stored
 * shape (what the editor saves): true only when every field the schema names has the type it requires. Anything
 * else — false — goes through the schema, which says what is wrong. Mirror of `flowDataSchema`: keep in step.
 */
export function fitsFlowDataSchema(value: unknown): value is FlowData {
  if (!isRecord(value)) return false;
  const { nodes, edges, viewport } = value;
  return (
    Array.isArray(nodes) &&
    nodes.every(fitsNode) &&
    Array.isArray(edges) &&
    edges.every(fitsEdge) &&
    (viewport === undefined || (isRecord(viewport) && fitsPoint(viewport) && isNumber(viewport.zoom)))
  );
}

type Check = (value: unknown) => boolean;

function isString(value: unknown): boolean {
  return typeof value === 'string';
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

function isNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value);
}

function isBoolean(value: unknown): boolean {
  return typeof value === 'boolean';
}

/** What `z.record(z.string(), z.unknown())` takes: an object of JSON's own kind. */
function isPlainRecord(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function optional(check: Check): Check {
  return (value) => value === undefined || check(value);
}

function nullish(check: Check): Check {
  return (value) => value === undefined || value === null || check(value);
}

function listOf(check: Check): Check {
  return (value) => Array.isArray(value) && value.every(check);
}

/** An object whose named fields pass their checks (missing ones are `undefined`); other fields are free. */
function objectOf(fields: Readonly<Record<string, Check>>): Check {
  const entries = Object.entries(fields);
  return (value) => isRecord(value) && entries.every(([key, check]) => check(value[key]));
}

const optionalString = optional(isString);
const optionalBoolean = optional(isBoolean);

function fitsPoint(value: Record<string, unknown>): boolean {
  return isNumber(value.x) && isNumber(value.y);
}

const point: Check = (value) => isRecord(value) && fitsPoint(value);

const input = objectOf({
  id: optionalString,
  name: isString,
  label: optionalString,
  type: optionalString,
  list: optionalBoolean,
  acceptVariable: optionalBoolean,
  display: optionalBoolean,
  tabIdentifier: optionalString,
});

const outputOption = objectOf({ id: isString, name: isString, label: optionalString, type: optionalString });

const outputAnchor = objectOf({
  id: optionalString,
  name: optionalString,
  label: optionalString,
  type: optionalString,
  options: optional(listOf(outputOption)),
  default: optionalString,
});

const nodeData = objectOf({
  id: optionalString,
  label: optionalString,
  name: isFilled,
  type: optionalString,
  category: optionalString,
  version: optional(isNumber),
  color: optionalString,
  description: optionalString,
  baseClasses: optional(listOf(isString)),
  hideInput: optionalBoolean,
  hideOutput: optionalBoolean,
  inputParams: optional(listOf(input)),
  inputAnchors: optional(listOf(input)),
  inputs: optional(isPlainRecord),
  outputAnchors: optional(listOf(outputAnchor)),
  outputs: optional(isPlainRecord),
  credential: optionalString,
  selected: optionalBoolean,
  status: optionalString,
  error: optionalString,
});

const fitsNode = objectOf({
  id: isFilled,
  type: optionalString,
  position: point,
  positionAbsolute: optional(point),
  width: nullish(isNumber),
  height: nullish(isNumber),
  parentNode: optionalString,
  selected: optionalBoolean,
  data: nodeData,
});

const fitsEdge = objectOf({
  id: isFilled,
  source: isFilled,
  target: isFilled,
  sourceHandle: nullish(isString),
  targetHandle: nullish(isString),
  type: optionalString,
});
