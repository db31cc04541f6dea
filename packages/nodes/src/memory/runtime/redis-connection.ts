import type { createClient } from 'redis';
import { ChatflowInputError } from '../../runtime/chatflow-component.ts';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';

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

export type RedisClient = ReturnType<typeof createClient>;

/**
 * Runs `work` on a fresh connection, closed afterwards (a run holds no connection between steps). The Redis client
 * library is loaded with the first connection.
 */
export async function withRedis<T>(url: string, work: (client: RedisClient) => Promise<T>): Promise<T> {
  const { createClient } = await import('redis');
  const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 5000 } });
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
