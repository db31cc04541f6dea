import type { ExportBundleKey, ImportResult } from '@loomflow/core';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError, conflict } from '../errors/app-error.ts';
import { applyIds } from './apply-ids.ts';
import { readBundle } from './bundle-reader.ts';
import { ASSISTANT_TYPE_BY_KEY, FLOW_TYPE_BY_KEY, type ImportEntries } from './bundle-rows.ts';
import type { ExportImportRepository } from './export-import.repository.ts';
import { rebindCredentials } from './flow-credentials.ts';
import { planIds } from './id-plan.ts';
import { checkReferences } from './references.ts';

/** What was written, per bundle key (Flowise's key names). */
function counts(entries: ImportEntries): Record<ExportBundleKey, number> {
  const flows = (type: string) => entries.flows.filter((row) => row.type === type).length;
  const assistants = (type: string) => entries.assistants.filter((row) => row.type === type).length;
  return {
    AgentFlow: flows(FLOW_TYPE_BY_KEY.AgentFlow),
    AgentFlowV2: flows(FLOW_TYPE_BY_KEY.AgentFlowV2),
    AssistantFlow: flows(FLOW_TYPE_BY_KEY.AssistantFlow),
    AssistantCustom: assistants(ASSISTANT_TYPE_BY_KEY.AssistantCustom),
    AssistantOpenAI: assistants(ASSISTANT_TYPE_BY_KEY.AssistantOpenAI),
    AssistantAzure: assistants(ASSISTANT_TYPE_BY_KEY.AssistantAzure),
    ChatFlow: flows(FLOW_TYPE_BY_KEY.ChatFlow),
    ChatMessage: entries.messages.length,
    ChatMessageFeedback: entries.feedback.length,
    CustomTemplate: entries.templates.length,
    DocumentStore: entries.stores.length,
    DocumentStoreFileChunk: entries.chunks.length,
    Execution: entries.executions.length,
    Tool: entries.tools.length,
    Variable: entries.variables.length,
  };
}

/**
 * Vectors do not travel in a bundle: a store new to this workspace has its chunks but no vectors, so its loaders
 * read SYNC (chunks ready to upsert) or EMPTY, never UPSERTED. A replaced store keeps its vectors and statuses.
 */
function withoutVectorsClaimed(entries: ImportEntries, existingStores: ReadonlySet<string>): ImportEntries {
  return {
    ...entries,
    stores: entries.stores.map(({ store, loaders }) => ({
      store,
      loaders: existingStores.has(store.id)
        ? loaders
        : loaders.map((loader) =>
            loader.status === 'EMPTY' || loader.status === 'SYNC'
              ? loader
              : { ...loader, status: loader.totalChunks > 0 ? 'SYNC' : 'EMPTY' },
          ),
    })),
  };
}

/**
 * `POST /export-import/import`: a Flowise or Loomflow export bundle into the caller's workspace. Every entry is
 * read and checked first (a 400 names the broken ones, nothing written), ids are settled (see id-plan.ts), then
 * everything is written in one transaction.
 */
export class ImportService {
  constructor(private readonly repository: ExportImportRepository) {}

  async import(workspaceId: string, body: unknown): Promise<ImportResult> {
    const read = readBundle(body);
    const plan = await planIds(this.repository, workspaceId, read);
    const settled = await checkReferences(this.repository, workspaceId, applyIds(read, plan.renamed));
    const entries = withoutVectorsClaimed(
      await this.withCredentials(workspaceId, settled),
      plan.existing.document_store,
    );
    try {
      await this.repository.writeAll(workspaceId, entries, plan.existing);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isUniqueViolation(error))
        throw conflict(
          `A row of the file collides with one already saved (${error instanceof Error ? error.message : String(error)}); nothing was imported`,
        );
      throw error;
    }
    return { imported: counts(entries) };
  }

  /**
   * Credentials never travel: a flow's `credentialBindings` (credential name and type per node) bind this
   * workspace's same-named credential of that type; an assistant's or loader's credential id is kept only when it
   * is one of this workspace's (a re-import), else left empty for the user to choose.
   */
  private async withCredentials(workspaceId: string, entries: ImportEntries): Promise<ImportEntries> {
    const credentials = await this.repository.credentials(workspaceId);
    const ids = new Set(credentials.map((row) => row.id));
    const byNameAndType = new Map<string, string>();
    for (const row of credentials) {
      const key = `${row.name}::${row.credentialName}`;
      if (!byNameAndType.has(key)) byNameAndType.set(key, row.id);
    }
    const own = (id: string | null) => (id !== null && ids.has(id) ? id : null);
    return {
      ...entries,
      flows: entries.flows.map((row) => ({
        ...row,
        flowData: rebindCredentials(row.flowData, (name, type) => byNameAndType.get(`${name}::${type}`)),
      })),
      assistants: entries.assistants.map((row) => ({ ...row, credential: own(row.credential) })),
      stores: entries.stores.map(({ store, loaders }) => ({
        store,
        loaders: loaders.map((row) => ({ ...row, credential: own(row.credential) })),
      })),
    };
  }
}
