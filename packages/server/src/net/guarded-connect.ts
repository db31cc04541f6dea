import { lookup } from 'node:dns/promises';
import { bareHost, ipLiteral, isLocalhostName } from './ip-address.ts';
import type { OutboundAddressPolicy } from './outbound-address-policy.ts';

/** Where a raw TCP client (Postgres, Redis…) connects once the outbound policy has admitted the host. */
export interface TcpTarget {
  /** The checked IP address: the client connects to it, so no second DNS lookup can lead elsewhere. */
  readonly address: string;
  readonly family: 4 | 6;
  /** The name as written, for TLS (SNI and the certificate check); undefined when the host is an IP literal. */
  readonly servername: string | undefined;
}

/** A host the outbound policy refuses (or that cannot be resolved), in words for the person who typed it. */
export class OutboundConnectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundConnectError';
  }
}

/** Resolves a host name to every address it has (`dns.lookup`, as the clients themselves would). */
export type ResolveAll = (host: string) => Promise<readonly { address: string; family: number }[]>;

const resolveAll: ResolveAll = (host) => lookup(host, { all: true });

/** Host names the resolver is given: letters, digits, `-`, `_` and dots (no socket paths, no spaces). */
const HOST_NAME = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;

/**
 * The address a raw TCP client may connect to for `host` under `policy`: an IP literal in any spelling
 * (`2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]`…) is read as the policy reads it; a name is resolved and refused
 * when ANY of its addresses is refused, then pinned to the first. `localhost` names (with or without a trailing
 * dot) are the machine itself. `what` names the node and setting in the refusal ("Postgres vector store Host").
 * Throws an OutboundConnectError saying why not, and what would admit the host where something would.
 */
export async function checkedTcpTarget(
  policy: OutboundAddressPolicy,
  host: string,
  what: string,
  resolve: ResolveAll = resolveAll,
): Promise<TcpTarget> {
  const bare = bareHost(host);
  if (bare === '') throw new OutboundConnectError(`${what} is required`);
  const refusal = policy.refuseHost(host);
  if (refusal) throw new OutboundConnectError(`${what}: ${refusal}`);
  const literal = ipLiteral(bare);
  if (literal) return { address: literal.address, family: literal.family, servername: undefined };
  if (!HOST_NAME.test(bare))
    throw new OutboundConnectError(`${what}: "${host}" is not a host name or IP address`);
  const name = isLocalhostName(bare) ? 'localhost' : bare;
  let addresses: readonly { address: string; family: number }[];
  try {
    addresses = await resolve(name);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new OutboundConnectError(`${what}: ${bare} could not be resolved (${code}): check the host name`);
  }
  for (const { address } of addresses) {
    const refused = policy.refuseAddress(address, bare);
    if (refused) throw new OutboundConnectError(`${what}: ${refused}`);
  }
  const first = addresses[0];
  if (!first) throw new OutboundConnectError(`${what}: ${bare} has no address: check the host name`);
  return { address: first.address, family: first.family === 6 ? 6 : 4, servername: bare };
}
