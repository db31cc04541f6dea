import type { GuardedFetch, OutboundAccess, OutboundPurpose } from '@loomflow/nodes/runtime';
import { checkedTcpTarget } from '../net/guarded-connect.ts';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import { outboundFetch } from '../net/outbound-sdk-fetch.ts';
import { createGuardedFetch } from './guarded-fetch.adapter.ts';

/** Purposes reached through provider SDKs: standard fetch semantics, answers streamed as they come. */
const SDK_PURPOSES: ReadonlySet<OutboundPurpose> = new Set(['model', 'embeddings', 'vector-store']);

export interface OutboundAccessLimits {
  /** Time and size bounds of the guarded (non-SDK) fetches: loaders, MCP, the HTTP node. */
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
}

/**
 * The node runtime's `outbound` port over the server's one outbound policy: provider SDKs (models, embeddings,
 * vector stores) get a fetch whose undici dispatcher checks and pins every connection; loaders, MCP and the HTTP
 * node get the bounded guarded fetch; raw TCP clients (Postgres, Redis) get the checked address to connect to.
 */
export function outboundAccess(policy: OutboundPolicy, limits: OutboundAccessLimits): OutboundAccess {
  const fetches = new Map<OutboundPurpose, GuardedFetch>();
  return {
    fetchFor(purpose) {
      let fetch = fetches.get(purpose);
      if (!fetch) {
        fetch = SDK_PURPOSES.has(purpose)
          ? outboundFetch(policy.for(purpose))
          : createGuardedFetch({ policy: policy.for(purpose), ...limits });
        fetches.set(purpose, fetch);
      }
      return fetch;
    },
    policyFor: (purpose) => policy.for(purpose),
    tcpTarget: (purpose, host, what) => checkedTcpTarget(policy.for(purpose), host, what),
  };
}
