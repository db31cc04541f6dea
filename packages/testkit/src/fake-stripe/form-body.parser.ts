import { isRecord } from '@loomflow/core';

/**
 * Decodes Stripe's form encoding (`items[0][price]=p&expand[0]=x&metadata[key]=v`) into nested objects and
 * arrays, the way Stripe reads it. Keys made only of digits become array positions.
 */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = splitKey(rawKey);
    if (path.length === 0) continue;
    assign(root, path, value);
  }
  return normalizeArrays(root);
}

function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

function assign(target: Record<string, unknown>, path: readonly string[], value: string): void {
  let node = target;
  for (let index = 0; index < path.length - 1; index += 1) {
    const segment = path[index] ?? '';
    // `expand[]=a&expand[]=b` (empty brackets) appends.
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    const next = node[key];
    if (isRecord(next)) {
      node = next;
    } else {
      const created: Record<string, unknown> = {};
      node[key] = created;
      node = created;
    }
  }
  const last = path[path.length - 1] ?? '';
  node[last === '' ? String(Object.keys(node).length) : last] = value;
}

/** Objects whose keys are all 0..n-1 become arrays, recursively. */
function normalizeArrays(value: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) result[key] = normalizeValue(child);
  return result;
}

function normalizeValue(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const normalized = normalizeArrays(value);
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.every((key) => /^\d+$/.test(key))) return normalized;
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((key) => normalized[String(key)]);
}

/** Reads a parameter as a string (Stripe sends every scalar as text). */
export function stringParam(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function intParam(params: Record<string, unknown>, name: string): number | undefined {
  const value = stringParam(params, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) ? parsed : undefined;
}

export function recordParam(params: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = params[name];
  return isRecord(value) ? value : {};
}

export function listParam(params: Record<string, unknown>, name: string): Record<string, unknown>[] {
  const value = params[name];
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord);
}

export function stringListParam(params: Record<string, unknown>, name: string): string[] {
  const value = params[name];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}

export function stringRecordParam(params: Record<string, unknown>, name: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(recordParam(params, name))) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}
