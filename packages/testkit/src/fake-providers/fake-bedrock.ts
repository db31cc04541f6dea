import { isRecord } from '@loomflow/core';
import type { ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { encodeEvent } from './aws-event-stream.ts';
import { verifySigV4, type AwsKey } from './aws-sigv4.ts';
import {
  BedrockValidationError,
  checkConverseRequest,
  converseAnswer,
  converseStreamEvents,
  defaultConverseReply,
  planAnswer,
} from './bedrock-converse.ts';
import { invokeEmbeddingModel } from './bedrock-embeddings.ts';
import { startLoopbackServer, type ProviderRequest } from './loopback-server.ts';
import { ProviderScript, type ProviderReply } from './provider-script.ts';

/** One Bedrock Runtime call the fake accepted (its signature checked). */
export interface BedrockCall {
  readonly operation: 'converse' | 'converse-stream' | 'invoke';
  /** The model id or ARN from the path, decoded. */
  readonly modelId: string;
  readonly body: Readonly<Record<string, unknown>>;
  /** The access key id that signed it. */
  readonly accessKeyId: string;
}

/**
 * A fake of Amazon Bedrock Runtime: `POST /model/{modelId}/converse` (JSON), `/converse-stream` (AWS event stream
 * framing) and `/invoke` (Titan and Cohere embedding models). Every request must carry a SigV4 signature
 * (service `bedrock`) made with a key the fake knows; others get AWS's 403.
 */
export interface FakeBedrock {
  /** The endpoint for the SDK (`endpoint` of the client), `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The key pair the fake accepts (give it to the SDK as its credentials). */
  readonly credentials: AwsKey;
  /** Accepted calls, oldest first. */
  calls(): readonly BedrockCall[];
  /** Requests refused for their signature. */
  refusedCount(): number;
  /** Queue chat replies; unscripted requests get a forced tool's input generated from its schema, or an echo. */
  script(...replies: (ProviderReply | string)[]): void;
  reset(): void;
  close(): Promise<void>;
}

export interface FakeBedrockOptions {
  /** The accepted key; a fixed test key when absent. */
  readonly credentials?: AwsKey;
}

const ROUTE = /^\/model\/([^/]+)\/(converse|converse-stream|invoke)$/;

function sendAwsError(response: ServerResponse, status: number, errorType: string, message: string): void {
  sendJson(
    response,
    status,
    { message },
    {
      'x-amzn-errortype': `${errorType}:http://internal.amazon.com/coral/com.amazon.bedrock/`,
      'x-amzn-requestid': randomUUID(),
    },
  );
}

function sendEventStream(
  response: ServerResponse,
  events: readonly [string, Readonly<Record<string, unknown>>][],
): void {
  response.writeHead(200, {
    'content-type': 'application/vnd.amazon.eventstream',
    'x-amzn-requestid': randomUUID(),
    'transfer-encoding': 'chunked',
  });
  for (const [type, body] of events) response.write(encodeEvent(type, body));
  response.end();
}

function accessKeyOf(request: ProviderRequest): string {
  const header = request.headers.authorization;
  return /Credential=([^/]+)\//.exec(typeof header === 'string' ? header : '')?.[1] ?? '';
}

/** Starts the Bedrock Runtime fake on 127.0.0.1 (an ephemeral port). */
export async function startFakeBedrock(options: FakeBedrockOptions = {}): Promise<FakeBedrock> {
  const credentials: AwsKey = options.credentials ?? {
    accessKeyId: 'AKIAFAKEBEDROCK00001',
    secretAccessKey: 'fake/bedrock/secret/key/for/tests/only00',
  };
  const script = new ProviderScript();
  const calls: BedrockCall[] = [];
  let refused = 0;
  let count = 0;

  const handle = (request: ProviderRequest, response: ServerResponse): boolean => {
    const route = ROUTE.exec(request.rawUrl.split('?')[0] ?? '');
    if (request.method !== 'POST' || !route) return false;
    const refusal = verifySigV4(request, [credentials], 'bedrock');
    if (refusal) {
      refused += 1;
      sendAwsError(response, 403, refusal.errorType, refusal.message);
      return true;
    }
    const modelId = decodeURIComponent(route[1] ?? '');
    const operation =
      route[2] === 'invoke' ? 'invoke' : route[2] === 'converse' ? 'converse' : 'converse-stream';
    count += 1;
    try {
      if (operation === 'invoke') {
        const answer = invokeEmbeddingModel(modelId, request.body, count);
        calls.push({
          operation,
          modelId,
          body: isRecord(request.body) ? request.body : {},
          accessKeyId: accessKeyOf(request),
        });
        sendJson(response, 200, answer.body, {
          'x-amzn-requestid': randomUUID(),
          'x-amzn-bedrock-input-token-count': String(answer.inputTokens),
        });
        return true;
      }
      const body = request.body;
      checkConverseRequest(body);
      calls.push({ operation, modelId, body, accessKeyId: accessKeyOf(request) });
      const planned = planAnswer(body, script.take() ?? defaultConverseReply(body), count);
      if (operation === 'converse')
        sendJson(response, 200, converseAnswer(planned), { 'x-amzn-requestid': randomUUID() });
      else sendEventStream(response, converseStreamEvents(planned));
    } catch (error) {
      if (!(error instanceof BedrockValidationError)) throw error;
      sendAwsError(response, 400, 'ValidationException', error.message);
    }
    return true;
  };

  const server = await startLoopbackServer('Bedrock', (request, response) =>
    Promise.resolve(handle(request, response)),
  );
  return {
    url: server.url,
    credentials,
    calls: () => [...calls],
    refusedCount: () => refused,
    script: (...replies) => {
      script.add(replies);
    },
    reset() {
      server.reset();
      script.clear();
      calls.length = 0;
      refused = 0;
      count = 0;
    },
    close: () => server.close(),
  };
}
