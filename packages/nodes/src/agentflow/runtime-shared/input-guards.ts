import { isRecord, parseJsonObject } from '@loomflow/core';

/** Small guards that turn the loosely typed values of `data.inputs` into what an executor needs. */

/** Text of a value: strings as they are, numbers and booleans printed, objects as JSON, nothing as ''. */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value);
}

/** A number from a number or numeric text; `fallback` when unset or not a number. */
export function numberOf(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/** A boolean from a boolean or `'true'`/`'false'` text; `fallback` when unset. */
export function booleanOf(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** The rows of an `array` input, which Flowise may also store as JSON text. */
export function rowsOf(value: unknown): readonly Readonly<Record<string, unknown>>[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return [];
    try {
      list = JSON.parse(trimmed);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord);
}

/** An object input (`json` type, model configs), parsed from JSON text when needed. */
export function objectOf(value: unknown): Readonly<Record<string, unknown>> {
  if (isRecord(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return parseJsonObject(value) ?? {};
  return {};
}

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : textOf(error);
}
