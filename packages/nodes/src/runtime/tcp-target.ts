import { ChatflowInputError } from './chatflow-component.ts';
import type { OutboundAccess, OutboundPurpose } from './outbound-port.ts';

/** Where a raw TCP client (Postgres, Redis…) connects once the server's outbound policy admitted the host. */
export interface TcpTarget {
  /** The checked IP address: connecting to it means no second DNS lookup can lead elsewhere. */
  readonly address: string;
  readonly family: 4 | 6;
  /** The host name as written, for TLS (SNI and the certificate check); undefined for an IP literal. */
  readonly servername: string | undefined;
}

/**
 * The checked address for `host` under the server's `purpose` policy, or undefined where the server offers no
 * outbound access (tests, tools: the client then connects to `host` itself). A refusal becomes a
 * ChatflowInputError with the policy's words (`what` names the node and setting, e.g. "Postgres Chat Memory: Host").
 */
export async function tcpTargetOf(
  outbound: OutboundAccess | undefined,
  purpose: OutboundPurpose,
  host: string,
  what: string,
): Promise<TcpTarget | undefined> {
  if (!outbound) return undefined;
  try {
    return await outbound.tcpTarget(purpose, host, what);
  } catch (error) {
    throw new ChatflowInputError(error instanceof Error ? error.message : String(error));
  }
}
