import { isRecord, type NodeOption } from '@loomflow/core';
import type { GuardedFetch } from '@loomflow/nodes/runtime';
import type { McpStdioConfig } from '../config/runtime-safety-config.ts';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { badRequest } from '../errors/app-error.ts';
import { loadNodeRuntime } from '../runtime/node-runtime.ts';
import { customToolStore, workspaceCredentials } from '../runtime/runtime-services.factory.ts';
import type { CredentialService } from './credential.service.ts';
import {
  LIST_TIMEOUT_MS,
  listingFetch,
  withWorkspaceVariables,
  type WorkspaceVariables,
} from './mcp-action-list.service.ts';

/**
 * `listToolInputArgs` of the agentflow Tool node: the arguments of the tool it chose
 * (`toolAgentflowSelectedTool` with its `toolAgentflowSelectedToolConfig`), read from the tool's schema. A tool
 * that cannot be built (a deleted custom tool, an MCP server that does not answer) answers 400 with the reason
 * (Flowise answers an empty list, which hides it); no tool chosen yet offers nothing.
 */
export class ToolInputArgListService {
  private readonly fetch: GuardedFetch;

  constructor(
    private readonly repos: Pick<Repositories, 'tools'>,
    private readonly credentials: Pick<CredentialService, 'decryptForRun'>,
    outbound: OutboundPolicy,
    private readonly stdio: McpStdioConfig | undefined,
    private readonly variables?: WorkspaceVariables,
  ) {
    this.fetch = listingFetch(outbound.for('mcp'));
  }

  async list(workspaceId: string, inputs: Readonly<Record<string, unknown>>): Promise<NodeOption[]> {
    const selected = inputs.toolAgentflowSelectedTool ?? inputs.selectedTool;
    const component = typeof selected === 'string' ? selected.trim() : '';
    if (component === '') return [];
    const rawConfig = inputs.toolAgentflowSelectedToolConfig ?? inputs.selectedToolConfig;
    const config = isRecord(rawConfig) ? rawConfig : {};
    const resolved = await withWorkspaceVariables(config, workspaceId, this.variables);
    const { nodes } = await loadNodeRuntime();
    try {
      const args = await nodes.listToolInputArguments(component, resolved, {
        workspaceId,
        customTools: customToolStore(this.repos, workspaceId),
        credentials: workspaceCredentials(this.credentials, workspaceId),
        fetch: this.fetch,
        ...(this.stdio ? { mcpStdio: this.stdio } : {}),
        signal: AbortSignal.timeout(LIST_TIMEOUT_MS),
      });
      return args.map((arg) => ({
        label: arg.name,
        name: arg.name,
        ...(arg.description ? { description: arg.description } : {}),
      }));
    } catch (error) {
      throw badRequest(error instanceof Error ? error.message : String(error));
    }
  }
}
