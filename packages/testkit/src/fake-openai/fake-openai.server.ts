import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FakeOpenAI, FakeOpenAIOptions, RecordedRequest } from './fake-openai.types.ts';
import { dispatch } from './fake-openai.router.ts';
import { BodyTooLargeError, disconnectSignal, readBodyBytes, sendOpenAIError } from './http-io.util.ts';
import type { ChatCompletionRequest, EmbeddingsRequest } from './openai-request.schemas.ts';
import { chatCompletionRequestSchema, embeddingsRequestSchema } from './openai-request.schemas.ts';
import { resolveOptions, ServerState } from './server.state.ts';
import { assistantsView } from './assistants.store.ts';

type ParsedBody = { malformed: false; value: unknown } | { malformed: true };

function parseJson(text: string): ParsedBody {
  if (text.trim() === '') return { malformed: false, value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    return { malformed: false, value };
  } catch {
    return { malformed: true };
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function handleRequest(
  state: ServerState,
  requests: RecordedRequest[],
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', 'http://fake-openai.local');
  const { pathname: path, searchParams: query } = url;
  const signal = disconnectSignal(response);
  let raw: Buffer;
  try {
    raw = await readBodyBytes(request, state.options.maxBodyBytes);
  } catch (error) {
    requests.push({ method, path, headers: request.headers, body: undefined });
    if (error instanceof BodyTooLargeError) {
      sendOpenAIError(response, 413, { message: error.message }, { connection: 'close' });
    } else {
      response.destroy();
    }
    return;
  }
  // Multipart bodies (file uploads) are read by their handler from `rawBody`; everything else is JSON.
  const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
  const body: ParsedBody = multipart
    ? { malformed: false, value: undefined }
    : parseJson(raw.toString('utf8'));
  requests.push({ method, path, headers: request.headers, body: body.malformed ? undefined : body.value });
  const context = {
    state,
    path,
    query,
    headers: request.headers,
    body: body.malformed ? undefined : body.value,
    rawBody: raw,
    response,
    signal,
  };
  await dispatch(method, context, body.malformed);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('Fake OpenAI server did not bind to a TCP port.'));
        return;
      }
      resolve(address.port);
    });
  });
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function parsedBodies<T>(
  requests: readonly RecordedRequest[],
  path: string,
  parse: (body: unknown) => { success: true; data: T } | { success: false },
): T[] {
  return requests.flatMap((recorded) => {
    if (recorded.path !== path || recorded.method !== 'POST') return [];
    const result = parse(recorded.body);
    return result.success ? [result.data] : [];
  });
}

/** Starts a deterministic, scriptable OpenAI-compatible server (127.0.0.1, ephemeral port by default). */
export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const state = new ServerState(resolveOptions(options));
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    handleRequest(state, requests, request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      sendOpenAIError(response, 500, { message: `Fake OpenAI server error: ${describe(error)}` });
    });
  });
  const port = await listen(server, state.options.port, state.options.host);
  const url = `http://${urlHost(state.options.host)}:${port}/v1`;
  let closing: Promise<void> | undefined;

  return {
    url,
    port,
    requests,
    chatRequests: (): ChatCompletionRequest[] =>
      parsedBodies(requests, '/v1/chat/completions', (body) => chatCompletionRequestSchema.safeParse(body)),
    embeddingRequests: (): EmbeddingsRequest[] =>
      parsedBodies(requests, '/v1/embeddings', (body) => embeddingsRequestSchema.safeParse(body)),
    assistantsApi: assistantsView(state.assistants),
    azureEndpoint: url.replace(/\/v1$/, ''),
    script: (...items) => {
      state.scripts.addChat(items);
    },
    scriptEmbeddings: (...items) => {
      state.scripts.addEmbeddings(items);
    },
    pendingScripts: () => state.scripts.size,
    reset: () => {
      requests.length = 0;
      state.reset();
    },
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
