import { isRecord, CREDENTIAL_ID_MARKER } from '@loomflow/core';

/**
 * A copy of a JSON value without credential ids at any depth: Flowise's `FLOWISE_CREDENTIAL_ID` marker and text
 * under a `credential` key (how loaders, component configs and assistant models name their credential).
 */
export function withoutCredentialReferences(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCredentialReferences);
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === CREDENTIAL_ID_MARKER) continue;
    if (key === 'credential' && typeof item === 'string') continue;
    copy[key] = withoutCredentialReferences(item);
  }
  return copy;
}

/** The same for JSON text (null stays null). */
export function jsonWithoutCredentials(text: string | null): string | null {
  if (text === null) return null;
  return JSON.stringify(withoutCredentialReferences(JSON.parse(text)));
}
