import { isRecord } from '@loomflow/core';
import type { NodeRunContext } from '../runtime/node-executor.ts';
import { numberOf, objectOf, textOf } from '../agentflow/runtime-shared/input-guards.ts';
export { stripHtml } from '../agentflow/runtime-shared/rich-text.ts';

/** A parameter the model fills in: `{name: {type, required, in, description}}` as Flowise's schema editors hold. */
export interface HttpToolParam {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly location: string;
  readonly description: string;
}

export function paramsOf(schemaText: unknown, label: string): HttpToolParam[] {
  const text = textOf(schemaText).trim();
  if (text === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${label}: the parameter schema is not valid JSON.`);
  }
  if (!isRecord(parsed)) throw new Error(`${label}: the parameter schema must be a JSON object.`);
  return Object.entries(parsed).map(([name, spec]) => {
    const fields = isRecord(spec) ? spec : {};
    return {
      name,
      type: textOf(fields.type) || 'string',
      required: fields.required === true,
      location: textOf(fields.in) || 'query',
      description: textOf(fields.description),
    };
  });
}

export function jsonSchemaOf(params: readonly HttpToolParam[]): Readonly<Record<string, unknown>> {
  const known = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);
  return {
    type: 'object',
    properties: Object.fromEntries(
      params.map((param) => [
        param.name,
        {
          type: known.has(param.type) ? param.type : 'string',
          ...(param.description === '' ? {} : { description: param.description }),
        },
      ]),
    ),
    required: params.filter((param) => param.required).map((param) => param.name),
  };
}

/** Headers given as JSON text or an object; a clear error for text that is not a JSON object. */
export function headersOf(value: unknown, label: string): Record<string, string> {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text !== '' && !text.startsWith('{')) throw new Error(`${label}: the headers must be a JSON object.`);
  const headers: Record<string, string> = {};
  for (const [key, header] of Object.entries(objectOf(value))) headers[key] = textOf(header);
  return headers;
}

/** The response text (cut at `maxOutputLength`), or an error with the status. */
export async function sendToolRequest(
  context: NodeRunContext,
  url: string,
  init: RequestInit,
  maxOutputLength: unknown,
  label: string,
): Promise<string> {
  if (!/^https?:\/\//i.test(url)) throw new Error(`${label}: "${url}" is not an http(s) URL.`);
  const response = await context.services.fetch(url, { ...init, signal: context.signal });
  const text = await response.text();
  if (!response.ok) throw new Error(`${label}: ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  const limit = numberOf(maxOutputLength, 2000);
  return limit > 0 ? text.slice(0, limit) : text;
}
