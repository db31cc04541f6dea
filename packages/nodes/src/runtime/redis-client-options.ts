import type { RedisClientOptions } from 'redis';
import type { TcpTarget } from './outbound-port.ts';

/** What of a checked target the client needs. */
export type PinnedAddress = Pick<TcpTarget, 'address' | 'servername'>;

/** One attempt, no reconnection: a run holds no connection between steps, and a failure is reported at once. */
const SOCKET = { reconnectStrategy: false, connectTimeout: 5000 } as const;

function decoded(text: string): string | undefined {
  return text === '' ? undefined : decodeURIComponent(text);
}

/**
 * node-redis options for a `redis://` or `rediss://` URL (user, password, database as node-redis reads them).
 * With `pinned`, the socket connects to the checked address instead of the URL's host (node-redis would let the
 * URL's host win over socket options, so the URL is not passed), TLS still verifying the name as written.
 */
export function redisClientOptions(url: string, pinned?: PinnedAddress): RedisClientOptions {
  if (!pinned) return { url, socket: SOCKET };
  const parsed = new URL(url);
  const port = parsed.port === '' ? 6379 : Number(parsed.port);
  const database = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : undefined;
  const username = decoded(parsed.username);
  const password = decoded(parsed.password);
  return {
    socket:
      parsed.protocol === 'rediss:'
        ? {
            ...SOCKET,
            host: pinned.address,
            port,
            tls: true,
            ...(pinned.servername === undefined ? {} : { servername: pinned.servername }),
          }
        : { ...SOCKET, host: pinned.address, port },
    ...(username === undefined ? {} : { username }),
    ...(password === undefined ? {} : { password }),
    ...(database === undefined || Number.isNaN(database) ? {} : { database }),
  };
}
