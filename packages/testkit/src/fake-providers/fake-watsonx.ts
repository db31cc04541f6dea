import { isRecord } from '@loomflow/core';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { embedText } from '../fake-openai/embedding.vector.ts';
import { sampleFromSchema } from '../fake-openai/schema-sample.ts';
import { countTokens } from '../fake-openai/text-tokens.util.ts';
import { startLoopbackServer, type ProviderRequest } from './loopback-server.ts';
import { ProviderScript, type ProviderReply } from './provider-script.ts';
import { bearerOf } from './rerank-scores.ts';
import { sendWatsonxChat, streamWatsonxChat } from './watsonx-chat-answers.ts';

/** One watsonx.ai request as the fake received it. */
export interface WatsonxCall {
  readonly operation: 'chat' | 'chat_stream' | 'embeddings';
  /** The `version` query parameter. */
  readonly version: string;
  /** The bearer token the request carried (an IAM token the fake issued, or the static one). */
  readonly token: string;
  readonly body: Readonly<Record<string, unknown>>;
}

/**
 * A fake of IBM watsonx.ai and IBM Cloud IAM on one loopback address, as the REST API reference describes them:
 * `POST /identity/token` (form-encoded, grant type `urn:ibm:params:oauth:grant-type:apikey`, the API key checked;
 * answers an access token with `expires_in` and `expiration`), `POST /ml/v1/text/chat` and `/chat_stream`
 * (server-sent events), `POST /ml/v1/text/embeddings` (deterministic vectors). Each watsonx request needs a
 * `version` date, a bearer token the fake issued (or the static `bearerToken`), a `project_id` or `space_id`, a
 * `model_id`, and only the documented body fields; errors are watsonx's `{errors: [{code, message}], trace,
 * status_code}`.
 */
export interface FakeWatsonx {
  /** Stands for both the service URL (`https://us-south.ml.cloud.ibm.com`) and IAM (`https://iam.cloud.ibm.com`). */
  readonly url: string;
  readonly apiKey: string;
  readonly bearerToken: string;
  /** Tokens issued by `/identity/token`, in order. */
  issuedTokens(): readonly string[];
  calls(): readonly WatsonxCall[];
  /**
   * Queue chat replies; unscripted requests call the forced tool (arguments sampled from its schema) or answer
   * `Echo: <last user message>`.
   */
  script(...replies: (ProviderReply | string)[]): void;
  reset(): void;
  close(): Promise<void>;
}

export interface FakeWatsonxOptions {
  readonly apiKey?: string;
  readonly bearerToken?: string;
  readonly embeddingDimensions?: number;
}

const CHAT_FIELDS = new Set([
  'model_id',
  'messages',
  'project_id',
  'space_id',
  'tools',
  'tool_choice_option',
  'tool_choice',
  'frequency_penalty',
  'logit_bias',
  'logprobs',
  'top_logprobs',
  'max_tokens',
  'max_completion_tokens',
  'n',
  'presence_penalty',
  'response_format',
  'seed',
  'stop',
  'temperature',
  'top_p',
  'time_limit',
  'repetition_penalty',
  'length_penalty',
  'include_reasoning',
  'reasoning_effort',
  'context',
]);
const EMBEDDING_FIELDS = new Set(['model_id', 'inputs', 'project_id', 'space_id', 'parameters']);

const OPERATIONS: Readonly<Record<string, WatsonxCall['operation']>> = {
  '/ml/v1/text/chat': 'chat',
  '/ml/v1/text/chat_stream': 'chat_stream',
  '/ml/v1/text/embeddings': 'embeddings',
};

function sendError(out: ServerResponse, status: number, code: string, message: string): void {
  sendJson(out, status, { errors: [{ code, message }], trace: randomUUID(), status_code: status });
}

/** The request's problem as watsonx reports it, or undefined when it is well formed. */
function invalidBody(
  operation: WatsonxCall['operation'],
  body: Readonly<Record<string, unknown>>,
): string | undefined {
  const allowed = operation === 'embeddings' ? EMBEDDING_FIELDS : CHAT_FIELDS;
  const unknown = Object.keys(body).filter((field) => !allowed.has(field));
  if (unknown.length > 0) return `Unknown field(s) in the request body: ${unknown.join(', ')}`;
  if (typeof body.model_id !== 'string') return 'model_id is required';
  if (typeof body.project_id !== 'string' && typeof body.space_id !== 'string')
    return 'Either project_id or space_id must be specified';
  if (operation === 'embeddings')
    return Array.isArray(body.inputs) && body.inputs.every((input) => typeof input === 'string')
      ? undefined
      : 'inputs must be a list of texts';
  return Array.isArray(body.messages) && body.messages.length > 0 ? undefined : 'messages is required';
}

function lastUserText(body: Readonly<Record<string, unknown>>): string {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const last: unknown = messages.filter((message) => isRecord(message) && message.role === 'user').at(-1);
  const content = isRecord(last) ? last.content : undefined;
  return typeof content === 'string' ? content : JSON.stringify(content ?? '');
}

/** An unscripted answer: the forced tool (`tool_choice`) called with arguments sampled from its schema, else an echo. */
function defaultReply(body: Readonly<Record<string, unknown>>): ProviderReply {
  const choice =
    isRecord(body.tool_choice) && isRecord(body.tool_choice.function) ? body.tool_choice.function : {};
  const tools = Array.isArray(body.tools) ? body.tools : [];
  const forced: unknown = tools.find(
    (tool) => isRecord(tool) && isRecord(tool.function) && tool.function.name === choice.name,
  );
  if (isRecord(forced) && isRecord(forced.function) && typeof choice.name === 'string') {
    const args = sampleFromSchema(forced.function.parameters);
    return { type: 'toolCall', name: choice.name, args: isRecord(args) ? args : {} };
  }
  return { type: 'text', text: `Echo: ${lastUserText(body)}` };
}

function sendEmbeddings(out: ServerResponse, body: Readonly<Record<string, unknown>>, dimensions: number) {
  const inputs = Array.isArray(body.inputs) ? body.inputs.filter((input) => typeof input === 'string') : [];
  const parameters = isRecord(body.parameters) ? body.parameters : {};
  const returnOptions = isRecord(parameters.return_options) ? parameters.return_options : {};
  sendJson(out, 200, {
    model_id: body.model_id,
    results: inputs.map((text) => ({
      embedding: embedText(text, dimensions),
      ...(returnOptions.input_text === true ? { input: text } : {}),
    })),
    created_at: new Date().toISOString(),
    input_token_count: inputs.reduce((sum, text) => sum + countTokens(text), 0),
  });
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** IAM access tokens are JWTs (SDKs read their `exp`); the fake's are signed by nobody. */
function iamJwt(now: number): string {
  const header = base64url({ kid: 'fake-iam', alg: 'RS256' });
  const payload = base64url({
    iam_id: 'iam-ServiceId-fake',
    sub: 'ServiceId-fake',
    grant_type: 'urn:ibm:params:oauth:grant-type:apikey',
    iat: now,
    exp: now + 3600,
    jti: randomUUID(),
  });
  return `${header}.${payload}.${Buffer.from(randomUUID()).toString('base64url')}`;
}

export async function startFakeWatsonx(options: FakeWatsonxOptions = {}): Promise<FakeWatsonx> {
  const apiKey = options.apiKey ?? 'watsonx-iam-api-key';
  const bearerToken = options.bearerToken ?? 'watsonx-static-bearer-token';
  const dimensions = options.embeddingDimensions ?? 384;
  const script = new ProviderScript();
  const issued: string[] = [];
  const calls: WatsonxCall[] = [];
  let answered = 0;

  const issueToken = (request: ProviderRequest, out: ServerResponse) => {
    const form = new URLSearchParams(request.rawBody);
    const formEncoded = (request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    if (!formEncoded || form.get('grant_type') !== 'urn:ibm:params:oauth:grant-type:apikey') {
      sendJson(out, 400, {
        errorCode: 'BXNIM0109E',
        errorMessage: 'Property missing or empty. Ensure the grant_type is provided.',
      });
      return;
    }
    if (form.get('apikey') !== apiKey) {
      sendJson(out, 400, { errorCode: 'BXNIM0415E', errorMessage: 'Provided API key could not be found.' });
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const token = iamJwt(now);
    issued.push(token);
    sendJson(out, 200, {
      access_token: token,
      refresh_token: 'not_supported',
      token_type: 'Bearer',
      expires_in: 3600,
      expiration: now + 3600,
      scope: 'ibm openid',
    });
  };

  const server = await startLoopbackServer('watsonx', (request, out) => {
    if (request.method !== 'POST') return Promise.resolve(false);
    if (request.path === '/identity/token') {
      issueToken(request, out);
      return Promise.resolve(true);
    }
    const operation = OPERATIONS[request.path];
    if (!operation) return Promise.resolve(false);
    const version = request.query.get('version') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(version)) {
      sendError(out, 400, 'invalid_request_entity', 'Missing or invalid query parameter: version');
      return Promise.resolve(true);
    }
    const token = bearerOf(request.headers.authorization) ?? '';
    if (token !== bearerToken && !issued.includes(token)) {
      sendError(
        out,
        401,
        'authentication_token_not_valid',
        'Failed to authenticate the request due to invalid token',
      );
      return Promise.resolve(true);
    }
    const body = isRecord(request.body) ? request.body : {};
    calls.push({ operation, version, token, body });
    const problem = invalidBody(operation, body);
    if (problem) {
      sendError(out, 400, 'json_validation_error', problem);
      return Promise.resolve(true);
    }
    if (operation === 'embeddings') {
      sendEmbeddings(out, body, dimensions);
      return Promise.resolve(true);
    }
    answered += 1;
    const reply = script.take() ?? defaultReply(body);
    if (operation === 'chat_stream') streamWatsonxChat(out, body, reply, answered);
    else sendWatsonxChat(out, body, reply, answered);
    return Promise.resolve(true);
  });

  return {
    url: server.url,
    apiKey,
    bearerToken,
    issuedTokens: () => [...issued],
    calls: () => [...calls],
    script: (...replies) => {
      script.add(replies);
    },
    reset() {
      server.reset();
      script.clear();
      calls.length = 0;
      // Issued tokens stay valid until they expire, as IAM's do.
      answered = 0;
    },
    close: () => server.close(),
  };
}
