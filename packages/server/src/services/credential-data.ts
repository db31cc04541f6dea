import {
  REDACTED_CREDENTIAL_VALUE,
  isSecretField,
  type CredentialData,
  type CredentialType,
} from '@loomflow/core';
import { badRequest } from '../errors/app-error.ts';

function isBlank(value: CredentialData[string] | undefined): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Checks data against its type: no unknown fields, every required field present, no redaction marker. */
export function checkCredentialData(type: CredentialType, data: CredentialData): CredentialData {
  const known = new Set(type.inputs.map((input) => input.name));
  const unknown = Object.keys(data).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw badRequest(
      `Unknown field${unknown.length > 1 ? 's' : ''} for ${type.label}: ${unknown.join(', ')}`,
    );
  for (const input of type.inputs) {
    const value = data[input.name];
    if (value === REDACTED_CREDENTIAL_VALUE)
      throw badRequest(`${input.label}: send the value itself, not the redaction placeholder`);
    if (!input.optional && isBlank(value)) throw badRequest(`${input.label} is required`);
    const choices = input.options?.map((option) => option.name);
    if (choices && !isBlank(value) && !choices.includes(String(value)))
      throw badRequest(`${input.label} must be one of ${choices.join(', ')}; got "${String(value)}"`);
  }
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !isBlank(value)));
}

/** An edit's data: fields sent as the redaction marker keep their stored value. */
export function mergeCredentialData(stored: CredentialData, incoming: CredentialData): CredentialData {
  const merged: CredentialData = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value !== REDACTED_CREDENTIAL_VALUE) merged[name] = value;
    else if (stored[name] !== undefined) merged[name] = stored[name];
  }
  return merged;
}

/** The data as one credential is shown: secret fields replaced by the marker. */
export function redactCredentialData(type: CredentialType | undefined, data: CredentialData): CredentialData {
  const redacted: CredentialData = {};
  for (const [name, value] of Object.entries(data)) {
    const input = type?.inputs.find((candidate) => candidate.name === name);
    // A field the type no longer declares is treated as secret.
    redacted[name] = input === undefined || isSecretField(input) ? REDACTED_CREDENTIAL_VALUE : value;
  }
  return redacted;
}
