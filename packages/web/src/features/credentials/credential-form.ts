import { REDACTED_CREDENTIAL_VALUE, isSecretField } from '@loomflow/core';
import type { CredentialData, CredentialType } from '@loomflow/core';
import type { FieldValue } from './CredentialFieldInput.tsx';

export type FormValues = Record<string, FieldValue>;

/** Initial values: the stored non-secret values (edit) or the type's defaults (create); secrets start empty. */
export function initialValues(type: CredentialType, stored: CredentialData | undefined): FormValues {
  const values: FormValues = {};
  for (const field of type.inputs) {
    const current = stored?.[field.name];
    if (field.type === 'boolean') values[field.name] = current === true || current === 'true';
    else if (isSecretField(field) || current === undefined)
      values[field.name] = stored ? '' : String(field.default ?? '');
    else values[field.name] = String(current);
  }
  return values;
}

/** Secret fields that are stored (edit): an empty input keeps them. */
export function storedSecrets(type: CredentialType, stored: CredentialData | undefined): Set<string> {
  return new Set(
    type.inputs
      .filter((field) => isSecretField(field) && stored?.[field.name] === REDACTED_CREDENTIAL_VALUE)
      .map((field) => field.name),
  );
}

/** Problems to show beside fields: required ones left empty (a kept secret is not empty). */
export function fieldErrors(
  type: CredentialType,
  values: FormValues,
  kept: Set<string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of type.inputs) {
    const value = values[field.name];
    const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
    if (!field.optional && field.type !== 'boolean' && empty && !kept.has(field.name))
      errors[field.name] = `${field.label} is required`;
  }
  return errors;
}

/** The data to send: kept secrets as the redaction marker (the server keeps the stored value), no empties. */
export function dataToSend(type: CredentialType, values: FormValues, kept: Set<string>): CredentialData {
  const data: CredentialData = {};
  for (const field of type.inputs) {
    const value = values[field.name];
    if (typeof value === 'boolean') data[field.name] = value;
    else if (value !== undefined && value.trim() !== '') data[field.name] = value.trim();
    else if (kept.has(field.name)) data[field.name] = REDACTED_CREDENTIAL_VALUE;
  }
  return data;
}
