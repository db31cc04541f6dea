import type { NodeOption } from '@loomflow/core';
import type { GuardedFetch } from '@loomflow/nodes/runtime';
import type { McpStdioConfig } from '../config/runtime-safety-config.ts';
import { badRequest } from '../errors/app-error.ts';
import type { OutboundAddressPolicy } from '../net/outbound-address-policy.ts';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import { createGuardedFetch } from '../runtime/guarded-fetch.adapter.ts';
import { loadNodeRuntime } from '../runtime/node-runtime.ts';

/** Reads the workspace's `$vars` (static values, runtime ones from the environment). */
export interface WorkspaceVariables {
  resolve(workspaceId: string, reads?: readonly string[]): Promise<Record<string, string>>;
}

const VARIABLE = /\{\{\s*\$vars\.([A-Za-z0-9_-]+)\s*\}\}/g;

/** The inputs with `{{$vars.name}}` in their texts replaced (as a run resolves them; unknown names become empty). */
function withVariables(
  inputs: Readonly<Record<string, unknown>>,
  vars: Readonly<Record<string, string>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replace(VARIABLE, (_whole, key: string) => vars[key] ?? '') : value,
    ]),
  );
}

/** Listing must come back while the picker waits. */
export const LIST_TIMEOUT_MS = 15_000;
const LIST_MAX_BYTES = 5 * 1024 * 1024;

/** The outbound fetch of pickers that reach a server (SSRF guard, listing time and size limits). */
export function listingFetch(policy: OutboundAddressPolicy): GuardedFetch {
  return createGuardedFetch({
    policy,
    timeoutMs: LIST_TIMEOUT_MS,
    maxResponseBytes: LIST_MAX_BYTES,
  });
}

/** Node inputs with the workspace's `{{$vars.x}}` read in (read only when some input names one). */
export async function withWorkspaceVariables(
  inputs: Readonly<Record<string, unknown>>,
  workspaceId: string,
  variables: WorkspaceVariables | undefined,
): Promise<Readonly<Record<string, unknown>>> {
  const usesVariables = Object.values(inputs).some(
    (value) => typeof value === 'string' && value.includes('$vars.'),
  );
  return usesVariables && variables
    ? withVariables(inputs, await variables.resolve(workspaceId, [JSON.stringify(inputs)]))
    : inputs;
}

/**
 * `listActions` of the MCP tool nodes: connects to the node's server (HTTP through the SSRF guard, or an allowed
 * stdio command; `{{$vars.x}}` in its inputs read from the workspace) and answers its tools as "Available Actions". A server that cannot be listed answers 400 with
 * the reason (Flowise answers a single "No Available Actions" option, which hides it).
 */
export class McpActionListService {
  private readonly fetch: GuardedFetch;

  constructor(
    outbound: OutboundPolicy,
    private readonly stdio: McpStdioConfig | undefined,
    private readonly variables?: WorkspaceVariables,
  ) {
    this.fetch = listingFetch(outbound.for('mcp'));
  }

  /** The actions of an MCP tool node's server; none for other nodes. */
  async list(
    workspaceId: string,
    nodeName: string,
    inputs: Readonly<Record<string, unknown>>,
  ): Promise<NodeOption[]> {
    const { nodes } = await loadNodeRuntime();
    if (!nodes.isMcpToolNode(nodeName)) return [];
    const resolved = await withWorkspaceVariables(inputs, workspaceId, this.variables);
    try {
      return await nodes.listMcpActions(nodeName, resolved, { fetch: this.fetch, stdio: this.stdio });
    } catch (error) {
      throw badRequest(error instanceof Error ? error.message : String(error));
    }
  }
}
