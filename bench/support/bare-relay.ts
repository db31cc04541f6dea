/**
 * The bare relay: the least a server can do to answer a prediction — one Fastify route that makes the same OpenAI
 * chat completion call with `fetch` and answers. It is the baseline `prediction-relay.bench.ts` measures Loomflow
 * against, run as its own process so its CPU time and RSS can be read from /proc.
 * Env: PORT, UPSTREAM_URL (an OpenAI-compatible base URL ending in /v1).
 * Routes: GET /ping; POST /predict {question, calls?} → {text} after `calls` (default 1) sequential non-streaming
 * completions; POST /predict/stream {question} → the upstream's SSE piped through as text/event-stream.
 */
import { Readable } from 'node:stream';
import { type ReadableStream as NodeReadableStream } from 'node:stream/web';
import Fastify from 'fastify';

const UPSTREAM_URL = process.env.UPSTREAM_URL ?? '';
const PORT = Number(process.env.PORT ?? 0);

interface PredictBody {
  readonly question?: string;
  readonly calls?: number;
}

function completion(question: string, stream: boolean): Promise<Response> {
  return fetch(`${UPSTREAM_URL}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: question }],
      stream,
    }),
  });
}

interface CompletionBody {
  readonly choices?: readonly { readonly message?: { readonly content?: string } }[];
}

const app = Fastify({ logger: false });

app.get('/ping', () => 'pong');

app.post<{ Body: PredictBody }>('/predict', async (request) => {
  let text = request.body.question ?? '';
  for (let call = 0; call < Math.max(1, request.body.calls ?? 1); call += 1) {
    const response = await completion(text, false);
    const body = (await response.json()) as CompletionBody;
    text = body.choices?.[0]?.message?.content ?? '';
  }
  return { text };
});

app.post<{ Body: PredictBody }>('/predict/stream', async (request, reply) => {
  const response = await completion(request.body.question ?? '', true);
  if (!response.body) throw new Error('the upstream sent no stream');
  void reply.header('content-type', 'text/event-stream').header('cache-control', 'no-cache');
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
});

await app.listen({ port: PORT, host: '127.0.0.1' });
