import { isRecord } from '@loomflow/core';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { createServiceAccount, type ServiceAccountKey } from './google-service-account.ts';
import { exchangeJwtBearer, type IssuedToken } from './google-token-exchange.ts';
import { startLoopbackServer, type ProviderRequest } from './loopback-server.ts';
import { ProviderScript, type ProviderReply } from './provider-script.ts';
import {
  checkGenerateRequest,
  defaultGenerateReply,
  sendGenerateAnswer,
  VertexInvalidArgument,
  type StreamFraming,
} from './vertex-generate-content.ts';
import { predictEmbeddings } from './vertex-predict-embeddings.ts';

/** One Vertex AI call the fake accepted (its bearer token one the fake issued). */
export interface VertexCall {
  readonly method: 'generateContent' | 'streamGenerateContent' | 'predict';
  readonly project: string;
  readonly location: string;
  readonly publisher: string;
  readonly model: string;
  /** How a streamed answer was framed; undefined when not streamed. */
  readonly stream: StreamFraming | undefined;
  readonly body: Readonly<Record<string, unknown>>;
  /** The service account the call's access token was issued to. */
  readonly email: string;
}

/**
 * A fake of Google Vertex AI behind a service account: its OAuth 2.0 token endpoint (`POST /token`, the JWT bearer
 * grant, the RS256 signature checked against the public key of the fake's own key pair) and the prediction service
 * (`POST /{v1|v1beta1}/projects/{project}/locations/{location}/publishers/{publisher}/models/{model}:{method}` for
 * generateContent, streamGenerateContent and predict), which requires an access token the fake issued and the
 * account's project, as Vertex answers 401 and 403 otherwise.
 */
export interface FakeVertex {
  /** `http://127.0.0.1:<port>`: the API endpoint, and the token endpoint at `/token`. */
  readonly url: string;
  /** The service account JSON key the fake accepts, its `token_uri` the fake's token endpoint. */
  readonly serviceAccount: ServiceAccountKey;
  /** Accepted calls, oldest first. */
  calls(): readonly VertexCall[];
  /** Access tokens issued since the last reset, oldest first (all stay valid until they expire). */
  tokensIssued(): readonly IssuedToken[];
  /** Token requests and API calls refused (bad signature or claims, missing or unknown token, other project). */
  refusedCount(): number;
  /** Queue replies of generateContent; unscripted ones answer a `responseSchema`, a forced call, or an echo. */
  script(...replies: (ProviderReply | string)[]): void;
  reset(): void;
  close(): Promise<void>;
}

const ROUTE =
  /^\/(v1|v1beta1)\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/([^/]+)\/models\/([^/:]+):(generateContent|streamGenerateContent|predict)$/;

function sendGoogleError(out: ServerResponse, code: number, status: string, message: string): true {
  sendJson(out, code, { error: { code, message, status } });
  return true;
}

export async function startFakeVertex(options: { readonly projectId?: string } = {}): Promise<FakeVertex> {
  const projectId = options.projectId ?? 'loomflow-vertex-test';
  const script = new ProviderScript();
  const calls: VertexCall[] = [];
  /** Every token issued stays valid until it expires; `issued` lists those since the last reset. */
  const valid = new Map<string, IssuedToken>();
  const issued: IssuedToken[] = [];
  let refused = 0;
  /** Made once the server's address (its token_uri) is known. */
  const accounts: ReturnType<typeof createServiceAccount>[] = [];

  const refuse = (out: ServerResponse, code: number, status: string, message: string): true => {
    refused += 1;
    return sendGoogleError(out, code, status, message);
  };

  const token = (request: ProviderRequest, out: ServerResponse): true => {
    const account = accounts[0];
    if (!account) return refuse(out, 500, 'INTERNAL', 'no account');
    const form = new URLSearchParams(request.rawBody);
    const answer = exchangeJwtBearer(form, { email: account.key.client_email, publicKey: account.publicKey });
    if (answer.status !== 200) refused += 1;
    else {
      issued.push(answer.token);
      valid.set(answer.token.accessToken, answer.token);
    }
    sendJson(out, answer.status, answer.body);
    return true;
  };

  const api = (request: ProviderRequest, out: ServerResponse, route: RegExpExecArray): true => {
    const [, , project = '', location = '', publisher = '', model = '', method = ''] = route;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const grant = bearer === undefined ? undefined : valid.get(bearer);
    if (!grant || grant.expiresAt * 1000 < Date.now())
      return refuse(
        out,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
    if (project !== projectId)
      return refuse(
        out,
        403,
        'PERMISSION_DENIED',
        `Permission 'aiplatform.endpoints.predict' denied on resource '//aiplatform.googleapis.com/projects/${project}/locations/${location}/publishers/${publisher}/models/${model}' (or it may not exist).`,
      );
    const call = (
      name: VertexCall['method'],
      stream: StreamFraming | undefined,
      body: Readonly<Record<string, unknown>>,
    ): VertexCall => ({
      method: name,
      project,
      location,
      publisher,
      model,
      stream,
      body,
      email: grant.email,
    });
    try {
      if (method === 'predict') {
        const { answer } = predictEmbeddings(request.body);
        calls.push(call(method, undefined, isRecord(request.body) ? request.body : {}));
        sendJson(out, 200, answer);
        return true;
      }
      const body = checkGenerateRequest(request.body);
      const stream: StreamFraming | undefined =
        method === 'streamGenerateContent'
          ? request.query.get('alt') === 'sse'
            ? 'sse'
            : 'json-array'
          : undefined;
      calls.push(call(method === 'generateContent' ? method : 'streamGenerateContent', stream, body));
      sendGenerateAnswer(out, { model, body, stream }, script.take() ?? defaultGenerateReply(body));
      return true;
    } catch (error) {
      if (error instanceof VertexInvalidArgument)
        return sendGoogleError(out, 400, 'INVALID_ARGUMENT', error.message);
      throw error;
    }
  };

  const server = await startLoopbackServer('Vertex AI', (request, out) => {
    if (request.method !== 'POST') return Promise.resolve(false);
    if (request.path === '/token') return Promise.resolve(token(request, out));
    const route = ROUTE.exec(request.path);
    return Promise.resolve(route ? api(request, out, route) : false);
  });
  const account = createServiceAccount(projectId, `${server.url}/token`);
  accounts.push(account);
  const serviceAccount = account.key;
  return {
    url: server.url,
    serviceAccount,
    calls: () => calls,
    tokensIssued: () => issued,
    refusedCount: () => refused,
    script: (...replies) => {
      script.add(replies);
    },
    reset() {
      server.reset();
      script.clear();
      calls.length = 0;
      issued.length = 0;
      refused = 0;
    },
    close: () => server.close(),
  };
}
