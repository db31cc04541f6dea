import type { createClient } from 'redis';
import { ChatflowInputError } from '../../runtime/chatflow-component.ts';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { OutboundAccess } from '../../runtime/outbound-port.ts';
import { redisClientOptions } from '../../runtime/redis-client-options.ts';
import { tcpTargetOf } from '../../runtime/tcp-target.ts';

/** A Redis URL from the node's credential (Redis API or Redis URL), or the local server without one. */
export async function redisUrlOf(context: ChatflowInitContext): Promise<string> {
  if (context.credentialId === undefined || context.credentialId === '') return 'redis://127.0.0.1:6379';
  const data = await context.services.credentials.read(context.credentialId);
  const text = (name: string): string => {
    const value = data[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const url = text('redisUrl');
  if (url !== '') {
    if (!/^rediss?:\/\//.test(url))
      throw new ChatflowInputError(`the Redis URL must start with redis:// or rediss://, got "${url}"`);
    return url;
  }
  const host = text('redisCacheHost') || '127.0.0.1';
  const port = text('redisCachePort') || '6379';
  const user = text('redisCacheUser');
  const password = text('redisCachePwd');
  const login = user || password ? `${encodeURIComponent(user)}:${encodeURIComponent(password)}@` : '';
  const tls = data.redisCacheSslEnabled === true || data.redisCacheSslEnabled === 'true';
  return `${tls ? 'rediss' : 'redis'}://${login}${host}:${port}`;
}

/** A node's Redis: its URL and the outbound policy (memory or cache) every connection to it is checked under. */
export interface RedisTarget {
  readonly url: string;
  readonly purpose: 'memory' | 'cache';
  /** The node and setting, for refusals: "Redis Cache: the Redis credential's host". */
  readonly what: string;
  readonly outbound: OutboundAccess | undefined;
}

/** The node's Redis (see `redisUrlOf`), to be reached under the server's `purpose` outbound policy. */
export async function redisTargetOf(
  context: ChatflowInitContext,
  purpose: RedisTarget['purpose'],
): Promise<RedisTarget> {
  const setting = context.credentialId
    ? "the Redis credential's host"
    : 'no Redis credential, so the local Redis';
  return {
    url: await redisUrlOf(context),
    purpose,
    what: `${context.nodeLabel}: ${setting}`,
    outbound: context.services.outbound,
  };
}

export type RedisClient = ReturnType<typeof createClient>;

/**
 * Runs `work` on a fresh connection, closed afterwards (a run holds no connection between steps). The host is
 * checked under the outbound policy first and the client connects to the checked address. The Redis client library
 * is loaded with the first connection.
 */
export async function withRedis<T>(
  target: RedisTarget,
  work: (client: RedisClient) => Promise<T>,
): Promise<T> {
  const { url } = target;
  const pinned = await tcpTargetOf(target.outbound, target.purpose, new URL(url).hostname, target.what);
  const { createClient } = await import('redis');
  const client = createClient(redisClientOptions(url, pinned));
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ChatflowInputError(`cannot connect to Redis at ${url.replace(/\/\/[^@]*@/, '//')}: ${reason}`);
  }
  try {
    return await work(client);
  } finally {
    await client.quit().catch(() => undefined);
  }
}
