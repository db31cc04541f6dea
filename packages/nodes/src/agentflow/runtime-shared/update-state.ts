import { isRecord } from '@loomflow/core';
import { rowsOf, textOf } from './input-guards.ts';
import { plainText } from './rich-text.ts';

const OUTPUT_VARIABLE = /\{\{\s*output(?:\.([\w.[\]-]+))?\s*\}\}/g;

function pathValue(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const part of path.split(/[.[\]]/).filter((piece) => piece !== '')) {
    if (Array.isArray(current)) current = current[Number(part)];
    else if (isRecord(current)) current = current[part];
    else return undefined;
  }
  return current;
}

/**
 * The flow-state keys an "Update Flow State" list sets (`[{key, value}]`, values already resolved by the engine).
 * `{{ output }}` and `{{ output.<path> }}` refer to this node's own result, so they are filled in here: the
 * content, or a field of the structured output / output object. Rows without a key are ignored.
 */
export function stateUpdates(
  value: unknown,
  output?: { readonly content: string } & Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> | undefined {
  const updates: Record<string, unknown> = {};
  for (const row of rowsOf(value)) {
    const key = textOf(row.key).trim();
    if (key === '') continue;
    const raw = plainText(row.value ?? '');
    updates[key] = output !== undefined && typeof raw === 'string' ? fillOutput(raw, output) : raw;
  }
  return Object.keys(updates).length > 0 ? updates : undefined;
}

function fillOutput(
  text: string,
  output: { readonly content: string } & Readonly<Record<string, unknown>>,
): string {
  return text.replace(OUTPUT_VARIABLE, (_match, path: string | undefined) => {
    if (path === undefined) return output.content;
    const structured = output.structuredOutput;
    const found = pathValue(isRecord(structured) ? structured : output, path);
    const fallback = found === undefined ? pathValue(output, path) : found;
    return textOf(fallback);
  });
}
