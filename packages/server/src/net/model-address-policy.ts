import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { PlatformType } from '@loomflow/core';
import { AddressPolicy, bareHost, embeddedIpv4, type AddressRefusal } from './address-policy.ts';

/** What decides whether an outbound connection may reach a host and the addresses it resolves to. */
export interface OutboundAddressPolicy {
  /** Why `hostname` (a name or an IP literal) must not be contacted, or undefined. */
  refuseHost(hostname: string): string | undefined;
  /** Why the resolved `address` of `hostname` must not be contacted, or undefined. */
  refuseAddress(address: string, hostname: string): string | undefined;
}

/** Link-local and cloud metadata endpoints: never reached from flows, whatever the platform or the lists say. */
const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data']);

function linkLocal(): BlockList {
  const list = new BlockList();
  list.addSubnet('169.254.0.0', 16, 'ipv4');
  list.addSubnet('fe80::', 10, 'ipv6');
  list.addAddress('fd00:ec2::254', 'ipv6');
  return list;
}

export interface ModelAddressPolicyOptions {
  readonly platform: PlatformType;
  readonly denyList: readonly string[];
  readonly allowList: readonly string[];
}

/**
 * Where model servers (chat models' base URLs, their model lists) may be. A self-hosted open source install runs
 * Ollama, LM Studio or vLLM beside it, so private and loopback addresses are allowed there; enterprise admits them
 * through HTTP_ALLOW_LIST; cloud never. Link-local and metadata addresses are refused everywhere, HTTP_DENY_LIST
 * wherever it applies. Every refusal says which setting would admit the address, if one would.
 */
export class ModelAddressPolicy implements OutboundAddressPolicy {
  private readonly platform: PlatformType;
  private readonly lists: AddressPolicy;
  /** The deny list alone (open source checks nothing else but link-local). */
  private readonly denyOnly: AddressPolicy;
  private readonly linkLocal = linkLocal();

  constructor(options: ModelAddressPolicyOptions) {
    this.platform = options.platform;
    const allowList = options.platform === 'cloud' ? [] : options.allowList;
    this.lists = new AddressPolicy({ denyList: options.denyList, allowList });
    this.denyOnly = new AddressPolicy({ denyList: options.denyList, allowList: ['0.0.0.0/0', '::/0'] });
  }

  refuseHost(hostname: string): string | undefined {
    const host = bareHost(hostname).replace(/\.$/, '');
    if (METADATA_HOSTS.has(host)) return `${host} is a cloud metadata address, which flows never reach`;
    return isIP(host) === 0 ? this.explain(this.policy().hostRefusal(host)) : this.refuseAddress(host, host);
  }

  refuseAddress(address: string, hostname: string): string | undefined {
    const host = bareHost(hostname);
    if (this.isLinkLocal(address)) {
      const shown = host === address ? address : `${host} (${address})`;
      return `${shown} is a link-local or cloud metadata address, which flows never reach`;
    }
    return this.explain(this.policy().addressRefusal(address, host));
  }

  private policy(): AddressPolicy {
    return this.platform === 'open source' ? this.denyOnly : this.lists;
  }

  private isLinkLocal(address: string): boolean {
    const family = isIP(address);
    if (family === 4) return this.linkLocal.check(address, 'ipv4');
    if (family !== 6) return false;
    const v4 = embeddedIpv4(address);
    return this.linkLocal.check(address, 'ipv6') || (v4 !== undefined && this.linkLocal.check(v4, 'ipv4'));
  }

  /** The refusal in words, with the exact setting that admits the address on this platform. */
  private explain(refusal: AddressRefusal | undefined): string | undefined {
    if (refusal === undefined) return undefined;
    const { shown, address, host } = refusal;
    const admitted = isIP(host) === 0 ? host : address;
    if (refusal.rule === 'denied')
      return `${shown} is on HTTP_DENY_LIST: remove it there (server environment) and restart the server to allow it`;
    if (this.platform === 'cloud')
      return `${shown} is a private or loopback address, which models cannot reach on Loomflow Cloud: use a public address`;
    return (
      `${shown} is a private or loopback address: add ${admitted} to HTTP_ALLOW_LIST (comma-separated host names, ` +
      `IP addresses or CIDR ranges) in the server's environment and restart the server to allow it`
    );
  }
}

/** Why `url` must not be contacted under `policy` (its host, then every address it resolves to), or undefined. */
export async function refuseUrl(policy: OutboundAddressPolicy, url: string): Promise<string | undefined> {
  const hostname = new URL(url).hostname;
  const hostRefusal = policy.refuseHost(hostname);
  if (hostRefusal) return hostRefusal;
  const bare = bareHost(hostname);
  if (isIP(bare) !== 0) return undefined;
  const addresses = await lookup(bare, { all: true });
  for (const { address } of addresses) {
    const refusal = policy.refuseAddress(address, bare);
    if (refusal) return refusal;
  }
  return undefined;
}
