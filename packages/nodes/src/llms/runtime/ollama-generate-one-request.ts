import { isRecord } from '@loomflow/core';

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * The fetch of an Ollama LLM built for a caller that does not stream. LangChain's Ollama LLM always asks
 * `/api/generate` for a stream; this fetch sends the request with `stream: false` and hands the client Ollama's one
 * answer as a two-line stream: the text, then the closing line with the token counts (`prompt_eval_count`,
 * `eval_count`), which is where the client reads them.
 */
export function oneRequestGenerateFetch(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const body = init?.body;
    if (!new URL(urlOf(input)).pathname.endsWith('/api/generate') || typeof body !== 'string')
      return base(input, init);
    const request: unknown = JSON.parse(body);
    if (!isRecord(request) || request.stream !== true) return base(input, init);
    const response = await base(input, { ...init, body: JSON.stringify({ ...request, stream: false }) });
    if (!response.ok) return response;
    const answer: unknown = await response.json();
    if (!isRecord(answer)) return new Response('', { status: 502 });
    const text = { ...answer, done: false };
    const closing = { ...answer, response: '', done: true };
    return new Response(`${JSON.stringify(text)}\n${JSON.stringify(closing)}\n`, {
      status: response.status,
      headers: { 'content-type': 'application/x-ndjson' },
    });
  };
}
