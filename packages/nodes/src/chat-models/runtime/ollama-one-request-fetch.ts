import { isRecord } from '@loomflow/core';

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * The fetch of an Ollama model built with streaming off. LangChain's ChatOllama always asks `/api/chat` for a
 * stream (even from `invoke`); this fetch sends that request with `stream: false` instead and hands the client
 * Ollama's one JSON answer as a one-line stream. The provider is called once without a stream, and the answer
 * (text, tool calls, `prompt_eval_count` / `eval_count` usage) reaches LangChain as a single chunk.
 */
export function oneRequestOllamaFetch(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const body = init?.body;
    if (!new URL(urlOf(input)).pathname.endsWith('/api/chat') || typeof body !== 'string')
      return base(input, init);
    const request: unknown = JSON.parse(body);
    if (!isRecord(request) || request.stream !== true) return base(input, init);
    const response = await base(input, { ...init, body: JSON.stringify({ ...request, stream: false }) });
    if (!response.ok) return response;
    const answer: unknown = await response.json();
    return new Response(`${JSON.stringify(answer)}\n`, {
      status: response.status,
      headers: { 'content-type': 'application/x-ndjson' },
    });
  };
}
