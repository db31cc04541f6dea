import type { NodeDefinition } from '@loomflow/core';
import { agentflowToolDefinitions, runnableDefinitionsIn } from '@loomflow/nodes/runnable';
import type { DocumentStoreService } from '../document-stores/document-store.service.ts';
import {
  ASSISTANT_TOOL_CATEGORIES,
  HIDDEN_ASSISTANT_TOOLS,
  SEARCHABLE_STORE_STATUSES,
} from './custom-assistant.checks.ts';

/** A document store a custom assistant may search, in Flowise's shape (`name` is the store's id). */
export interface AssistantStoreOption {
  readonly name: string;
  readonly label: string;
  readonly description: string;
}

/**
 * What the custom assistant screen offers: the chat models we run, the workspace's stores that hold vectors and
 * the tool types an agent can build (`customTool` runs one of the workspace's tools, picked by its id).
 */
export class AssistantComponentsService {
  private readonly chatModelList: readonly NodeDefinition[];
  private readonly toolList: readonly NodeDefinition[];

  constructor(private readonly stores: Pick<DocumentStoreService, 'list'>) {
    this.chatModelList = runnableDefinitionsIn(['Chat Models']);
    // The assistant runs as an agentflow Agent: the tools an Agent can build.
    this.toolList = agentflowToolDefinitions().filter(
      (definition) =>
        ASSISTANT_TOOL_CATEGORIES.includes(definition.category) &&
        !HIDDEN_ASSISTANT_TOOLS.has(definition.name),
    );
  }

  chatModels(): readonly NodeDefinition[] {
    return this.chatModelList;
  }

  tools(): readonly NodeDefinition[] {
    return this.toolList;
  }

  async documentStores(workspaceId: string): Promise<AssistantStoreOption[]> {
    const stores = await this.stores.list(workspaceId);
    return stores
      .filter((store) => SEARCHABLE_STORE_STATUSES.has(store.status))
      .map((store) => ({ name: store.id, label: store.name, description: store.description }));
  }
}
