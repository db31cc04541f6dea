import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors/app-error.ts';

const NUL = '\u0000';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function fieldPath(parent: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key)
    ? parent
      ? `${parent}.${key}`
      : key
    : `${parent}[${JSON.stringify(key)}]`;
}

/**
 * Where the first U+0000 in a value is (`question`, `uploads[0].name`, `(a field name)`), or undefined: strings,
 * and the keys and strings of objects and arrays at any depth (files and other objects are not text).
 */
export function nulLocation(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'the text' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulLocation(item, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  // Query strings and path parameters are parsed into objects of their own prototype; bodies are plain.
  if (path !== '' && !isPlainObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return `a field name${path ? ` in ${path}` : ''}`;
    const found = nulLocation(item, fieldPath(path, key));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Root preValidation hook: a body, query string or path with a NUL character (U+0000) is refused with a 400
 * naming the field, on both databases alike (PostgreSQL cannot store it in text; SQLite would keep it), before a
 * route reads or writes anything.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const parts: [string, unknown][] = [
    ['body field', request.body],
    ['query parameter', request.query],
    ['path parameter', request.params],
  ];
  for (const [part, value] of parts) {
    const location = nulLocation(value);
    if (location !== undefined)
      throw badRequest(
        `The ${part} ${location} contains a NUL character (U+0000), which Loomflow cannot store: remove it and send the request again`,
      );
  }
  return Promise.resolve();
}
