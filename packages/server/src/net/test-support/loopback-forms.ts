/**
 * The loopback listener's address as `host:port` in every spelling a library connects with: dotted, decimal,
 * octal, hex and short IPv4, a trailing dot, `localhost`, IPv6 loopback and IPv4-mapped IPv6 in both notations.
 * The outbound matrices write their listener's address in each.
 */
export const LOOPBACK_FORMS: readonly ((port: number) => string)[] = [
  (port) => `127.0.0.1:${String(port)}`,
  (port) => `2130706433:${String(port)}`,
  (port) => `0177.0.0.1:${String(port)}`,
  (port) => `0x7f.0.0.1:${String(port)}`,
  (port) => `127.1:${String(port)}`,
  (port) => `127.0.0.1.:${String(port)}`,
  (port) => `localhost:${String(port)}`,
  (port) => `[::1]:${String(port)}`,
  (port) => `[::ffff:127.0.0.1]:${String(port)}`,
  (port) => `[::ffff:7f00:1]:${String(port)}`,
];
