import { parse } from 'csv-parse/sync';
import type { TextDocument } from '../../runtime/document-processing.ts';
import { reasonOf } from './document-node-error.ts';
import type { NodeInputs } from './node-inputs.ts';

export interface CsvOptions {
  /** Columns whose values make the content (all when empty); one column gives its bare value. */
  readonly columns: readonly string[];
  /** One document per row (Flowise's behaviour) or one for the whole file. */
  readonly usage: 'perRow' | 'perFile';
}

function rowsOf(name: string, text: string, inputs: NodeInputs): Record<string, string>[] {
  try {
    return parse(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (error) {
    return inputs.fail(`"${name}" cannot be read as CSV (${reasonOf(error)})`);
  }
}

/** The documents of a CSV file whose first row names the columns. */
export function csvDocuments(
  name: string,
  text: string,
  inputs: NodeInputs,
  options: CsvOptions,
): TextDocument[] {
  const rows = rowsOf(name, text, inputs);
  const header = rows[0] ? Object.keys(rows[0]) : [];
  for (const column of options.columns)
    if (rows.length > 0 && !header.includes(column))
      inputs.fail(
        `"${name}" has no column "${column}"; its columns are ${header.map((c) => `"${c}"`).join(', ')}`,
      );
  const shown = options.columns.length > 0 ? options.columns : header;
  const contentOf = (row: Record<string, string>): string =>
    shown.length === 1 && options.columns.length === 1
      ? (row[shown[0] ?? ''] ?? '')
      : shown.map((column) => `${column}: ${row[column] ?? ''}`).join('\n');
  if (options.usage === 'perFile')
    return rows.length === 0
      ? []
      : [{ pageContent: rows.map(contentOf).join('\n\n'), metadata: { source: name } }];
  return rows.map((row, index) => ({
    pageContent: contentOf(row),
    metadata: { source: name, line: index + 1 },
  }));
}
