/** A POST endpoint under measurement and the JSON body of its request number `index`. */
export interface Endpoint {
  readonly url: string;
  body(index: number): string;
}

/** Client-side time of one non-streaming POST, from the request start to the whole answer read, in ms. */
export async function timePost(endpoint: Endpoint, index: number): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(endpoint.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: endpoint.body(index),
  });
  const text = await response.text();
  const elapsed = performance.now() - startedAt;
  if (!response.ok) throw new Error(`${endpoint.url} answered ${response.status}: ${text.slice(0, 300)}`);
  return elapsed;
}

export interface StreamTiming {
  /** From the request start to reading the first frame that carries a token. */
  readonly firstToken: number;
  /** From the request start to the end of the stream. */
  readonly end: number;
}

/** Times one streamed POST from the client: first token frame (`firstToken` matches it) and end of stream. */
export async function timeStream(
  endpoint: Endpoint,
  index: number,
  firstToken: RegExp,
): Promise<StreamTiming> {
  const startedAt = performance.now();
  const response = await fetch(endpoint.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: endpoint.body(index),
  });
  if (!response.ok || !response.body) throw new Error(`${endpoint.url} answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let tokenAt: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (tokenAt === undefined && firstToken.test(text)) tokenAt = performance.now();
  }
  const endedAt = performance.now();
  if (tokenAt === undefined) throw new Error(`no token frame from ${endpoint.url} in: ${text.slice(0, 500)}`);
  return { firstToken: tokenAt - startedAt, end: endedAt - startedAt };
}
