import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  findChatflowComponent,
  isChatflowMemory,
  type ChatflowInitContext,
  type RuntimeServices,
} from '@loomflow/nodes/runtime';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundAccess } from './outbound-access.adapter.ts';
import { createVectorStoreFactory, type VectorStoreFactoryOptions } from '../vectors/vector-store-factory.ts';
import { OutboundPolicy } from '../net/outbound-policy.ts';
import {
  startCountingTcpListener,
  type CountingTcpListener,
} from '../net/test-support/counting-tcp-listener.ts';

/**
 * The raw TCP rows of the outbound-policy matrix: every TCP client a flow can point at an address (Postgres and
 * Redis vector stores, Postgres and Redis chat memories, the Redis cache, the Sql Database Chain's PostgreSQL),
 * driven through its real code path, ×
 * every spelling of loopback × the three platform kinds. A loopback listener counts connections: where the policy
 * refuses, it must receive none.
 */

type Platform = 'open source' | 'enterprise' | 'cloud';

const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-tcp-matrix-'));
let listener: CountingTcpListener;

beforeAll(async () => {
  listener = await startCountingTcpListener();
});
afterAll(async () => {
  await listener.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const policyOf = (platform: Platform, admin: readonly string[] = [], allowList: readonly string[] = []) =>
  new OutboundPolicy({ platform, allowList, denyList: [], adminAllowList: () => admin });

/** Loopback as typed into a Host field and into a redis:// URL. */
const LOOPBACK_FORMS: readonly { readonly form: string; readonly host: string; readonly urlHost: string }[] =
  [
    { form: '127.0.0.1', host: '127.0.0.1', urlHost: '127.0.0.1' },
    { form: 'localhost', host: 'localhost', urlHost: 'localhost' },
    { form: 'localhost.', host: 'localhost.', urlHost: 'localhost.' },
    { form: 'decimal 2130706433', host: '2130706433', urlHost: '2130706433' },
    { form: 'hex 0x7f.1', host: '0x7f.1', urlHost: '0x7f.1' },
    { form: 'IPv4-mapped [::ffff:127.0.0.1]', host: '::ffff:127.0.0.1', urlHost: '[::ffff:127.0.0.1]' },
    { form: 'IPv6 [::1]', host: '::1', urlHost: '[::1]' },
  ];

type Credential = Awaited<ReturnType<RuntimeServices['credentials']['read']>>;

function servicesFor(policy: OutboundPolicy, credential: Credential): RuntimeServices {
  const services: Partial<RuntimeServices> = {
    credentials: { read: () => Promise.resolve(credential) },
    outbound: outboundAccess(policy, { timeoutMs: 5000, maxResponseBytes: 1024 }),
  };
  return services as RuntimeServices;
}

function contextFor(nodeLabel: string, inputs: Record<string, unknown>, services: RuntimeServices) {
  const context: ChatflowInitContext = {
    nodeId: 'node_0',
    nodeLabel,
    inputs,
    outputs: {},
    credentialId: 'credential-1',
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'chat-1', workspaceId: 'ws-1' },
    question: '',
    chatHistory: [],
    vars: {},
    memory: { pastMessages: () => Promise.resolve([]) },
    services,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
  };
  return context;
}

async function initialised(name: string, context: ChatflowInitContext): Promise<unknown> {
  const component = findChatflowComponent(name);
  if (!component) throw new Error(`no component ${name}`);
  return component.init(context);
}

async function memoryMessages(name: string, context: ChatflowInitContext): Promise<void> {
  const memory = await initialised(name, context);
  if (!isChatflowMemory(memory)) throw new Error(`${name} gave no memory`);
  await memory.messages();
}

async function vectorCount(options: VectorStoreFactoryOptions, provider: string, config: object) {
  const factory = createVectorStoreFactory(options);
  try {
    const collection = await factory.open({
      provider,
      collection: 'matrix',
      dimensions: 3,
      config: { ...config },
      credentialId: 'credential-1',
      workspaceId: 'ws-1',
    });
    try {
      await collection.count();
    } finally {
      await collection.close();
    }
  } finally {
    await factory.close();
  }
}

/** One connection attempt of a client kind to `host` (Host field) / `urlHost` (redis:// URL) on the listener. */
interface TcpClientKind {
  readonly kind: string;
  /** A service a self-hosted install runs beside it: private addresses allowed on open source. */
  readonly selfHosted: boolean;
  readonly attempt: (policy: OutboundPolicy, host: string, urlHost: string, port: number) => Promise<void>;
}

const redisCredential = (urlHost: string, port: number) => ({
  redisUrl: `redis://${urlHost}:${String(port)}`,
});

const CLIENT_KINDS: readonly TcpClientKind[] = [
  {
    kind: 'Postgres vector store',
    selfHosted: true,
    attempt: (policy, host, _urlHost, port) =>
      vectorCount(
        {
          dataDir,
          outbound: policy,
          readCredential: () => Promise.resolve({ user: 'loomflow', password: 'secret' }),
        },
        'postgres',
        { host, port, database: 'vectors' },
      ),
  },
  {
    kind: 'Redis vector store',
    selfHosted: true,
    attempt: (policy, _host, urlHost, port) =>
      vectorCount(
        { dataDir, outbound: policy, readCredential: () => Promise.resolve(redisCredential(urlHost, port)) },
        'redis',
        { indexName: 'matrix' },
      ),
  },
  {
    kind: 'Postgres Chat Memory',
    selfHosted: true,
    attempt: (policy, host, _urlHost, port) =>
      memoryMessages(
        'PostgresChatMemory',
        contextFor(
          'Postgres Chat Memory',
          { host, port: String(port), database: 'memories' },
          servicesFor(policy, { user: 'loomflow', password: 'secret' }),
        ),
      ),
  },
  {
    kind: 'Redis-Backed Chat Memory',
    selfHosted: true,
    attempt: (policy, _host, urlHost, port) =>
      memoryMessages(
        'RedisBackedChatMemory',
        contextFor('Redis-Backed Chat Memory', {}, servicesFor(policy, redisCredential(urlHost, port))),
      ),
  },
  {
    kind: 'Redis Cache',
    selfHosted: true,
    attempt: async (policy, _host, urlHost, port) => {
      const context = contextFor('Redis Cache', {}, servicesFor(policy, redisCredential(urlHost, port)));
      const cache = (await initialised('redisCache', context)) as {
        lookup(prompt: string, llmKey: string): Promise<unknown>;
      };
      await cache.lookup('What is the capital of France?', 'model');
    },
  },
  {
    kind: 'Sql Database Chain (PostgreSQL)',
    selfHosted: true,
    attempt: async (policy, _host, urlHost, port) => {
      const inputs = {
        database: 'postgres',
        url: `postgresql://loomflow:secret@${urlHost}:${String(port)}/shop`,
        model: new FakeListChatModel({ responses: ['SELECT 1'] }),
      };
      const context = contextFor('Sql Database Chain', inputs, servicesFor(policy, {}));
      const chain = findChatflowComponent('sqlDatabaseChain');
      const instance = await chain?.init(context);
      await chain?.run?.({ ...context, instance, streaming: false, emit: () => undefined });
    },
  },
];

/** Runs an attempt and reports the connections the listener saw and the error it ended with. */
async function outcome(attempt: () => Promise<void>): Promise<{ connections: number; error: string }> {
  const before = listener.connections();
  const error = await attempt().then(
    () => '',
    (failure: unknown) => (failure instanceof Error ? failure.message : String(failure)),
  );
  // A refused attempt never dials; an admitted one has been accepted (and hung up on) before it failed.
  return { connections: listener.connections() - before, error };
}

describe.each(CLIENT_KINDS)('$kind under the outbound policy', ({ attempt, selfHosted }) => {
  describe.each(LOOPBACK_FORMS)('loopback as $form', ({ host, urlHost }) => {
    it(`open source: ${selfHosted ? 'connects (a service beside the server)' : 'refused unless allow-listed'}`, async () => {
      const result = await outcome(() => attempt(policyOf('open source'), host, urlHost, listener.port));
      if (selfHosted) {
        expect(result.error).not.toMatch(/private or loopback/);
        expect(result.connections).toBeGreaterThan(0);
      } else {
        expect(result.connections).toBe(0);
        expect(result.error).toMatch(/is a private or loopback address: add .* to HTTP_ALLOW_LIST/);
      }
    });

    it('open source with HTTP_ALLOW_LIST naming loopback: connects', async () => {
      const policy = policyOf('open source', [], ['127.0.0.0/8', '::1', 'localhost']);
      const result = await outcome(() => attempt(policy, host, urlHost, listener.port));
      expect(result.error).not.toMatch(/private or loopback/);
      expect(result.connections).toBeGreaterThan(0);
    });

    it('enterprise without an administrator entry: refused, nothing reaches the listener', async () => {
      const result = await outcome(() => attempt(policyOf('enterprise'), host, urlHost, listener.port));
      expect(result.connections).toBe(0);
      expect(result.error).toMatch(/is a private or loopback address: add .* to HTTP_ALLOW_LIST/);
      expect(result.error).toContain('under Outbound access');
    });

    it('cloud: refused with no override, nothing reaches the listener', async () => {
      const result = await outcome(() => attempt(policyOf('cloud'), host, urlHost, listener.port));
      expect(result.connections).toBe(0);
      expect(result.error).toMatch(/cannot reach on Loomflow Cloud: use a public address/);
    });
  });

  it('enterprise: connects once an administrator allows the address under Outbound access', async () => {
    const policy = policyOf('enterprise', ['127.0.0.0/8']);
    const result = await outcome(() => attempt(policy, '0x7f.1', '0x7f.1', listener.port));
    expect(result.error).not.toMatch(/private or loopback/);
    expect(result.connections).toBeGreaterThan(0);
  });

  it('link-local and metadata addresses: refused on every platform, whatever an administrator allows', async () => {
    for (const platform of ['open source', 'enterprise', 'cloud'] as const) {
      const policy = policyOf(platform, ['169.254.0.0/16']);
      const result = await outcome(() =>
        attempt(policy, '169.254.169.254', '169.254.169.254', listener.port),
      );
      expect(result.error, platform).toMatch(/link-local or cloud metadata address, which flows never reach/);
    }
  });
});

describe('an empty Host is refused, never the server’s own database', () => {
  it('Postgres vector store: "Host is required", even where the server runs on PostgreSQL', async () => {
    const serverDatabase = {
      host: '127.0.0.1',
      port: listener.port,
      database: 'loomflow',
      user: 'loomflow',
      password: 'server-secret',
      ssl: false,
    };
    // The option this server once used for an empty Host: it must no longer lead anywhere.
    const options = {
      dataDir,
      outbound: policyOf('open source'),
      readCredential: () => Promise.resolve({ user: 'loomflow', password: 'secret' }),
      postgres: serverDatabase,
    };
    const result = await outcome(() => vectorCount(options, 'postgres', { host: '', database: 'x' }));
    expect(result.connections).toBe(0);
    expect(result.error).toBe('Postgres: Host is required (the PostgreSQL server holding the vectors)');
  });

  it('Postgres Chat Memory: refused before any connection', async () => {
    const services = servicesFor(policyOf('open source'), { user: 'loomflow', password: 'secret' });
    const context = contextFor('Postgres Chat Memory', { host: ' ', database: 'memories' }, services);
    const result = await outcome(() => memoryMessages('PostgresChatMemory', context));
    expect(result.error).toMatch(/^Host is empty/);
    expect(result.connections).toBe(0);
  });
});
