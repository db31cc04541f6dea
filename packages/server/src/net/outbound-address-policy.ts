import { lookup } from 'node:dns/promises';
import { bareHost, ipLiteral } from './ip-address.ts';

/** What decides whether an outbound connection may reach a host and the addresses it resolves to. */
export interface OutboundAddressPolicy {
  /**
   * Why `hostname` (a name or an IP literal in any form) must not be contacted, or undefined. A name that passes
   * is checked again, address by address, once resolved.
   */
  refuseHost(hostname: string): string | undefined;
  /** Why the resolved `address` of `hostname` must not be contacted, or undefined. */
  refuseAddress(address: string, hostname: string): string | undefined;
}

/** Why `url` must not be contacted under `policy` (its host, then every address it resolves to), or undefined. */
export async function refuseUrl(policy: OutboundAddressPolicy, url: string): Promise<string | undefined> {
  const hostname = new URL(url).hostname;
  return refuseResolvedHost(policy, hostname);
}

/** Why `hostname` must not be contacted: by its name, then by every address it resolves to (any refused one refuses). */
export async function refuseResolvedHost(
  policy: OutboundAddressPolicy,
  hostname: string,
): Promise<string | undefined> {
  const hostRefusal = policy.refuseHost(hostname);
  if (hostRefusal) return hostRefusal;
  if (ipLiteral(hostname)) return undefined;
  const bare = bareHost(hostname);
  const addresses = await lookup(bare, { all: true });
  for (const { address } of addresses) {
    const refusal = policy.refuseAddress(address, bare);
    if (refusal) return refusal;
  }
  return undefined;
}
