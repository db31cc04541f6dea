/**
 * Removes secrets from what a public execution page shows: values under secret-like keys (credential ids, API
 * keys, passwords, tokens, authorization headers…) and secret-looking text anywhere (OpenAI-style keys, bearer
 * tokens, JWTs, cloud access keys), at any depth.
 */

export const REDACTED = '[redacted]';

/** Key names (lower case, letters and digits only) whose values are secrets. */
const SECRET_KEY =
  /apikey|secret|password|passwd|credential|authorization|privatekey|accesskey|cookie|bearer|(^|access|refresh|session|auth|id|api)token$/;

/** Secret-looking text inside any string. */
const SECRET_TEXT: readonly RegExp[] = [
  /\bsk-[A-Za-z0-9_-]{8,}/g,
  /\b(?:Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi,
  /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g,
  /\bAKIA[0-9A-Z]{16}\b/g,
  /\bAIza[0-9A-Za-z_-]{30,}/g,
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/g,
];

function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

export function redactText(text: string): string {
  let result = text;
  for (const pattern of SECRET_TEXT) result = result.replace(pattern, REDACTED);
  return result;
}

/** A copy of a JSON value with secrets redacted; keys are kept so the shape stays readable. */
export function sanitiseValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(sanitiseValue);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecretKey(key) && item !== null && item !== '' ? REDACTED : sanitiseValue(item);
  }
  return copy;
}

/** `executionData` text with every record's secrets redacted (text that is not JSON is redacted as text). */
export function sanitiseExecutionData(executionData: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(executionData);
  } catch {
    return redactText(executionData);
  }
  return JSON.stringify(sanitiseValue(parsed));
}
