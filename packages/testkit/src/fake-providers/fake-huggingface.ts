import { isRecord } from '@loomflow/core';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { embedText } from '../fake-openai/embedding.vector.ts';
import { startFakeOpenAI } from '../fake-openai/fake-openai.server.ts';
import type { FakeOpenAI } from '../fake-openai/fake-openai.types.ts';
import { startLoopbackServer, type ProviderRequest } from './loopback-server.ts';
import { bearerOf } from './rerank-scores.ts';

/**
 * A fake of Hugging Face Inference (router.huggingface.co): chat completions at `POST /v1/chat/completions`
 * (OpenAI's wire format, answered by an OpenAI fake behind it, so it is scripted like one) and
 * feature extraction at `POST /hf-inference/models/{model}/pipeline/feature-extraction` or at a dedicated
 * Inference Endpoint `POST /endpoints/{name}` (`{inputs}` → one vector per text, 384 numbers; one text → one
 * vector). Bearer token checked.
 */
export interface FakeHuggingFace {
  /** Base URL, standing for `https://router.huggingface.co`. */
  readonly url: string;
  /** The chat completions side: script replies and read the chat requests there. */
  readonly chat: FakeOpenAI;
  /** Feature-extraction requests: the model (undefined for an endpoint) and the body. */
  featureExtractionRequests(): {
    readonly model: string | undefined;
    readonly body: Record<string, unknown>;
  }[];
  reset(): void;
  close(): Promise<void>;
}

const DIMENSIONS = 384;
const FEATURE_EXTRACTION = /^\/hf-inference\/models\/(.+)\/pipeline\/feature-extraction$/;

function modelOf(request: ProviderRequest): string | undefined {
  const match = FEATURE_EXTRACTION.exec(request.path);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

function isFeatureExtraction(request: ProviderRequest): boolean {
  return FEATURE_EXTRACTION.test(request.path) || request.path.startsWith('/endpoints/');
}

function sendVectors(out: ServerResponse, body: Readonly<Record<string, unknown>>): void {
  const inputs = body.inputs;
  if (typeof inputs === 'string') {
    sendJson(out, 200, embedText(inputs, DIMENSIONS));
    return;
  }
  if (!Array.isArray(inputs) || !inputs.every((text) => typeof text === 'string')) {
    sendJson(out, 400, { error: 'inputs must be a string or a list of strings' });
    return;
  }
  sendJson(
    out,
    200,
    inputs.map((text) => embedText(text, DIMENSIONS)),
  );
}

async function relay(out: ServerResponse, target: string, request: ProviderRequest): Promise<void> {
  const response = await fetch(target, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: request.headers.authorization ?? '',
    },
    body: JSON.stringify(request.body),
  });
  out.writeHead(response.status, {
    'content-type': response.headers.get('content-type') ?? 'application/json',
  });
  if (response.body) for await (const chunk of response.body) out.write(chunk);
  out.end();
}

export async function startFakeHuggingFace(
  options: { readonly apiKey?: string } = {},
): Promise<FakeHuggingFace> {
  const apiKey = options.apiKey ?? 'hf_test_token';
  const chat = await startFakeOpenAI({ apiKey });
  const server = await startLoopbackServer('HuggingFace', async (request, out) => {
    if (request.method !== 'POST') return false;
    if (request.path === '/v1/chat/completions') {
      await relay(out, `${chat.url}/chat/completions`, request);
      return true;
    }
    if (!isFeatureExtraction(request)) return false;
    if (bearerOf(request.headers.authorization) !== apiKey) {
      sendJson(out, 401, { error: 'Invalid username or password.' });
      return true;
    }
    sendVectors(out, isRecord(request.body) ? request.body : {});
    return true;
  });
  return {
    url: server.url,
    chat,
    featureExtractionRequests: () =>
      server.requests
        .filter(isFeatureExtraction)
        .map((request) => ({ model: modelOf(request), body: isRecord(request.body) ? request.body : {} })),
    reset() {
      server.reset();
      chat.reset();
    },
    close: async () => {
      await Promise.all([server.close(), chat.close()]);
    },
  };
}
