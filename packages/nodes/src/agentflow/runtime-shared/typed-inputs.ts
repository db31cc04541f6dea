import { isRecord, type InputParam, type NodeDefinition } from '@loomflow/core';
import type { NodeInputValues } from '../../define-node.ts';

const TEXT_TYPES: ReadonlySet<string> = new Set([
  'string',
  'password',
  'code',
  'date',
  'file',
  'folder',
  'asyncOptions',
  'credential',
  'conditionFunction',
  'tabs',
]);

function parsedJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The value when it already has the parameter's shape (no conversion), else undefined. */
function strictValue(param: InputParam, value: unknown): unknown {
  const type = param.type;
  if (type === 'boolean') return typeof value === 'boolean' ? value : undefined;
  if (type === 'array' || type === 'datagrid')
    return Array.isArray(value) ? normalizeValue(param, value, false) : undefined;
  if (TEXT_TYPES.has(type)) return typeof value === 'string' ? value : undefined;
  return normalizeValue(param, value, false);
}

/** The value in the shape a parameter declares, or undefined when it cannot be read as such. */
function normalizeValue(param: InputParam, value: unknown, strict: boolean): unknown {
  if (strict) return strictValue(param, value);
  if (value === '') return '';
  if (value === undefined || value === null) return undefined;
  const type = param.type;
  if (type === 'boolean') {
    if (typeof value === 'boolean') return value;
    return value === 'true' ? true : value === 'false' ? false : undefined;
  }
  if (type === 'number') return typeof value === 'number' || typeof value === 'string' ? value : undefined;
  if (type === 'options') {
    const names = (param.options ?? []).map((option) => option.name);
    return typeof value === 'string' && names.includes(value) ? value : undefined;
  }
  if (type === 'multiOptions' || type === 'asyncMultiOptions') {
    if (typeof value === 'string') return value;
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : undefined;
  }
  if (type === 'array' || type === 'datagrid') {
    const list = typeof value === 'string' ? parsedJson(value) : value;
    if (!Array.isArray(list)) return type === 'datagrid' && typeof value === 'string' ? value : undefined;
    const rows = list.filter(isRecord);
    const columns = param.array;
    return columns ? rows.map((row) => normalizeInputs(columns, row)) : rows;
  }
  if (TEXT_TYPES.has(type)) {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return JSON.stringify(value);
  }
  return value;
}

/** Inputs read against a parameter list: known names in their declared shape; values that do not fit are left out. */
function normalizeInputs(
  params: readonly InputParam[],
  inputs: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const byName = new Map<string, InputParam[]>();
  for (const param of params) byName.set(param.name, [...(byName.get(param.name) ?? []), param]);
  const normalized: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(inputs)) {
    const candidates = byName.get(name);
    if (!candidates) {
      normalized[name] = value;
      continue;
    }
    // Several parameters may share a name (one per type): one the value already fits wins over a conversion.
    let fitted: unknown = undefined;
    for (const strict of [true, false]) {
      for (const param of candidates) {
        fitted = normalizeValue(param, value, strict);
        if (fitted !== undefined) break;
      }
      if (fitted !== undefined) break;
    }
    if (fitted !== undefined) normalized[name] = fitted;
  }
  return normalized;
}

/** True by construction once `normalizeInputs` has run: every declared name holds a value of its declared shape. */
function fitsDefinition<D extends NodeDefinition>(
  _definition: D,
  value: Readonly<Record<string, unknown>>,
): value is NodeInputValues<D> & Readonly<Record<string, unknown>> {
  return isRecord(value);
}

/**
 * A node's `data.inputs` typed by its definition (`NodeInputValues<typeof node>`): each declared input is read in
 * its declared shape (JSON-text arrays parsed, `'true'` as true, unknown option names dropped); others pass as-is.
 */
export function typedInputs<const D extends NodeDefinition>(
  definition: D,
  inputs: Readonly<Record<string, unknown>>,
): NodeInputValues<D> & Readonly<Record<string, unknown>> {
  const normalized = normalizeInputs(definition.inputs, inputs);
  if (!fitsDefinition(definition, normalized)) {
    throw new Error(`The inputs of ${definition.label} are not an object.`);
  }
  return normalized;
}
