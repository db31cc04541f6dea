import { isRecord } from '../json/json-object.ts';
import type { DisplayRules } from './node-types.ts';

/** What the visibility rules read from a parameter declaration. */
export interface VisibilityRuled {
  readonly name: string;
  readonly show?: DisplayRules;
  readonly hide?: DisplayRules;
  readonly default?: unknown;
}

type InputValues = Readonly<Record<string, unknown>>;

/** Structural equality of JSON-like values. */
export function deepEqual(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => deepEqual(item, right[index]));
  }
  if (!isRecord(left) || !isRecord(right)) return false;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && deepEqual(left[key], right[key]));
}

/** A rule string matches by equality or as a regular expression (an invalid pattern only matches equal text). */
function stringMatches(pattern: string, value: unknown): boolean {
  if (pattern === value) return true;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  try {
    return new RegExp(pattern).test(String(value));
  } catch {
    return false;
  }
}

/**
 * Whether an input's current value matches a show/hide rule value (spec §4): strings by equality or pattern,
 * booleans and numbers by equality, objects by deep equality, a list of expected values by membership; when the
 * input holds a list (or its JSON text), any item matching is enough.
 */
export function displayValueMatches(expected: unknown, actual: unknown): boolean {
  const value = parseListText(actual);
  if (Array.isArray(value)) {
    if (Array.isArray(expected)) return expected.some((item) => value.includes(item));
    if (typeof expected === 'string') return value.some((item) => stringMatches(expected, item));
    if (typeof expected === 'boolean' || typeof expected === 'number') return value.includes(expected);
    if (isRecord(expected)) return value.some((item) => deepEqual(expected, item));
    return false;
  }
  if (Array.isArray(expected)) return expected.includes(value);
  if (typeof expected === 'string') return stringMatches(expected, value);
  if (typeof expected === 'boolean' || typeof expected === 'number') return expected === value;
  if (isRecord(expected)) return deepEqual(expected, value);
  return false;
}

/** A value stored as the JSON text of a list (`"[\"a\",\"b\"]"`) reads as the list. */
function parseListText(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('[') || !value.endsWith(']')) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed;
  } catch {
    return value;
  }
}

/** Reads `a.b`, `rows[2].type` or `rows.2.type` from the inputs; missing reads as ''. */
export function readInputPath(inputs: InputValues, path: string): unknown {
  const keys = path
    .replace(/\[(\w+)\]/g, '.$1')
    .split('.')
    .filter((key) => key.length > 0);
  let current: unknown = inputs;
  for (const key of keys) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isRecord(current)) current = current[key];
    else return '';
  }
  return current ?? '';
}

function ruleMatches(
  rules: DisplayRules,
  inputs: InputValues,
  arrayIndex: number | undefined,
  mode: 'every' | 'some',
): boolean {
  const check = ([path, expected]: [string, unknown]) => {
    const resolved = arrayIndex === undefined ? path : path.replace('$index', String(arrayIndex));
    return displayValueMatches(expected, readInputPath(inputs, resolved));
  };
  const entries = Object.entries(rules);
  return mode === 'every' ? entries.every(check) : entries.some(check);
}

/**
 * Spec §4 Parameter visibility: a parameter starts visible; its show rule hides it unless the other inputs'
 * values match (every entry), its hide rule hides it when a value matches (any entry). `arrayIndex` resolves
 * `$index` in the rules of a parameter inside an array row.
 */
export function isInputVisible(
  param: Pick<VisibilityRuled, 'show' | 'hide'>,
  inputs: InputValues,
  arrayIndex?: number,
): boolean {
  if (param.show && !ruleMatches(param.show, inputs, arrayIndex, 'every')) return false;
  if (param.hide && ruleMatches(param.hide, inputs, arrayIndex, 'some')) return false;
  return true;
}

/** The inputs with each parameter's declared default filling a value that is not set. */
export function withDeclaredDefaults(
  params: readonly VisibilityRuled[],
  inputs: InputValues,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...inputs };
  for (const param of params) {
    if (param.default !== undefined && merged[param.name] === undefined) merged[param.name] = param.default;
  }
  return merged;
}

/** Each parameter with its `display` flag set for the current values (declared defaults count as values). */
export function applyParameterVisibility<P extends VisibilityRuled>(
  params: readonly P[],
  inputs: InputValues,
  arrayIndex?: number,
): (P & { display: boolean })[] {
  const effective = withDeclaredDefaults(params, inputs);
  return params.map((param) => ({ ...param, display: isInputVisible(param, effective, arrayIndex) }));
}

/** The values after an edit, without those of parameters the edit hid (as the editor stores them). */
export function dropHiddenValues(
  params: readonly VisibilityRuled[],
  inputs: InputValues,
): Record<string, unknown> {
  const hidden = new Set(
    applyParameterVisibility(params, inputs)
      .filter((param) => !param.display)
      .map((param) => param.name),
  );
  return Object.fromEntries(Object.entries(inputs).filter(([name]) => !hidden.has(name)));
}
