import { isRecord } from '@loomflow/core';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { FIXED_CREATED_AT } from '../fake-openai/server.state.ts';
import { countTokens, splitIntoTokens } from '../fake-openai/text-tokens.util.ts';
import { startLoopbackServer, type ProviderRequest } from './loopback-server.ts';
import { ProviderScript, type ProviderReply } from './provider-script.ts';

/** One request the fake received, in Replicate's terms. */
export interface ReplicateCall {
  readonly kind: 'create' | 'get' | 'stream' | 'cancel';
  readonly predictionId: string | undefined;
  /** `owner/name` of a create by model (`/v1/models/{owner}/{name}/predictions`). */
  readonly model: string | undefined;
  /** The version id of a create by version (`/v1/predictions`). */
  readonly version: string | undefined;
  readonly input: Readonly<Record<string, unknown>> | undefined;
  /** The `Prefer` header (`wait`, `wait=n`) of a create. */
  readonly prefer: string | undefined;
  /** The bearer token sent (the stream URL takes none). */
  readonly token: string | undefined;
}

export interface FakeReplicateOptions {
  /** The API token accepted (`Authorization: Bearer <token>`). */
  readonly token: string;
  /** Status reads (`GET /v1/predictions/{id}`) answered `processing` before the prediction succeeds. */
  readonly pollsBeforeDone?: number;
}

/** A fake of Replicate's predictions API (create, get, cancel, the SSE stream URL) for language models. */
export interface FakeReplicate {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The API base to give clients (`<url>/v1`). */
  readonly apiBase: string;
  calls(): readonly ReplicateCall[];
  /** Queue output texts; unscripted predictions answer `Echo: <prompt>`. */
  script(...replies: (ProviderReply | string)[]): void;
  /** The next prediction fails with this error. */
  failNext(error: string): void;
  reset(): void;
  close(): Promise<void>;
}

interface StoredPrediction {
  id: string;
  model: string;
  version: string;
  input: Readonly<Record<string, unknown>>;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  tokens: readonly string[];
  error: string | null;
  pollsLeft: number;
}

const ISO_CREATED = new Date(FIXED_CREATED_AT * 1000).toISOString();

function problem(out: ServerResponse, status: number, title: string, detail: string): void {
  sendJson(out, status, { title, detail, status });
}

function bearer(request: ProviderRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer (.+)$/.exec(header) : null;
  return match?.[1];
}

/** The prediction object Replicate answers (output, metrics and completion only once it succeeded). */
function view(apiBase: string, prediction: StoredPrediction) {
  const succeeded = prediction.status === 'succeeded';
  const prompt = typeof prediction.input.prompt === 'string' ? prediction.input.prompt : '';
  return {
    id: prediction.id,
    model: prediction.model,
    version: prediction.version,
    input: prediction.input,
    logs: '',
    output: succeeded ? prediction.tokens : null,
    data_removed: false,
    error: prediction.error,
    status: prediction.status,
    source: 'api',
    created_at: ISO_CREATED,
    ...(prediction.status !== 'starting' ? { started_at: ISO_CREATED } : {}),
    ...(succeeded || prediction.status === 'failed' ? { completed_at: ISO_CREATED } : {}),
    ...(succeeded
      ? {
          metrics: {
            predict_time: 0.1,
            total_time: 0.1,
            input_token_count: countTokens(prompt),
            output_token_count: prediction.tokens.length,
          },
        }
      : {}),
    urls: {
      get: `${apiBase}/predictions/${prediction.id}`,
      cancel: `${apiBase}/predictions/${prediction.id}/cancel`,
      stream: `${apiBase}/stream/${prediction.id}`,
      web: `https://replicate.com/p/${prediction.id}`,
    },
  };
}

/** The prediction's output as Replicate's stream sends it: one `output` event per piece, then `done`. */
function sendStream(out: ServerResponse, prediction: StoredPrediction): void {
  out.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  prediction.tokens.forEach((token, index) => {
    const data = token
      .split('\n')
      .map((line) => `data: ${line}`)
      .join('\n');
    out.write(`event: output\nid: ${FIXED_CREATED_AT}:${index}\n${data}\n\n`);
  });
  if (prediction.status === 'failed')
    out.write(`event: error\ndata: ${JSON.stringify({ detail: prediction.error })}\n\n`);
  out.end(`event: done\ndata: ${prediction.status === 'failed' ? '{"reason":"error"}' : '{}'}\n\n`);
}

/** Starts the Replicate fake on 127.0.0.1 (an ephemeral port). */
export async function startFakeReplicate(options: FakeReplicateOptions): Promise<FakeReplicate> {
  const script = new ProviderScript();
  const predictions = new Map<string, StoredPrediction>();
  const calls: ReplicateCall[] = [];
  let failure: string | undefined;
  let apiBase = '';

  const record = (request: ProviderRequest, call: Omit<ReplicateCall, 'token'>) =>
    calls.push({ ...call, token: bearer(request) });

  function create(request: ProviderRequest, out: ServerResponse, model: string | undefined): void {
    const body = isRecord(request.body) ? request.body : {};
    const version = typeof body.version === 'string' ? body.version : undefined;
    const input = isRecord(body.input) ? body.input : undefined;
    const prefer = typeof request.headers.prefer === 'string' ? request.headers.prefer : undefined;
    record(request, { kind: 'create', predictionId: undefined, model, version, input, prefer });
    if (model === undefined && version === undefined) {
      problem(out, 422, 'Invalid version or not permitted', 'version is required');
      return;
    }
    if (input === undefined || typeof input.prompt !== 'string') {
      problem(out, 422, 'Input validation failed', '- input: prompt is required');
      return;
    }
    const reply = script.take();
    const text = reply?.type === 'text' ? reply.text : `Echo: ${input.prompt}`;
    const id = `fakeprediction${predictions.size + 1}`;
    const waits = prefer !== undefined && /^wait(=\d+)?$/.test(prefer);
    const pollsLeft = options.pollsBeforeDone ?? 0;
    const prediction: StoredPrediction = {
      id,
      model: model ?? 'fake-owner/fake-model',
      version: version ?? 'hidden',
      input,
      status: 'starting',
      tokens: splitIntoTokens(text),
      error: null,
      pollsLeft,
    };
    if (failure !== undefined) {
      prediction.tokens = [];
      prediction.error = failure;
      failure = undefined;
      if (waits) prediction.status = 'failed';
    } else if (waits && pollsLeft === 0) prediction.status = 'succeeded';
    else if (waits) prediction.status = 'processing';
    predictions.set(id, prediction);
    sendJson(out, 201, view(apiBase, prediction));
  }

  /** A status read moves a running prediction on: `processing` while polls are left, then its end. */
  function advance(prediction: StoredPrediction): void {
    if (prediction.status !== 'starting' && prediction.status !== 'processing') return;
    if (prediction.pollsLeft > 0) {
      prediction.pollsLeft -= 1;
      prediction.status = 'processing';
      return;
    }
    prediction.status = prediction.error === null ? 'succeeded' : 'failed';
  }

  const server = await startLoopbackServer('Replicate', (request, out) => {
    const stream = /^\/v1\/stream\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && stream?.[1] !== undefined) {
      const prediction = predictions.get(stream[1]);
      record(request, {
        kind: 'stream',
        predictionId: stream[1],
        model: undefined,
        version: undefined,
        input: undefined,
        prefer: undefined,
      });
      if (!prediction) problem(out, 404, 'Not found', 'no such prediction');
      else {
        prediction.status = prediction.error === null ? 'succeeded' : 'failed';
        sendStream(out, prediction);
      }
      return Promise.resolve(true);
    }
    if (bearer(request) !== options.token) {
      problem(out, 401, 'Unauthenticated', 'You did not pass a valid authentication token');
      return Promise.resolve(true);
    }
    const byModel = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(request.path);
    if (request.method === 'POST' && request.path === '/v1/predictions') create(request, out, undefined);
    else if (request.method === 'POST' && byModel) create(request, out, `${byModel[1]}/${byModel[2]}`);
    else {
      const one = /^\/v1\/predictions\/([^/]+)(\/cancel)?$/.exec(request.path);
      const id = one?.[1];
      if (id === undefined) return Promise.resolve(false);
      const prediction = predictions.get(id);
      const kind = one?.[2] !== undefined ? 'cancel' : 'get';
      record(request, {
        kind,
        predictionId: id,
        model: undefined,
        version: undefined,
        input: undefined,
        prefer: undefined,
      });
      if (!prediction) problem(out, 404, 'Not found', 'no such prediction');
      else {
        if (kind === 'cancel' && request.method === 'POST') prediction.status = 'canceled';
        else advance(prediction);
        sendJson(out, 200, view(apiBase, prediction));
      }
    }
    return Promise.resolve(true);
  });
  apiBase = `${server.url}/v1`;
  return {
    url: server.url,
    apiBase,
    calls: () => calls,
    script: (...replies) => {
      script.add(replies);
    },
    failNext(error) {
      failure = error;
    },
    reset() {
      server.reset();
      script.clear();
      predictions.clear();
      calls.length = 0;
      failure = undefined;
    },
    close: () => server.close(),
  };
}
