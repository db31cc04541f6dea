import { isIP } from 'node:net';

/**
 * IP literals the way the connecting libraries read them. `getaddrinfo` (behind Node's `dns.lookup`, so behind
 * `pg`, `ioredis`, `net.connect`) and the URL parser accept IPv4 in `inet_aton` forms — `2130706433`,
 * `0177.0.0.1`, `0x7f.0.0.1`, `127.1` — so a policy that only knew dotted quads would judge those as names.
 * IPv6 addresses can carry an IPv4 address that the network delivers to (mapped, compatible, 6to4, Teredo,
 * NAT64): that IPv4 address is what must be judged.
 */

/** A host name without brackets, zone id or trailing dots, in lower case: `[::1]` → `::1`, `localhost.` → `localhost`. */
export function bareHost(hostname: string): string {
  return hostname
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/** One `inet_aton` part: decimal, octal (leading 0) or hex (0x); undefined when it is none of them. */
function inetAtonPart(part: string): number | undefined {
  if (/^0x[0-9a-f]*$/.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8);
  if (/^[1-9][0-9]*$/.test(part)) return Number(part);
  return undefined;
}

/** An IPv4 address in any `inet_aton` form, as a dotted quad; undefined when `text` is not one. */
export function parseIpv4(text: string): string | undefined {
  const parts = text.split('.');
  if (parts.length > 4 || parts.some((part) => part === '')) return undefined;
  const values = parts.map(inetAtonPart);
  if (values.some((value) => value === undefined)) return undefined;
  const numbers = values.map((value) => value ?? 0);
  const last = numbers[numbers.length - 1] ?? 0;
  const leading = numbers.slice(0, -1);
  if (leading.some((value) => value > 255) || last >= 2 ** (8 * (5 - numbers.length))) return undefined;
  let value = last;
  leading.forEach((byte, index) => {
    value += byte * 2 ** (8 * (3 - index));
  });
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

/** The 16 bytes of an IPv6 address (dotted IPv4 tail allowed), or undefined when it is not one. */
export function ipv6Bytes(text: string): number[] | undefined {
  if (isIP(text) !== 6) return undefined;
  let address = text.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    address =
      address.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groupsOf(head);
  const after = groupsOf(tail);
  const zeros = tail === undefined ? 0 : 8 - before.length - after.length;
  const groups = [...before, ...Array<string>(zeros).fill('0'), ...after].map((group) => parseInt(group, 16));
  return groups.flatMap((group) => [group >> 8, group & 255]);
}

function quad(bytes: readonly number[]): string {
  return bytes.join('.');
}

/**
 * The IPv4 addresses an IPv6 address leads to: IPv4-mapped (`::ffff:a.b.c.d`, also `::ffff:0:a.b.c.d`),
 * IPv4-compatible (`::a.b.c.d`), 6to4 (`2002:AABB:CCDD::/16`), Teredo (`2001:0::/32`: its server, and its client,
 * the last 32 bits inverted) and NAT64 (`64:ff9b::/96`, `64:ff9b:1::/48`). None for other addresses.
 */
export function embeddedIpv4s(address: string): string[] {
  const bytes = ipv6Bytes(address);
  if (!bytes) return [];
  const at = (from: number, to: number) => bytes.slice(from, to);
  const zero = (from: number, to: number) => at(from, to).every((byte) => byte === 0);
  const last = at(12, 16);
  const word = (index: number) => ((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0);
  if (zero(0, 10) && word(10) === 0xffff) return [quad(last)];
  if (zero(0, 8) && word(8) === 0xffff && word(10) === 0) return [quad(last)];
  if (zero(0, 12)) return [quad(last)];
  if (word(0) === 0x2002) return [quad(at(2, 6))];
  if (word(0) === 0x2001 && word(2) === 0) return [quad(at(4, 8)), quad(last.map((byte) => byte ^ 0xff))];
  if (word(0) === 0x64 && word(2) === 0xff9b && (zero(4, 12) || word(4) === 1)) return [quad(last)];
  return [];
}

/** An IP literal in canonical text (dotted quad, or IPv6 as written), or undefined when `host` is a name. */
export function ipLiteral(host: string): { readonly address: string; readonly family: 4 | 6 } | undefined {
  const bare = bareHost(host);
  if (isIP(bare) === 6) return { address: bare, family: 6 };
  const v4 = parseIpv4(bare);
  return v4 === undefined ? undefined : { address: v4, family: 4 };
}

/** `localhost` and `*.localhost` name the machine itself, whatever DNS says (RFC 6761). */
export function isLocalhostName(host: string): boolean {
  const bare = bareHost(host);
  return bare === 'localhost' || bare.endsWith('.localhost');
}
