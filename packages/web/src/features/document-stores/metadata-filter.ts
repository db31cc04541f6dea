export type FilterValueType = 'string' | 'number' | 'boolean';

export interface FilterRow {
  readonly key: string;
  readonly value: string;
  readonly type: FilterValueType;
}

/** The rows as the query's `filter`, or the first row's problem. Rows without a key are left out. */
export function filterOf(
  rows: readonly FilterRow[],
): { filter: Record<string, string | number | boolean> | undefined } | { problem: string } {
  const filter: Record<string, string | number | boolean> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '') continue;
    if (row.type === 'number') {
      const number = Number(row.value);
      if (row.value.trim() === '' || !Number.isFinite(number)) {
        return { problem: `Filter "${key}": "${row.value}" is not a number` };
      }
      filter[key] = number;
    } else if (row.type === 'boolean') {
      if (row.value !== 'true' && row.value !== 'false') {
        return { problem: `Filter "${key}": choose true or false` };
      }
      filter[key] = row.value === 'true';
    } else filter[key] = row.value;
  }
  return { filter: Object.keys(filter).length > 0 ? filter : undefined };
}
