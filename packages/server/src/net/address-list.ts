import { BlockList, isIP } from 'node:net';
import { bareHost, embeddedIpv4s, ipLiteral } from './ip-address.ts';

/** Addresses in a BlockList, judged with the IPv4 addresses an IPv6 address carries. */
export function listHas(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 4) return list.check(address, 'ipv4');
  if (family !== 6) return false;
  return list.check(address, 'ipv6') || embeddedIpv4s(address).some((v4) => list.check(v4, 'ipv4'));
}

/** A BlockList of `[address, prefix]` ranges. */
export function blockList(v4: readonly [string, number][], v6: readonly [string, number][]): BlockList {
  const list = new BlockList();
  for (const [address, prefix] of v4) list.addSubnet(address, prefix, 'ipv4');
  for (const [address, prefix] of v6) list.addSubnet(address, prefix, 'ipv6');
  return list;
}

/**
 * A list of hosts as an administrator writes it (HTTP_ALLOW_LIST, HTTP_DENY_LIST, the Outbound access screen):
 * host names, `*.domain` suffixes, IP addresses (any form `ipLiteral` reads) and CIDR ranges.
 */
export class AddressList {
  private readonly hosts = new Set<string>();
  /** `*.example.com` entries, stored as `.example.com`. */
  private readonly suffixes: string[] = [];
  private readonly addresses = new BlockList();

  /** Throws, naming `setting`, on an entry that is none of the accepted forms. */
  constructor(entries: readonly string[], setting: string) {
    for (const raw of entries) {
      const entry = bareHost(raw);
      if (entry === '') continue;
      const [base = '', prefix] = entry.split('/');
      const literal = ipLiteral(base);
      if (literal) this.addAddress(literal.address, literal.family, prefix, raw, setting);
      else if (prefix !== undefined) throw new Error(`${setting}: "${raw}" is not a valid CIDR range`);
      else if (entry.startsWith('*.')) this.suffixes.push(entry.slice(1));
      else if (/^[a-z0-9_.-]+$/.test(entry)) this.hosts.add(entry);
      else throw new Error(`${setting}: "${raw}" is not a host name, IP address or CIDR range`);
    }
  }

  private addAddress(
    address: string,
    family: 4 | 6,
    prefix: string | undefined,
    raw: string,
    setting: string,
  ) {
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      this.addresses.addAddress(address, type);
      return;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128))
      throw new Error(`${setting}: "${raw}" is not a valid CIDR range`);
    this.addresses.addSubnet(address, bits, type);
  }

  /** Whether the name (lower case, bare) is listed, by itself or by a `*.` suffix. */
  hasHost(host: string): boolean {
    const bare = bareHost(host);
    return this.hosts.has(bare) || this.suffixes.some((suffix) => bare.endsWith(suffix));
  }

  /** Whether the address, or an IPv4 address it carries, is listed. */
  hasAddress(address: string): boolean {
    return listHas(this.addresses, address);
  }
}
