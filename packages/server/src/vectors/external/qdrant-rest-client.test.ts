import { describe, expect, it } from 'vitest';
import { OutboundRequestError } from '../../net/outbound-request-error.ts';
import { QdrantRestClient } from './qdrant-rest-client.ts';

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
}

/** A fetch that records each request and answers with `answer`. */
function recordingFetch(answer: () => Response): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const stub: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    sent.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: text === '' ? undefined : JSON.parse(text),
    });
    return answer();
  };
  return { fetch: stub, sent };
}

const ok = (result: unknown) => () => Response.json({ result, status: 'ok', time: 0 });

describe('Qdrant REST client', () => {
  it('sends the API key in the api-key header and reads the result', async () => {
    const { fetch, sent } = recordingFetch(ok({ count: 12 }));
    const client = new QdrantRestClient({ url: 'https://qdrant.example:6333', apiKey: 'secret', fetch });
    expect(await client.count('my docs')).toBe(12);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://qdrant.example:6333/collections/my%20docs/points/count');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.get('api-key')).toBe('secret');
    expect(sent[0]?.body).toEqual({ exact: true });
  });

  it('sends no api-key header without a key', async () => {
    const { fetch, sent } = recordingFetch(ok({ exists: false }));
    const client = new QdrantRestClient({ url: 'http://qdrant:6333', apiKey: undefined, fetch });
    expect(await client.exists('docs')).toBe(false);
    expect(sent[0]?.headers.has('api-key')).toBe(false);
  });

  it("names the request, Qdrant's status and its error text", async () => {
    const { fetch } = recordingFetch(
      () => new Response('{"status":{"error":"Wrong input: Vector dimension error"}}', { status: 400 }),
    );
    const client = new QdrantRestClient({ url: 'http://qdrant:6333', apiKey: undefined, fetch });
    await expect(client.upsert('docs', [{ id: 'x', vector: [1], payload: {} }])).rejects.toThrow(
      'PUT http://qdrant:6333/collections/docs/points?wait=true answered 400: Wrong input: Vector dimension error',
    );
  });

  it('names an answer that is not JSON, such as a proxy page', async () => {
    const { fetch } = recordingFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const client = new QdrantRestClient({ url: 'http://qdrant:6333', apiKey: undefined, fetch });
    await expect(client.exists('docs')).rejects.toThrow(
      'GET http://qdrant:6333/collections/docs/exists answered 502: <html>Bad gateway</html>',
    );
  });

  it("passes on the outbound policy's refusal and a connection failure's cause", async () => {
    const refused = new QdrantRestClient({
      url: 'http://10.0.0.5:6333',
      apiKey: undefined,
      fetch: () => Promise.reject(new OutboundRequestError('Refused: 10.0.0.5 is a private address')),
    });
    await expect(refused.exists('docs')).rejects.toThrow(
      'GET http://10.0.0.5:6333/collections/docs/exists: Refused: 10.0.0.5 is a private address',
    );
    const down = new QdrantRestClient({
      url: 'http://qdrant:6333',
      apiKey: undefined,
      fetch: () =>
        Promise.reject(
          new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 10.1.1.1:6333') }),
        ),
    });
    await expect(down.count('docs')).rejects.toThrow(
      'POST http://qdrant:6333/collections/docs/points/count got no answer: fetch failed: connect ECONNREFUSED 10.1.1.1:6333',
    );
  });
});
