import type { CredentialType, NodeDefinition } from '@loomflow/core';
import { CREDENTIAL_TYPES } from '../credentials/index.ts';
import { RUNNABLE_NODE_DEFINITIONS } from './runnable-nodes.ts';

function collectCredentialNames(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectCredentialNames(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, field] of Object.entries(value)) {
    if (key === 'credentialNames' && Array.isArray(field)) {
      for (const name of field) if (typeof name === 'string') into.add(name);
    } else collectCredentialNames(field, into);
  }
}

/** The credential types a node type asks for: its own credential and any parameter's (nested ones included). */
export function credentialNamesAskedBy(definitions: readonly NodeDefinition[]): ReadonlySet<string> {
  const names = new Set<string>();
  collectCredentialNames(definitions, names);
  return names;
}

const asked = credentialNamesAskedBy(RUNNABLE_NODE_DEFINITIONS);

/**
 * The credential types offered for creation: those some node that runs here asks for (a type no served node uses
 * is not offered; stored credentials of any known type still read and redact as before).
 */
export const OFFERED_CREDENTIAL_TYPES: readonly CredentialType[] = CREDENTIAL_TYPES.filter((type) =>
  asked.has(type.name),
);
