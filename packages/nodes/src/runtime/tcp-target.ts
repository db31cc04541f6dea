import { ChatflowInputError } from './chatflow-component.ts';
import type { OutboundAccess, OutboundPurpose, TcpTarget } from './outbound-port.ts';

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
