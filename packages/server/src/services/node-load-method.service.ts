import type { NodeDefinition, NodeOption, nodeLoadMethodRequestSchema, LoadMethodNode } from '@loomflow/core';
import { findFlowiseNode, findNodeDefinition, staticChatModelList } from '@loomflow/nodes';
import { agentflowToolDefinitions, runnableDefinitionsIn } from '@loomflow/nodes/runnable';
import type { z } from 'zod';
import { badRequest, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import type { ChatflowService } from './chatflow.service.ts';
import type { ChatModelListService } from './chat-model-list.service.ts';
import type { CredentialService } from './credential.service.ts';
import type { McpActionListService } from './mcp-action-list.service.ts';
import type { ToolInputArgListService } from './tool-input-arg-list.service.ts';

type LoadMethodRequest = z.output<typeof nodeLoadMethodRequestSchema>;

/** Answered for any node: the workspace's credentials of the node's (or the asked) credential types. */
export const LIST_CREDENTIALS = 'listCredentials';

const FLOW_TYPE_LABELS: Readonly<Record<string, string>> = {
  AGENTFLOW: 'Agentflow V2',
  MULTIAGENT: 'Agentflow V1',
  ASSISTANT: 'Assistant',
  CHATFLOW: 'Chatflow',
};

/** Components offered by an agentflow picker: only node types that run here (`@loomflow/nodes/runnable`). */
function componentOptions(definitions: readonly NodeDefinition[]): NodeOption[] {
  return definitions.map((node) => ({
    label: node.label,
    name: node.name,
    imageSrc: `/api/v1/node-icon/${encodeURIComponent(node.name)}`,
  }));
}

/** The Start node's flow-state keys among the nodes upstream. */
function runtimeStateKeys(previousNodes: readonly LoadMethodNode[]): NodeOption[] {
  const start = previousNodes.find((node) => node.name === 'startAgentflow');
  const rows = start?.inputs?.startState;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null || !('key' in row) || typeof row.key !== 'string') return [];
    return row.key ? [{ label: row.key, name: row.key }] : [];
  });
}

function previousNodeOptions(previousNodes: readonly LoadMethodNode[]): NodeOption[] {
  return previousNodes.flatMap((node) =>
    node.id === undefined
      ? []
      : [{ label: node.label ?? node.id, name: `${node.id}-${node.label ?? ''}`, description: node.id }],
  );
}

function credentialNamesOf(definition: NodeDefinition | undefined, request: LoadMethodRequest): string[] {
  return [...(request.credentialNames ?? []), ...(definition?.credential?.credentialNames ?? [])];
}

/** The workspace's document stores (for `listStores`). */
export interface DocumentStoreLister {
  list(
    workspaceId: string,
  ): Promise<readonly { id: string; name: string; description: string; status: string }[]>;
}

/** The workspace's OpenAI / Azure assistants (for the OpenAI Assistant node's `listAssistants`). */
export interface ProviderAssistantLister {
  list(workspaceId: string): Promise<readonly { id: string; name: string; type: string }[]>;
}

/** The workspace's saved custom tools (for the Custom Tool component's `listTools`). */
export interface CustomToolLister {
  list(workspaceId: string): Promise<readonly { id: string; name: string; description: string }[]>;
}

/** The component whose `listTools` lists the workspace's saved tools, not tool components. */
const CUSTOM_TOOL = 'customTool';

/** Model nodes whose own `listModels` lists the provider's models (not the chat model components). */
const MODEL_NODE_CATEGORIES: ReadonlySet<string> = new Set(['Chat Models', 'Embeddings', 'LLMs']);

/** `POST /node-load-method/{name}`: the options of async parameters. */
export class NodeLoadMethodService {
  constructor(
    private readonly credentials: CredentialService,
    private readonly chatflows: ChatflowService,
    /** The models of a chat model node (its own `listModels`); without it, the shipped lists. */
    private readonly chatModelLists?: ChatModelListService,
    /** Document stores for Retriever and Agent knowledge pickers; without it, none are offered. */
    private readonly documentStores?: DocumentStoreLister,
    /** The tools of an MCP tool node's server (`listActions`); without it, none are offered. */
    private readonly mcpActions?: McpActionListService,
    /** The arguments of the Tool node's chosen tool (`listToolInputArgs`); without it, none are offered. */
    private readonly toolInputArgs?: ToolInputArgListService,
    /** OpenAI / Azure assistant rows (`listAssistants`); without it, none are offered. */
    private readonly providerAssistants?: ProviderAssistantLister,
    /** The workspace's custom tools (Custom Tool's Select Tool); without it, none are offered. */
    private readonly customTools?: CustomToolLister,
  ) {}

  /** Fails with 404 unless the name is a node type of ours or a Flowise node. */
  requireNode(name: string): void {
    if (!findNodeDefinition(name) && !findFlowiseNode(name)) throw notFound(`Node ${name} not found`);
  }

  async load(
    caller: RequestAccess,
    workspaceId: string,
    nodeName: string,
    request: LoadMethodRequest,
  ): Promise<NodeOption[]> {
    this.requireNode(nodeName);
    const definition = findNodeDefinition(nodeName);
    const method = request.loadMethod;
    if (method === LIST_CREDENTIALS)
      return this.credentialOptions(workspaceId, credentialNamesOf(definition, request));
    if (!definition?.loadMethods?.includes(method)) {
      throw badRequest(`Node ${nodeName} has no load method ${method}`);
    }
    const previousNodes = request.previousNodes ?? [];
    switch (method) {
      case 'listModels':
        // A chat model or embeddings node lists its models; an agentflow node lists the chat model components.
        return MODEL_NODE_CATEGORIES.has(definition.category)
          ? this.chatModelOptions(workspaceId, nodeName, request)
          : componentOptions(runnableDefinitionsIn(['Chat Models']));
      case 'listEmbeddings':
        return componentOptions(runnableDefinitionsIn(['Embeddings']));
      case 'listVectorStores':
        return componentOptions(runnableDefinitionsIn(['Vector Stores']));
      case 'listTools':
        if (nodeName === CUSTOM_TOOL) return this.customToolOptions(workspaceId);
        return componentOptions(agentflowToolDefinitions());
      case 'listFlows':
        return this.flowOptions(caller, workspaceId);
      case 'listRuntimeStateKeys':
        return runtimeStateKeys(previousNodes);
      case 'listPreviousNodes':
        return previousNodeOptions(previousNodes);
      case 'listStores':
        return this.storeOptions(workspaceId, nodeName);
      case 'listActions':
        return this.mcpActions ? this.mcpActions.list(workspaceId, nodeName, request.inputs ?? {}) : [];
      case 'listAssistants':
        return this.assistantOptions(workspaceId);
      case 'listToolInputArgs':
        return this.toolInputArgs
          ? this.toolInputArgs.list(workspaceId, request.currentNode?.inputs ?? request.inputs ?? {})
          : [];
      default:
        return [];
    }
  }

  private async chatModelOptions(
    workspaceId: string,
    nodeName: string,
    request: LoadMethodRequest,
  ): Promise<NodeOption[]> {
    if (this.chatModelLists) return this.chatModelLists.list(workspaceId, nodeName, request);
    return [...(staticChatModelList(nodeName) ?? [])];
  }

  private async credentialOptions(
    workspaceId: string,
    credentialNames: readonly string[],
  ): Promise<NodeOption[]> {
    if (credentialNames.length === 0) return [];
    const list = await this.credentials.list(workspaceId, credentialNames);
    return list.map((credential) => ({
      label: credential.name,
      name: credential.id,
      description: credential.credentialName,
    }));
  }

  /**
   * Stores with vectors to search (Flowise lists the upserted ones): as `<id>:<name>` for the agentflow pickers
   * (Retriever, Agent knowledge), as the id alone for the chatflow node Document Store (Vector), as Flowise does.
   */
  private async storeOptions(workspaceId: string, nodeName: string): Promise<NodeOption[]> {
    const stores = (await this.documentStores?.list(workspaceId)) ?? [];
    return stores
      .filter((store) => store.status === 'UPSERTED' || store.status === 'STALE')
      .map((store) => ({
        label: store.name,
        name: nodeName === 'documentStoreVS' ? store.id : `${store.id}:${store.name}`,
        ...(store.description ? { description: store.description } : {}),
      }));
  }

  /** As Flowise: each saved tool by its id, labelled with its name, its description under it; sorted by name. */
  private async customToolOptions(workspaceId: string): Promise<NodeOption[]> {
    const tools = (await this.customTools?.list(workspaceId)) ?? [];
    return tools
      .map((tool) => ({ label: tool.name, name: tool.id, description: tool.description }))
      .sort((left, right) => left.label.localeCompare(right.label));
  }

  /** As Flowise: the assistant row's id, labelled with its name, the provider as description. */
  private async assistantOptions(workspaceId: string): Promise<NodeOption[]> {
    const rows = (await this.providerAssistants?.list(workspaceId)) ?? [];
    return rows.map((row) => ({
      label: row.name,
      name: row.id,
      description: row.type === 'AZURE' ? 'Azure OpenAI' : 'OpenAI',
    }));
  }

  private async flowOptions(caller: RequestAccess, workspaceId: string): Promise<NodeOption[]> {
    const flows = await this.chatflows.listVisible(caller, workspaceId);
    return flows
      .map((flow) => ({
        label: flow.name,
        name: flow.id,
        description: FLOW_TYPE_LABELS[flow.type] ?? 'Chatflow',
      }))
      .sort((left, right) => left.label.localeCompare(right.label));
  }
}
