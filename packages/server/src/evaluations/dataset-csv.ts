import { parse as parseCsv } from 'csv-parse/sync';
import { badRequest } from '../errors/app-error.ts';

/** A CSV file read as columns and data rows (cells as text). */
export interface CsvTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** Reads CSV text (RFC 4180, any line ending, a BOM allowed); a malformed file is a 400 naming the line. */
export function readCsv(text: string, firstRowIsHeader: boolean): CsvTable {
  let records: string[][];
  try {
    records = parseCsv(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw badRequest(`The CSV file cannot be read: ${message}`);
  }
  const width = records.reduce((most, record) => Math.max(most, record.length), 0);
  if (!firstRowIsHeader)
    return {
      columns: Array.from({ length: width }, (_, index) => `Column ${String(index + 1)}`),
      rows: records,
    };
  const [header = [], ...rows] = records;
  const columns = Array.from({ length: width }, (_, index) => {
    const name = (header[index] ?? '').trim();
    return name === '' ? `Column ${String(index + 1)}` : name;
  });
  return { columns, rows };
}

/** The index of a mapped column: exact name first, then ignoring case and surrounding spaces. */
export function columnIndex(table: CsvTable, name: string): number {
  const exact = table.columns.indexOf(name);
  if (exact !== -1) return exact;
  const folded = name.trim().toLowerCase();
  const loose = table.columns.findIndex((column) => column.trim().toLowerCase() === folded);
  if (loose !== -1) return loose;
  throw badRequest(
    `Column "${name}" is not in the file. Its columns are: ${table.columns.join(', ') || '(none)'}.`,
  );
}

function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** `input,output` CSV of rows (CRLF line ends, RFC 4180 quoting), as the import reads it back. */
export function writeDatasetCsv(
  rows: readonly { readonly input: string; readonly output: string }[],
): string {
  const lines = ['input,output', ...rows.map((row) => `${quoteCell(row.input)},${quoteCell(row.output)}`)];
  return `${lines.join('\r\n')}\r\n`;
}
