import { createHash } from 'node:crypto';

/** A required text setting of a vector store node, trimmed; missing ones are named in the error. */
export function requiredText(
  config: Readonly<Record<string, unknown>>,
  name: string,
  label: string,
  store: string,
): string {
  const value = config[name];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${store}: ${label} is required`);
  return value.trim();
}

export function optionalText(config: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = config[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An http(s) URL setting, checked before any connection is made. */
export function serviceUrl(value: string, store: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${store}: "${value}" is not a URL (expected e.g. http://localhost:6333)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${store}: the URL must start with http:// or https:// (got ${url.protocol})`);
  return value.replace(/\/+$/, '');
}

/** A stable UUID for a caller's id, for stores whose point ids must be UUIDs (the caller's id is kept in the payload). */
export function uuidFor(id: string): string {
  const hex = createHash('sha256').update(id).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Text from a credential's field, or undefined. */
export function credentialText(
  data: Readonly<Record<string, unknown>> | undefined,
  name: string,
): string | undefined {
  const value = data?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
