import type { NodeOption } from '@loomflow/core';
import { listMcpActions, type GuardedFetch } from '@loomflow/nodes/runtime';
import type { McpStdioConfig, OutboundHttpConfig } from '../config/runtime-safety-config.ts';
import { badRequest } from '../http/app-error.ts';
import { createGuardedFetch } from '../runtime/guarded-fetch.adapter.ts';

/** Listing must come back while the picker waits. */
const LIST_TIMEOUT_MS = 15_000;
const LIST_MAX_BYTES = 5 * 1024 * 1024;

/**
 * `listActions` of the MCP tool nodes: connects to the node's server (HTTP through the SSRF guard, or an allowed
 * stdio command) and answers its tools as "Available Actions". A server that cannot be listed answers 400 with
 * the reason (Flowise answers a single "No Available Actions" option, which hides it).
 */
export class McpActionListService {
  private readonly fetch: GuardedFetch;

  constructor(
    outboundHttp: OutboundHttpConfig,
    private readonly stdio: McpStdioConfig | undefined,
  ) {
    this.fetch = createGuardedFetch({
      denyList: outboundHttp.denyList,
      allowList: outboundHttp.allowList,
      timeoutMs: LIST_TIMEOUT_MS,
      maxResponseBytes: LIST_MAX_BYTES,
    });
  }

  async list(nodeName: string, inputs: Readonly<Record<string, unknown>>): Promise<NodeOption[]> {
    try {
      return await listMcpActions(nodeName, inputs, { fetch: this.fetch, stdio: this.stdio });
    } catch (error) {
      throw badRequest(error instanceof Error ? error.message : String(error));
    }
  }
}
