/** Turns a thrown value into a message (spec §8): its text message if present, else JSON text, else a string. */
export function errorMessage(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error && value.message) return value.message;
  if (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  ) {
    return value.message;
  }
  try {
    const json = JSON.stringify(value);
    if (typeof json === 'string') return json;
  } catch {
    // fall through to the plain string form
  }
  return String(value);
}
