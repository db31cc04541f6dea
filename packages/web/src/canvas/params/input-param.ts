import { isRecord, type InputOption, type InputParam } from '@loomflow/core';

/** A parameter as saved on a node (Flowise's declaration with its handle id). */
export function isInputParam(value: unknown): value is InputParam {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.type === 'string' &&
    typeof value.label === 'string'
  );
}

export function inputParamsOf(values: readonly unknown[] | undefined): InputParam[] {
  return (values ?? []).filter(isInputParam);
}

export function isInputOption(value: unknown): value is InputOption {
  return isRecord(value) && typeof value.name === 'string' && typeof value.label === 'string';
}

export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : [value];
  } catch {
    return [value];
  }
}

export function rowsOf(value: unknown): Record<string, unknown>[] {
  let parsed: unknown = value;
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
}

/** The props every parameter editor takes. */
export interface ParamEditorProps {
  readonly nodeId: string;
  readonly param: InputParam;
  readonly value: unknown;
  /** The new value; single-choice option editors also give the option picked (its label, description). */
  readonly onChange: (value: unknown, picked?: InputOption) => void;
  /** The node's other values (visibility rules of array rows read them). */
  readonly inputs?: Readonly<Record<string, unknown>>;
}
