import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import { DocumentNodeError, reasonOf } from './document-node-error.ts';
import type { NodeInputs } from './node-inputs.ts';

/** The most a loader reads of one answer. */
export const MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

export interface FetchedText {
  /** The address answered (after redirects). */
  readonly url: string;
  readonly contentType: string;
  readonly text: string;
}

async function readLimited(response: Response, url: string, inputs: NodeInputs): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_RESPONSE_BYTES)
    return inputs.fail(
      `${url} answered ${declared} bytes, more than the ${MAX_RESPONSE_BYTES} a loader reads`,
    );
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const result = await reader.read();
    if (result.done) break;
    const value: unknown = result.value;
    if (!(value instanceof Uint8Array)) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      return inputs.fail(`${url} answered more than the ${MAX_RESPONSE_BYTES} bytes a loader reads`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Fetches an address through the SSRF-guarded fetch and reads its answer as text; a refused address, a network
 * failure or an HTTP error status fails with the loader's label, the address and the reason.
 */
export async function fetchText(
  fetch: GuardedFetch,
  inputs: NodeInputs,
  url: string,
  init: RequestInit,
): Promise<FetchedText> {
  const method = init.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    if (error instanceof DocumentNodeError) throw error;
    return inputs.fail(`${method} ${url} failed (${reasonOf(error)})`);
  }
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
    return inputs.fail(
      `${method} ${url} answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${body ? `: ${body}` : ''}`,
    );
  }
  const text = await readLimited(response, url, inputs);
  return { url: response.url || url, contentType: response.headers.get('content-type') ?? '', text };
}

/** An http(s) address typed in a node, checked. */
export function httpUrl(inputs: NodeInputs, name: string): string {
  const value = inputs.required(name, 'enter the address to load (http:// or https://)');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return inputs.fail(`"${value}" is not a web address; enter one starting with http:// or https://`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return inputs.fail(`"${value}" is not an http(s) address`);
  return url.href;
}
