import { BlockList, isIP } from 'node:net';

/** Ranges never reached on a user's behalf unless allow-listed: private, loopback, link-local, metadata, … */
const PRIVATE_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const PRIVATE_V6: readonly [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

function privateRanges(): BlockList {
  const list = new BlockList();
  for (const [address, prefix] of PRIVATE_V4) list.addSubnet(address, prefix, 'ipv4');
  for (const [address, prefix] of PRIVATE_V6) list.addSubnet(address, prefix, 'ipv6');
  return list;
}

/** `[::1]` → `::1`; lower case. */
export function bareHost(hostname: string): string {
  return hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address. */
export function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const match = /^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f.:]+)$/.exec(lower);
  if (!match?.[1]) return undefined;
  const tail = match[1];
  if (isIP(tail) === 4) return tail;
  const groups = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(tail);
  if (!groups?.[1] || !groups[2]) return undefined;
  const high = parseInt(groups[1], 16);
  const low = parseInt(groups[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

interface EntryList {
  readonly hosts: ReadonlySet<string>;
  /** `*.example.com` entries, stored as `.example.com`. */
  readonly suffixes: readonly string[];
  readonly addresses: BlockList;
}

function parseEntries(entries: readonly string[], setting: string): EntryList {
  const hosts = new Set<string>();
  const suffixes: string[] = [];
  const addresses = new BlockList();
  for (const raw of entries) {
    const entry = bareHost(raw.trim());
    const [base = '', prefix] = entry.split('/');
    const family = isIP(base);
    if (family !== 0) {
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) addresses.addAddress(base, type);
      else {
        const bits = Number(prefix);
        if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128))
          throw new Error(`${setting}: "${raw}" is not a valid CIDR range`);
        addresses.addSubnet(base, bits, type);
      }
    } else if (entry.startsWith('*.')) suffixes.push(entry.slice(1));
    else if (/^[a-z0-9.-]+$/.test(entry)) hosts.add(entry);
    else throw new Error(`${setting}: "${raw}" is not a host name, IP address or CIDR range`);
  }
  return { hosts, suffixes, addresses };
}

function matchesHost(list: EntryList, host: string): boolean {
  return list.hosts.has(host) || list.suffixes.some((suffix) => host.endsWith(suffix));
}

function matchesAddress(list: EntryList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (list.addresses.check(address, family === 4 ? 'ipv4' : 'ipv6')) return true;
  const v4 = family === 6 ? embeddedIpv4(address) : undefined;
  return v4 !== undefined && list.addresses.check(v4, 'ipv4');
}

/** Why an address is refused: on HTTP_DENY_LIST, or in a private/special range and not on HTTP_ALLOW_LIST. */
export interface AddressRefusal {
  readonly rule: 'denied' | 'private';
  /** The host as the user wrote it, with the address it resolved to when they differ. */
  readonly shown: string;
  readonly address: string;
  /** The host name or IP literal as written (lower case, no brackets). */
  readonly host: string;
}

function describeRefusal(refusal: AddressRefusal | undefined): string | undefined {
  if (!refusal) return undefined;
  if (refusal.rule === 'denied') return `${refusal.shown} is on HTTP_DENY_LIST`;
  return `${refusal.shown} is a private, loopback, link-local or reserved address; add it to HTTP_ALLOW_LIST to allow it`;
}

export interface AddressPolicyOptions {
  readonly denyList?: readonly string[];
  readonly allowList?: readonly string[];
}

/**
 * Decides whether outbound HTTP may reach a host and the addresses it resolves to. Private, loopback,
 * link-local, metadata and other special ranges are refused unless allow-listed; deny-listed names and ranges
 * are always refused.
 */
export class AddressPolicy {
  private readonly deny: EntryList;
  private readonly allow: EntryList;
  private readonly special = privateRanges();

  constructor(options: AddressPolicyOptions = {}) {
    this.deny = parseEntries(options.denyList ?? [], 'HTTP_DENY_LIST');
    this.allow = parseEntries(options.allowList ?? [], 'HTTP_ALLOW_LIST');
  }

  /** Why `host` (a name or an IP literal) must not be contacted, or undefined. */
  refuseHost(hostname: string): string | undefined {
    return describeRefusal(this.hostRefusal(hostname));
  }

  /** Why the resolved `address` of `hostname` must not be contacted, or undefined. */
  refuseAddress(address: string, hostname: string): string | undefined {
    return describeRefusal(this.addressRefusal(address, hostname));
  }

  /** The refusal of `host` (a name or an IP literal), as data. */
  hostRefusal(hostname: string): AddressRefusal | undefined {
    const host = bareHost(hostname);
    if (matchesHost(this.deny, host)) return { rule: 'denied', shown: host, address: host, host };
    return isIP(host) === 0 ? undefined : this.addressRefusal(host, host);
  }

  /** The refusal of the resolved `address` of `hostname`, as data. */
  addressRefusal(address: string, hostname: string): AddressRefusal | undefined {
    const host = bareHost(hostname);
    const shown = host === address ? address : `${host} (${address})`;
    if (matchesAddress(this.deny, address)) return { rule: 'denied', shown, address, host };
    if (matchesHost(this.allow, host) || matchesAddress(this.allow, address)) return undefined;
    if (this.isSpecial(address)) return { rule: 'private', shown, address, host };
    return undefined;
  }

  private isSpecial(address: string): boolean {
    const family = isIP(address);
    if (family === 4) return this.special.check(address, 'ipv4');
    if (family !== 6) return true;
    const v4 = embeddedIpv4(address);
    return this.special.check(address, 'ipv6') || (v4 !== undefined && this.special.check(v4, 'ipv4'));
  }
}
