import type { TextDocument } from '../../runtime/document-processing.ts';
import { reasonOf } from './document-node-error.ts';
import { resolvePointer, selectByPointer, textLeaves } from './json-pointer.ts';
import type { NodeInputs } from './node-inputs.ts';

/** A document with the JSON record it came from (for metadata given as pointers into the record). */
export interface JsonDocument extends TextDocument {
  readonly record?: unknown;
}

function contentOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parseJson(name: string, text: string, inputs: NodeInputs, where = ''): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch (error) {
    return inputs.fail(`${where}"${name}" is not valid JSON (${reasonOf(error)})`);
  }
}

export interface JsonOptions {
  readonly pointers: readonly string[];
  /** A top-level array gives one document per element. */
  readonly separateByObject: boolean;
}

/** The documents of a JSON file: selected by pointers, one per array element, or one per text value. */
export function jsonDocuments(
  name: string,
  text: string,
  inputs: NodeInputs,
  options: JsonOptions,
): JsonDocument[] {
  const json = parseJson(name, text, inputs);
  const elements: readonly unknown[] | undefined = Array.isArray(json) ? json : undefined;
  if (options.separateByObject && elements)
    return elements.map((record, index) => ({
      pageContent: contentOf(record),
      metadata: { source: name, line: index + 1 },
      record,
    }));
  const values =
    options.pointers.length === 0
      ? textLeaves(json)
      : options.pointers.flatMap((pointer) => {
          const selected = selectByPointer(json, pointer);
          if (selected.length === 0) inputs.fail(`the pointer "${pointer}" matches nothing in "${name}"`);
          return selected.flatMap((value): unknown[] => (Array.isArray(value) ? value : [value]));
        });
  return values.map((value, index) => ({
    pageContent: contentOf(value),
    metadata: { source: name, line: index + 1 },
    record: value,
  }));
}

/** The documents of a JSON Lines file: the pointer's value on each line (the whole line without a pointer). */
export function jsonLinesDocuments(
  name: string,
  text: string,
  inputs: NodeInputs,
  pointer: string | undefined,
): JsonDocument[] {
  const documents: JsonDocument[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const record = parseJson(name, line, inputs, `line ${index + 1} of `);
    const values = pointer === undefined ? [record] : selectByPointer(record, pointer);
    for (const value of values)
      documents.push({ pageContent: contentOf(value), metadata: { source: name, line: index + 1 }, record });
  });
  if (pointer !== undefined && documents.length === 0)
    inputs.fail(`the pointer "${pointer}" matches nothing in "${name}"`);
  return documents;
}

/** Additional metadata values that are JSON pointers (`"/author"`) are read from each document's record. */
export function pointerMetadata(document: TextDocument, value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('/')) return value;
  const record: unknown = 'record' in document ? document.record : undefined;
  if (record === undefined) return value;
  return resolvePointer(record, value) ?? null;
}
