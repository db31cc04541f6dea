import type { ProviderAssistantStore } from '@loomflow/nodes/runtime';
import type { AssistantsApiConfig } from '../config/assistants-config.ts';
import type { AssistantRepository } from '../db/repositories/assistant.repository.ts';
import type { CredentialRepository } from '../db/repositories/credential.repository.ts';
import type { RunCredentials } from '../runtime/run-credentials.ts';
import type { ProviderAssistantStores } from '../runtime/runtime-services.factory.ts';
import { assistantTypeOf, storedProviderDetails } from './assistant-details.ts';
import { assistantsApiTarget, PROVIDER_CREDENTIALS } from './provider-assistants.ts';

export interface ProviderAssistantSources {
  readonly assistants: Pick<AssistantRepository, 'list' | 'find'>;
  readonly credentialRows: Pick<CredentialRepository, 'find'>;
  readonly credentials: RunCredentials;
  readonly config: AssistantsApiConfig;
}

function nameOf(details: string): string {
  try {
    const parsed: unknown = JSON.parse(details);
    if (typeof parsed === 'object' && parsed !== null && 'name' in parsed && typeof parsed.name === 'string')
      return parsed.name;
  } catch {
    // Unreadable details: the row is listed by id.
  }
  return '';
}

/**
 * The workspace's OPENAI / AZURE assistant rows for the OpenAI Assistant node: listed for its picker, opened
 * (provider id, credential's key, address) when a flow runs. Only this workspace's rows and credentials are read.
 */
export function providerAssistantStore(
  sources: ProviderAssistantSources,
  workspaceId: string,
): ProviderAssistantStore {
  return {
    async list() {
      const rows = await sources.assistants.list(workspaceId);
      return rows
        .filter((row) => row.type === 'OPENAI' || row.type === 'AZURE')
        .map((row) => ({ id: row.id, name: nameOf(row.details) || row.id, type: row.type }));
    },
    async open(assistantId) {
      const row = await sources.assistants.find(workspaceId, assistantId);
      if (!row)
        throw new Error(`Assistant ${assistantId} is not one of this workspace's assistants: choose another`);
      const type = assistantTypeOf(row);
      if (type === 'CUSTOM')
        throw new Error(
          `Assistant ${assistantId} is a custom assistant: choose an OpenAI or Azure assistant`,
        );
      const details = storedProviderDetails(row);
      if (details.id === undefined)
        throw new Error(
          `Assistant ${assistantId} has no provider assistant id: save it again on the Assistants page`,
        );
      const kind = PROVIDER_CREDENTIALS[type];
      const credential = row.credential
        ? await sources.credentialRows.find(workspaceId, row.credential)
        : undefined;
      if (!credential || credential.credentialName !== kind)
        throw new Error(
          `Assistant "${details.name}" has no ${kind} credential of this workspace: edit the assistant`,
        );
      const data = await sources.credentials.decryptForRun(workspaceId, credential.id);
      return {
        name: details.name,
        providerAssistantId: details.id,
        target: assistantsApiTarget(type, data, sources.config),
      };
    },
  };
}

/** The runtime's `providerAssistants` port: each run's store reads its own workspace's rows and credentials. */
export function providerAssistantStores(sources: ProviderAssistantSources): ProviderAssistantStores {
  return { storeFor: (workspaceId) => providerAssistantStore(sources, workspaceId) };
}
