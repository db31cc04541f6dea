import { isRecord } from '@loomflow/core';
import { OutboundRequestError } from '../../net/outbound-request-error.ts';

/** How long one request to Qdrant may take (Qdrant's own JavaScript client waits as long). */
const REQUEST_TIMEOUT_MS = 300_000;

/** Qdrant's delete request takes at most this many ids at a time. */
const DELETE_BATCH = 1_000;

export interface QdrantPoint {
  readonly id: string;
  readonly vector: readonly number[];
  readonly payload: Readonly<Record<string, unknown>>;
}

export interface QdrantSearchRequest {
  readonly vector: readonly number[];
  readonly limit: number;
  readonly filter: object | undefined;
  readonly withVector: boolean;
}

export interface QdrantScoredPoint {
  readonly id: string | number;
  readonly score: number;
  readonly payload: Record<string, unknown>;
  readonly vector: unknown;
}

export interface QdrantRestSettings {
  /** The server's base URL, without a trailing slash. */
  readonly url: string;
  readonly apiKey: string | undefined;
  /** The fetch every request goes through (the outbound policy's checked fetch on the server). */
  readonly fetch: typeof fetch;
}

/** Qdrant's own words for a failure: `{"status": {"error": "…"}}`, or the start of whatever else it sent. */
function qdrantError(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed) && isRecord(parsed.status) && typeof parsed.status.error === 'string')
      return parsed.status.error;
  } catch {
    // not JSON: a proxy's page or plain text
  }
  return text.trim().slice(0, 200) || 'no message';
}

/** Why a request never got an answer, from fetch's "fetch failed" and its cause (ECONNREFUSED, a refusal…). */
function unreachable(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${String(REQUEST_TIMEOUT_MS / 1000)} s`;
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

function scoredPoint(value: unknown): QdrantScoredPoint | undefined {
  if (!isRecord(value)) return undefined;
  const { id, score, payload, vector } = value;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof score !== 'number') return undefined;
  return { id, score, payload: isRecord(payload) ? payload : {}, vector };
}

/**
 * The part of Qdrant's HTTP API the vector store uses (https://api.qdrant.tech), over the given fetch so that every
 * connection and redirect hop is checked by the outbound policy. Failures name the request, Qdrant's status and
 * Qdrant's own error text.
 */
export class QdrantRestClient {
  constructor(private readonly settings: QdrantRestSettings) {}

  private async call(method: string, path: string, body?: object): Promise<unknown> {
    const url = `${this.settings.url}${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (this.settings.apiKey) headers['api-key'] = this.settings.apiKey;
    let response: Response;
    try {
      response = await this.settings.fetch(url, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      if (error instanceof OutboundRequestError)
        throw new Error(`${method} ${url}: ${error.message}`, { cause: error });
      throw new Error(`${method} ${url} got no answer: ${unreachable(error)}`, { cause: error });
    }
    const text = await response.text();
    const status = [String(response.status), response.statusText].filter(Boolean).join(' ');
    if (!response.ok) throw new Error(`${method} ${url} answered ${status}: ${qdrantError(text)}`);
    try {
      const parsed: unknown = JSON.parse(text);
      return isRecord(parsed) ? parsed.result : undefined;
    } catch {
      throw new Error(`${method} ${url} answered ${status} with no JSON: ${qdrantError(text)}`);
    }
  }

  private collectionPath(name: string, rest = ''): string {
    return `/collections/${encodeURIComponent(name)}${rest}`;
  }

  async exists(name: string): Promise<boolean> {
    const result = await this.call('GET', this.collectionPath(name, '/exists'));
    return isRecord(result) && result.exists === true;
  }

  /** A collection of `size`-dimensional vectors compared by cosine similarity. */
  async create(name: string, size: number): Promise<void> {
    await this.call('PUT', this.collectionPath(name), { vectors: { size, distance: 'Cosine' } });
  }

  async upsert(name: string, points: readonly QdrantPoint[]): Promise<void> {
    await this.call('PUT', this.collectionPath(name, '/points?wait=true'), { points });
  }

  async search(name: string, request: QdrantSearchRequest): Promise<QdrantScoredPoint[]> {
    const result = await this.call('POST', this.collectionPath(name, '/points/search'), {
      vector: request.vector,
      limit: request.limit,
      ...(request.filter ? { filter: request.filter } : {}),
      with_payload: true,
      with_vector: request.withVector,
    });
    if (!Array.isArray(result)) throw new Error('Qdrant answered a search without a list of points');
    return result.map(scoredPoint).filter((point) => point !== undefined);
  }

  async deletePoints(name: string, ids: readonly string[]): Promise<void> {
    for (let start = 0; start < ids.length; start += DELETE_BATCH)
      await this.call('POST', this.collectionPath(name, '/points/delete?wait=true'), {
        points: ids.slice(start, start + DELETE_BATCH),
      });
  }

  async count(name: string): Promise<number> {
    const result = await this.call('POST', this.collectionPath(name, '/points/count'), { exact: true });
    if (!isRecord(result) || typeof result.count !== 'number')
      throw new Error('Qdrant answered a count without a number');
    return result.count;
  }

  async deleteCollection(name: string): Promise<void> {
    await this.call('DELETE', this.collectionPath(name));
  }
}
