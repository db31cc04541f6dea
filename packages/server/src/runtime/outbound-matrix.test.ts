import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CredentialReader, GuardedFetch } from '@loomflow/nodes/runtime';
import { startFakeGemini, type FakeGemini } from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatModelProvider } from './chat-model-provider.ts';
import { loadNodeRuntime } from './node-runtime.ts';
import { outboundAccess } from './outbound-access.adapter.ts';
import { createVectorStoreFactory } from '../vectors/vector-store-factory.ts';
import { OutboundPolicy, type OutboundPurpose } from '../net/outbound-policy.ts';
import { startCountingListener, type CountingListener } from '../net/test-support/counting-listener.ts';
import { LOOPBACK_FORMS } from '../net/test-support/loopback-forms.ts';

/**
 * The HTTP rows of the outbound acceptance matrix: each client kind, driven through its real code path, against
 * a loopback listener written in every form a library connects with, on the three platform kinds. Where the
 * policy refuses, the listener must receive nothing; where it allows, it must receive the request.
 */

type Platform = 'open source' | 'enterprise' | 'cloud';
type Lists = { readonly allow?: readonly string[]; readonly admin?: readonly string[] };

const LOOPBACK_LISTS = ['127.0.0.0/8', '::1', 'localhost'];
const SELF_HOSTED: ReadonlySet<OutboundPurpose> = new Set(['model', 'embeddings', 'vector-store']);

const NO_CREDENTIALS: CredentialReader = {
  read: () => Promise.resolve({ openAIApiKey: 'sk-test' }),
};

/** Answers as an OpenAI-compatible server (chat and embeddings), and with JSON otherwise. */
function startModelListener(): Promise<CountingListener> {
  return startCountingListener('::', (request, response) => {
    response.setHeader('content-type', 'application/json');
    if ((request.url ?? '').endsWith('/chat/completions'))
      return void response.end(
        JSON.stringify({
          id: 'c',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [{ index: 0, message: { role: 'assistant', content: 'hi' }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    if ((request.url ?? '').endsWith('/embeddings'))
      return void response.end(
        JSON.stringify({ object: 'list', data: [{ object: 'embedding', index: 0, embedding: [1, 0] }] }),
      );
    response.end('{"result":{"count":0},"status":"ok"}');
  });
}

function policy(platform: Platform, lists: Lists = {}): OutboundPolicy {
  return new OutboundPolicy({
    platform,
    denyList: [],
    allowList: lists.allow ?? [],
    adminAllowList: () => lists.admin ?? [],
  });
}

let dataDir: string;
let cell = 0;

/** Drives one client kind at `base` with a path unique to the cell; never throws; answers the requests received. */
async function drive(
  purpose: OutboundPurpose,
  outbound: OutboundPolicy,
  base: string,
  listener?: CountingListener,
): Promise<number> {
  const before = listener?.received.length ?? 0;
  cell += 1;
  const mark = `cell${String(cell)}`;
  const access = outboundAccess(outbound, { timeoutMs: 5_000, maxResponseBytes: 100_000 });
  const attempt = async (): Promise<void> => {
    if (purpose === 'model') {
      const model = await chatModelProvider(outbound).create(
        {
          modelName: 'chatOpenAICustom',
          config: { modelName: 'm', basepath: `${base}/${mark}/v1` },
          streaming: false,
        },
        NO_CREDENTIALS,
      );
      await model.invoke('hello');
    } else if (purpose === 'embeddings') {
      const { nodes } = await loadNodeRuntime();
      const executor = nodes.findEmbeddings('openAIEmbeddings');
      const embeddings = await executor?.create({
        inputs: { basepath: `${base}/${mark}/v1`, credential: 'c' },
        credentialId: 'c',
        credentials: NO_CREDENTIALS,
        fetch: access.fetchFor('embeddings'),
      });
      await embeddings?.embedQuery('hello');
    } else if (purpose === 'vector-store') {
      const factory = createVectorStoreFactory({ dataDir, outbound });
      try {
        const collection = await factory.open({
          provider: 'qdrant',
          collection: 'c',
          dimensions: 2,
          config: { qdrantServerUrl: `${base}/${mark}`, qdrantCollection: 'c' },
          credentialId: undefined,
        });
        await collection.count();
      } finally {
        await factory.close();
      }
    } else {
      const fetch: GuardedFetch = access.fetchFor(purpose);
      await fetch(`${base}/${mark}`);
    }
  };
  await attempt().catch(() => undefined);
  return (listener?.received.length ?? 0) - before;
}

describe('outbound matrix (HTTP clients × address forms × platforms)', { timeout: 180_000 }, () => {
  let listener: CountingListener;
  let redirectTarget: CountingListener;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'outbound-matrix-'));
    listener = await startModelListener();
    redirectTarget = await startCountingListener('127.0.0.2');
  });
  afterAll(async () => {
    await listener.close();
    await redirectTarget.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const PURPOSES: readonly OutboundPurpose[] = [
    'model',
    'embeddings',
    'vector-store',
    'loader',
    'http-node',
    'mcp',
  ];

  describe.each(PURPOSES)('%s', (purpose) => {
    it.each(['open source', 'enterprise', 'cloud'] as const)(
      'on %s: reaches loopback in every form only where the platform allows it',
      async (platform) => {
        const expected = platform === 'open source' && SELF_HOSTED.has(purpose);
        for (const form of LOOPBACK_FORMS) {
          const base = `http://${form(listener.port)}`;
          const received = await drive(purpose, policy(platform), base, listener);
          expect(received > 0, `${base} (${platform}, ${purpose})`).toBe(expected);
        }
      },
    );

    it('with loopback allow-listed: reached on open source (HTTP_ALLOW_LIST) and enterprise (Outbound access), never on cloud', async () => {
      for (const [platform, lists, expected] of [
        ['open source', { allow: LOOPBACK_LISTS }, true],
        ['enterprise', { admin: LOOPBACK_LISTS }, true],
        ['cloud', { allow: LOOPBACK_LISTS, admin: LOOPBACK_LISTS }, false],
      ] as const) {
        for (const form of [LOOPBACK_FORMS[0], LOOPBACK_FORMS[6], LOOPBACK_FORMS[8]]) {
          const base = `http://${form?.(listener.port) ?? ''}`;
          const received = await drive(purpose, policy(platform, lists), base, listener);
          expect(received > 0, `${base} (${platform}, ${purpose})`).toBe(expected);
        }
      }
    });

    it('follows no redirect to a refused address: a 302 from an admitted server to a refused one reaches nothing', async () => {
      const outbound = policy('enterprise', { allow: ['127.0.0.1'] });
      // An admitted server that answers every request (whatever API path the client adds) with a 302.
      const redirecting = await startCountingListener('127.0.0.1', (_request, response) => {
        response.statusCode = 302;
        response.setHeader('location', `${redirectTarget.base}/secret`);
        response.end();
      });
      const before = redirectTarget.received.length;
      try {
        await drive(purpose, outbound, redirecting.base);
        expect(redirecting.received.length, `${purpose} reached the admitted server`).toBeGreaterThan(0);
        expect(redirectTarget.received.slice(before), `${purpose} followed the redirect`).toEqual([]);
      } finally {
        await redirecting.close();
      }
    });
  });
});

/**
 * Google's Gemini SDK calls the global fetch (it takes no fetch of its own): the model's calls run in a scope
 * that sends those calls through the 'model' fetch. A custom base URL on loopback, streamed and not.
 */
describe('outbound matrix: Google Gemini with a custom base URL', { timeout: 120_000 }, () => {
  let gemini: FakeGemini;
  let redirectTarget: CountingListener;
  const GEMINI_KEY: CredentialReader = {
    read: () => Promise.resolve({ googleGenerativeAPIKey: 'g-test' }),
  };

  beforeAll(async () => {
    gemini = await startFakeGemini();
    redirectTarget = await startCountingListener('127.0.0.2');
  });
  afterAll(async () => {
    await gemini.close();
    await redirectTarget.close();
  });

  /** Asks the Gemini model at `baseUrl` for an answer; the error, if any, is returned. */
  async function askGemini(outbound: OutboundPolicy, baseUrl: string, streaming: boolean): Promise<unknown> {
    try {
      const model = await chatModelProvider(outbound).create(
        {
          modelName: 'chatGoogleGenerativeAI',
          config: { credential: 'c', modelName: 'gemini-2.5-flash', baseUrl },
          streaming,
        },
        GEMINI_KEY,
      );
      if (streaming) {
        const chunks: unknown[] = [];
        for await (const chunk of await model.stream('hello')) chunks.push(chunk);
      } else await model.invoke('hello');
      return undefined;
    } catch (error) {
      return error;
    }
  }

  it.each([false, true])('streaming %s: reached on open source, refused on cloud', async (streaming) => {
    gemini.reset();
    expect(await askGemini(policy('open source'), gemini.url, streaming)).toBeUndefined();
    expect(gemini.generateRequests()).toHaveLength(1);
    gemini.reset();
    expect(String(await askGemini(policy('cloud'), gemini.url, streaming))).toMatch(/127\.0\.0\.1/);
    expect(gemini.generateRequests()).toEqual([]);
  });

  it.each([false, true])(
    'streaming %s: follows no redirect to a refused address (a 302 from an admitted server)',
    async (streaming) => {
      const outbound = policy('enterprise', { allow: ['127.0.0.1'] });
      const redirecting = await startCountingListener('127.0.0.1', (_request, response) => {
        response.statusCode = 302;
        response.setHeader('location', `${redirectTarget.base}/secret`);
        response.end();
      });
      const before = redirectTarget.received.length;
      const started = Date.now();
      try {
        const error = await askGemini(outbound, redirecting.base, streaming);
        expect(redirecting.received.length, 'Gemini reached the admitted server').toBeGreaterThan(0);
        expect(redirectTarget.received.slice(before), 'Gemini followed the redirect').toEqual([]);
        expect(String(error)).toMatch(/Refused: /);
        expect(Date.now() - started, 'a refusal is not retried').toBeLessThan(10_000);
      } finally {
        await redirecting.close();
      }
    },
  );
});
