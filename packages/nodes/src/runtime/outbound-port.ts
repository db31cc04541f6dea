/** `fetch` behind the SSRF guard (deny list, DNS pinning). */
export type GuardedFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Where a raw TCP client (Postgres, Redis…) connects once the server's outbound policy admitted the host. */
export interface TcpTarget {
  /** The checked IP address: connecting to it means no second DNS lookup can lead elsewhere. */
  readonly address: string;
  readonly family: 4 | 6;
  /** The host name as written, for TLS (SNI and the certificate check); undefined for an IP literal. */
  readonly servername: string | undefined;
}

/** What an outbound connection is for: the server's address policy differs by purpose (and platform). */
export type OutboundPurpose =
  | 'model'
  | 'embeddings'
  | 'vector-store'
  | 'memory'
  | 'cache'
  | 'user-code'
  | 'http-node'
  | 'loader'
  | 'mcp'
  | 'database';

/** Judges a host before a client (HTTP or raw TCP) connects to it; each method answers why not, or undefined. */
export interface OutboundHostPolicy {
  /** Why `hostname` (a name or an IP literal in any form) must not be contacted. */
  refuseHost(hostname: string): string | undefined;
  /** Why the resolved `address` of `hostname` must not be contacted (check every address a name resolves to). */
  refuseAddress(address: string, hostname: string): string | undefined;
}

/**
 * The server's outbound policy, by purpose: `fetchFor` gives a fetch whose every connection (each redirect hop
 * too) is checked and pinned to the checked address; `policyFor` gives the rules for clients that connect
 * themselves (Postgres, Redis…): resolve, check every address, then connect to a checked one.
 */
export interface OutboundAccess {
  fetchFor(purpose: OutboundPurpose): GuardedFetch;
  policyFor(purpose: OutboundPurpose): OutboundHostPolicy;
  /**
   * For raw TCP clients: `host` (any IP spelling, or a name resolved once, refused if ANY address is) checked
   * under `purpose`; the client connects to the returned address. Rejects with the policy's words, prefixed by
   * `what` (the node and setting), when refused, empty or unresolvable.
   */
  tcpTarget(purpose: OutboundPurpose, host: string, what: string): Promise<TcpTarget>;
}

/** The fetch of `purpose`, or the run's guarded fetch where the server offers no outbound access (tests, tools). */
export function fetchFor(
  services: { readonly fetch: GuardedFetch; readonly outbound?: OutboundAccess },
  purpose: OutboundPurpose,
): GuardedFetch {
  return services.outbound?.fetchFor(purpose) ?? services.fetch;
}
