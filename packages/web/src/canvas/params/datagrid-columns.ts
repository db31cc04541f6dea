import type { DatagridColumn } from '@loomflow/core';

/** A choice of a datagrid column: what is stored, and what is shown. */
export interface ColumnChoice {
  readonly value: string;
  readonly label: string;
}

/** How a datagrid column is edited: a fixed dropdown, a dropdown loaded from the node, free text with suggestions, or text. */
export type ColumnEditor = 'select' | 'asyncSelect' | 'freeSolo' | 'number' | 'text';

/** Flowise declares dropdown columns as `singleSelect` / `asyncSingleSelect`; `options` / `asyncOptions` also. */
export function columnEditor(column: DatagridColumn): ColumnEditor {
  switch (column.type) {
    case 'singleSelect':
    case 'options':
      return 'select';
    case 'asyncSingleSelect':
    case 'asyncOptions':
      return 'asyncSelect';
    case 'freeSolo':
      return 'freeSolo';
    case 'number':
      return 'number';
    default:
      return 'text';
  }
}

/** The declared choices of a column (`valueOptions`: plain values or `{label, value}`). */
export function columnChoices(column: DatagridColumn): ColumnChoice[] {
  return (column.valueOptions ?? []).map((option) =>
    typeof option === 'string'
      ? { value: option, label: option }
      : { value: option.value, label: option.label },
  );
}

/** The load methods a column's choices come from (one name or several). */
export function columnLoadMethods(column: DatagridColumn): string[] {
  if (column.loadMethod === undefined) return [];
  return typeof column.loadMethod === 'string' ? [column.loadMethod] : [...column.loadMethod];
}

/** Choices of several sources, the first of each value kept. */
export function mergeChoices(...lists: readonly (readonly ColumnChoice[])[]): ColumnChoice[] {
  const seen = new Set<string>();
  const merged: ColumnChoice[] = [];
  for (const choice of lists.flat()) {
    if (seen.has(choice.value)) continue;
    seen.add(choice.value);
    merged.push(choice);
  }
  return merged;
}
