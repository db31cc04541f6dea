import type { CustomAssistantDetails, NodeDefinition } from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';
import type { Repositories } from '../db/repositories/index.ts';
import type { DocumentStoreService } from '../document-stores/document-store.service.ts';
import { badRequest } from '../errors/app-error.ts';

/** The tool node categories an assistant may pick from. */
export const ASSISTANT_TOOL_CATEGORIES: readonly string[] = ['Tools', 'Tools (MCP)'];
/** Tools that need a chain or retriever wired on a canvas, which an assistant does not have. */
export const HIDDEN_ASSISTANT_TOOLS: ReadonlySet<string> = new Set([
  'chainTool',
  'retrieverTool',
  'webBrowser',
]);
/** Stores with vectors to search. */
export const SEARCHABLE_STORE_STATUSES: ReadonlySet<string> = new Set(['UPSERTED', 'STALE']);

const CREDENTIAL_KEY = 'FLOWISE_CREDENTIAL_ID';

/** A custom assistant's settings checked against the workspace, with the store names as they are now. */
export interface CheckedCustomAssistant {
  readonly details: CustomAssistantDetails;
  /** The chat model's credential (null for models that need none, e.g. a local Ollama). */
  readonly credentialId: string | null;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Checks a CUSTOM assistant before anything is written: a chat model we can run, a credential of the workspace of
 * a kind that model accepts, tools we can build (custom tools of this workspace) and document stores of this
 * workspace that hold vectors. Every problem is a 400 naming what to change.
 */
export class CustomAssistantChecks {
  constructor(
    private readonly repos: Repositories,
    private readonly stores: Pick<DocumentStoreService, 'list'>,
  ) {}

  async check(
    workspaceId: string,
    details: CustomAssistantDetails,
    requestCredential: string | null | undefined,
  ): Promise<CheckedCustomAssistant> {
    const model = findNodeDefinition(details.chatModel.name);
    if (model?.category !== 'Chat Models')
      throw badRequest(`Chat model "${details.chatModel.name}" is not available: choose another chat model`);
    const credentialId = await this.checkCredential(workspaceId, model, details, requestCredential);
    await this.checkTools(workspaceId, details);
    const documentStores = await this.checkStores(workspaceId, details);
    return { details: { ...details, documentStores }, credentialId };
  }

  private async checkCredential(
    workspaceId: string,
    model: NodeDefinition,
    details: CustomAssistantDetails,
    requestCredential: string | null | undefined,
  ): Promise<string | null> {
    const inputs = details.chatModel.inputs;
    const chosen =
      textOf(inputs[CREDENTIAL_KEY]) ?? textOf(inputs.credential) ?? textOf(requestCredential ?? undefined);
    const kinds = model.credential?.credentialNames ?? [];
    if (chosen === undefined) {
      if (kinds.length === 0 || model.credential?.optional === true) return null;
      throw badRequest(`Choose a credential (${kinds.join(' or ')}) for the chat model ${model.label}`);
    }
    const credential = await this.repos.credentials.find(workspaceId, chosen);
    if (!credential)
      throw badRequest(`Credential ${chosen} is not one of this workspace's credentials: choose another`);
    if (kinds.length > 0 && !kinds.includes(credential.credentialName)) {
      throw badRequest(
        `Credential "${credential.name}" is a ${credential.credentialName} credential; ${model.label} needs ${kinds.join(' or ')}`,
      );
    }
    return credential.id;
  }

  private async checkTools(workspaceId: string, details: CustomAssistantDetails): Promise<void> {
    for (const tool of details.tools) {
      const definition = findNodeDefinition(tool.name);
      if (
        !definition ||
        !ASSISTANT_TOOL_CATEGORIES.includes(definition.category) ||
        HIDDEN_ASSISTANT_TOOLS.has(tool.name)
      )
        throw badRequest(`Tool "${tool.name}" cannot be used by an assistant: remove it`);
      if (tool.name !== 'customTool') continue;
      const toolId = textOf(tool.inputs.selectedTool);
      if (toolId === undefined) throw badRequest('Choose which custom tool the Custom Tool runs');
      if (!(await this.repos.tools.find(workspaceId, toolId)))
        throw badRequest(`Custom tool ${toolId} is not one of this workspace's tools: choose another`);
    }
  }

  private async checkStores(
    workspaceId: string,
    details: CustomAssistantDetails,
  ): Promise<CustomAssistantDetails['documentStores']> {
    const checked: CustomAssistantDetails['documentStores'] = [];
    if (details.documentStores.length === 0) return checked;
    const stores = await this.stores.list(workspaceId);
    for (const chosen of details.documentStores) {
      const store = stores.find((candidate) => candidate.id === chosen.id);
      if (!store) throw badRequest(`Document store ${chosen.id} is not one of this workspace's stores`);
      if (!SEARCHABLE_STORE_STATUSES.has(store.status))
        throw badRequest(`Document store "${store.name}" has no vectors yet: upsert it first`);
      checked.push({ id: store.id, name: store.name, description: chosen.description || store.description });
    }
    return checked;
  }
}
