import { isRecord } from '@loomflow/core';
import type { NodeRunContext } from '../../runtime/node-executor.ts';
import { textOf } from './input-guards.ts';

/** A valid http(s) base URL without a trailing slash, or a clear error. */
export function baseUrlOf(text: string, label: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new Error(`${label}: "${text}" is not a valid base URL (e.g. http://localhost:3000).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${label}: the base URL must start with http:// or https://.`);
  }
  return url.toString().replace(/\/+$/, '');
}

/** The API key field of a flow credential (`chatflowApiKey`, `agentflowApiKey`, …), if one is chosen. */
export async function flowApiKey(
  context: NodeRunContext,
  credentialId: string | undefined,
  fields: readonly string[],
): Promise<string | undefined> {
  if (credentialId === undefined || credentialId === '') return undefined;
  const data = await context.services.credentials.read(credentialId);
  for (const field of fields) {
    const value = data[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * Runs a flow of another Loomflow/Flowise server through its prediction API (through the SSRF-guarded fetch).
 */
export async function remotePrediction(
  context: NodeRunContext,
  request: {
    readonly baseUrl: string;
    readonly flowId: string;
    readonly body: Readonly<Record<string, unknown>>;
    readonly apiKey: string | undefined;
    readonly label: string;
  },
): Promise<{ readonly text: string; readonly json?: unknown }> {
  const url = `${request.baseUrl}/api/v1/prediction/${encodeURIComponent(request.flowId)}`;
  const response = await context.services.fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'flowise-tool': 'true',
      ...(request.apiKey === undefined ? {} : { authorization: `Bearer ${request.apiKey}` }),
    },
    body: JSON.stringify(request.body),
    signal: context.signal,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(
      `${request.label}: the flow at ${url} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return { text };
  }
  if (!isRecord(answer)) return { text };
  return answer.json === undefined
    ? { text: textOf(answer.text) }
    : { text: textOf(answer.text ?? answer.json), json: answer.json };
}
