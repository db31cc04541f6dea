import type { GuardedFetch } from '../../runtime/outbound-port.ts';

/** A provider's error answer: its HTTP status and headers (read by the retrying embeddings), its message. */
export class ProviderHttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly headers: Headers,
  ) {
    super(message);
    this.name = 'ProviderHttpError';
  }
}

function messageOf(status: number, text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null) {
      for (const key of ['detail', 'message', 'error']) {
        const field: unknown = Reflect.get(value, key);
        if (typeof field === 'string') return `${String(status)} ${field}`;
      }
    }
  } catch {
    // not JSON: the text as it came
  }
  return `${String(status)} ${text.slice(0, 300)}`;
}

/** POSTs JSON with a bearer key through the guarded fetch; the parsed JSON answer, or a ProviderHttpError. */
export async function postProviderJson(
  fetch: GuardedFetch,
  url: string,
  apiKey: string,
  body: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  if (!response.ok)
    throw new ProviderHttpError(messageOf(response.status, text), response.status, response.headers);
  const answer: unknown = JSON.parse(text);
  return answer;
}

/** `vectors` checked to be a list of number lists, one per text sent. */
export function vectorsOf(vectors: unknown, expected: number, provider: string): number[][] {
  if (
    !Array.isArray(vectors) ||
    vectors.length !== expected ||
    !vectors.every(
      (vector): vector is number[] =>
        Array.isArray(vector) && vector.every((value) => typeof value === 'number'),
    )
  )
    throw new Error(`${provider} answered without one embedding per text`);
  return vectors;
}

/** The `embedding` of each `{index, embedding}` item, put back in request order. */
export function indexedEmbeddings(data: unknown, expected: number, provider: string): number[][] {
  if (!Array.isArray(data)) throw new Error(`${provider} answered without data`);
  const ordered: unknown[] = new Array(expected);
  for (const item of data) {
    if (typeof item !== 'object' || item === null) continue;
    const index: unknown = Reflect.get(item, 'index');
    if (typeof index === 'number') ordered[index] = Reflect.get(item, 'embedding');
  }
  return vectorsOf(ordered, expected, provider);
}
