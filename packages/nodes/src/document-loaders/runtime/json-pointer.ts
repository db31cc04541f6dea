import { isRecord } from '@loomflow/core';

/** The value at an RFC 6901 JSON pointer (`/a/0/b`, `~1` for `/`, `~0` for `~`), or undefined. */
export function resolvePointer(value: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return value;
  let current: unknown = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(key)) return undefined;
      current = current[Number(key)];
    } else if (isRecord(current)) {
      if (!Object.hasOwn(current, key)) return undefined;
      current = current[key];
    } else return undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

/** Every value under a key of this name, at any depth, in document order. */
export function valuesUnderKey(value: unknown, key: string): unknown[] {
  const found: unknown[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isRecord(node))
      for (const [name, child] of Object.entries(node)) {
        if (name === key) found.push(child);
        else walk(child);
      }
  };
  walk(value);
  return found;
}

/**
 * Values a pointer selects: a JSON pointer when it starts with `/`, otherwise a key name matched at any depth
 * (Flowise's "Pointer Extraction": `key` picks `"value"` out of `{ "key": "value" }`).
 */
export function selectByPointer(value: unknown, pointer: string): unknown[] {
  if (pointer.startsWith('/')) {
    const found = resolvePointer(value, pointer);
    return found === undefined ? [] : [found];
  }
  return valuesUnderKey(value, pointer);
}

/** The text leaves of a value (strings, numbers and booleans), depth first. */
export function textLeaves(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textLeaves);
  if (isRecord(value)) return Object.values(value).flatMap(textLeaves);
  return [];
}
