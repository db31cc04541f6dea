import { isParameterType, type InputParam } from './node-types.ts';

type ValueKind = 'text' | 'number' | 'boolean' | 'list' | 'any';

/**
 * What each parameter type may hold as Flowise stores it: empty values are `''` or null for every type, numbers
 * may be numeric text or a `{{variable}}`, booleans may be `'true'`/`'false'`, lists may be their JSON text.
 */
const KIND_BY_TYPE: Readonly<Record<string, ValueKind>> = {
  string: 'text',
  password: 'text',
  code: 'text',
  date: 'text',
  file: 'text',
  folder: 'text',
  options: 'text',
  asyncOptions: 'text',
  credential: 'text',
  conditionFunction: 'text',
  tabs: 'text',
  timePicker: 'text',
  datePicker: 'text',
  number: 'number',
  boolean: 'boolean',
  multiOptions: 'list',
  asyncMultiOptions: 'list',
  array: 'list',
  datagrid: 'list',
  weekDaysPicker: 'list',
  monthDaysPicker: 'list',
  json: 'any',
};

const DESCRIPTIONS: Readonly<Record<Exclude<ValueKind, 'any'>, string>> = {
  text: 'text',
  number: 'a number',
  boolean: 'true or false',
  list: 'a list',
};

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function fits(kind: ValueKind, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  switch (kind) {
    case 'any':
      return true;
    case 'text':
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' || typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean' || value === 'true' || value === 'false';
    case 'list':
      return Array.isArray(value) || typeof value === 'string';
  }
}

/**
 * Why a stored value does not fit its parameter (`"of type boolean holds an object; expected true or false"`),
 * or undefined when it fits. Anchors hold references to the connected nodes: text or a list of them.
 */
export function checkInputValue(param: Pick<InputParam, 'type'>, value: unknown): string | undefined {
  const kind: ValueKind = isParameterType(param.type) ? (KIND_BY_TYPE[param.type] ?? 'any') : 'list';
  if (fits(kind, value)) return undefined;
  const expected = kind === 'any' ? 'any value' : DESCRIPTIONS[kind];
  return `of type ${param.type} holds ${describe(value)}; expected ${expected}`;
}
