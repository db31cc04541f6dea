import type { PlatformType } from '@loomflow/core';
import type { Repositories } from '../db/repositories/index.ts';
import type { DocumentStoreLister } from './node-load-method.service.ts';
import { ChatflowService } from './chatflow.service.ts';
import type { McpStdioConfig } from '../config/runtime-safety-config.ts';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import { McpActionListService, type WorkspaceVariables } from './mcp-action-list.service.ts';
import { ChatModelListService } from './chat-model-list.service.ts';
import type { CredentialService } from './credential.service.ts';
import { NodeCatalogService } from './node-catalog.service.ts';
import { NodeLoadMethodService } from './node-load-method.service.ts';
import { ToolInputArgListService } from './tool-input-arg-list.service.ts';
import { providerAssistantStore } from '../assistants/provider-assistant-store.ts';

/** Flows and the node types they are built from. */
export interface FlowServices {
  readonly chatflows: ChatflowService;
  readonly nodeCatalog: NodeCatalogService;
  readonly nodeLoadMethods: NodeLoadMethodService;
}

export function createFlowServices(
  repos: Repositories,
  platform: PlatformType,
  credentials: CredentialService,
  outbound: OutboundPolicy,
  documentStores?: DocumentStoreLister,
  mcpStdio?: McpStdioConfig,
  variables?: WorkspaceVariables,
): FlowServices {
  const chatflows = new ChatflowService(repos, platform);
  return {
    chatflows,
    nodeCatalog: new NodeCatalogService(),
    nodeLoadMethods: new NodeLoadMethodService(
      credentials,
      chatflows,
      new ChatModelListService(credentials, outbound),
      documentStores,
      new McpActionListService(outbound, mcpStdio, variables),
      new ToolInputArgListService(repos, credentials, outbound, mcpStdio, variables),
      {
        list: (workspaceId) =>
          providerAssistantStore(
            { assistants: repos.assistants, credentialRows: repos.credentials, credentials, config: {} },
            workspaceId,
          ).list(),
      },
      { list: (workspaceId) => repos.tools.list(workspaceId) },
    ),
  };
}
