import { EXPORT_FILE_DEFAULT_NAME, type ExportBundleKey, type ExportRequest } from '@loomflow/core';
import { AppError } from '../errors/app-error.ts';
import type { ExportImportRepository } from './export-import.repository.ts';
import {
  exportedAssistant,
  exportedChunk,
  exportedCustomTemplate,
  exportedDocumentStore,
  exportedExecution,
  exportedFeedback,
  exportedFlow,
  exportedMessage,
  exportedTool,
  exportedVariable,
  type BundleEntry,
} from './export-rows.ts';
import type { CredentialIdentity } from './flow-credentials.ts';

/** The export answer: Flowise's bundle (every key present, [] when not chosen) and the file's default name. */
export type ExportBundleFile = { FileDefaultName: string } & Record<ExportBundleKey, BundleEntry[]>;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one stage of the export; a failure names the stage (spec §8: tool, chatflow, variable, …) and the web app
 * shows it as 'Failed to export: {stage} stage: {reason}'.
 */
async function stage<Value>(name: string, work: () => Promise<Value> | Value): Promise<Value> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(500, `${name} stage: ${reasonOf(error)}`);
  }
}

/** `POST /export-import/export`: the chosen parts of the caller's workspace as an export bundle. */
export class ExportService {
  constructor(private readonly repository: ExportImportRepository) {}

  /** The bundle as JSON text (built and stringified here so a failure at either step names its stage). */
  async exportText(workspaceId: string, request: ExportRequest): Promise<string> {
    try {
      const bundle = await this.bundle(workspaceId, request);
      return await stage('stringify', () => JSON.stringify(bundle));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(500, `whole export stage: ${reasonOf(error)}`);
    }
  }

  async bundle(workspaceId: string, request: ExportRequest): Promise<ExportBundleFile> {
    const repository = this.repository;
    const credentials = new Map<string, CredentialIdentity>(
      (await repository.credentials(workspaceId)).map((row) => [row.id, row]),
    );
    const flows = (types: readonly string[], label: string) =>
      stage(label, async () =>
        (await repository.flows(workspaceId, types)).map((row) => exportedFlow(row, credentials)),
      );
    const assistants = (type: string) =>
      stage('assistants', async () =>
        (await repository.assistants(workspaceId, type)).map(exportedAssistant),
      );
    const none = (): Promise<BundleEntry[]> => Promise.resolve([]);
    const withMessages = request.chat_message === true;

    return {
      FileDefaultName: EXPORT_FILE_DEFAULT_NAME,
      AgentFlow: request.agentflow ? await flows(['MULTIAGENT'], 'agentflows') : await none(),
      AgentFlowV2: request.agentflowv2 ? await flows(['AGENTFLOW'], 'agentflows v2') : await none(),
      AssistantFlow: request.assistantCustom ? await flows(['ASSISTANT'], 'assistant flows') : await none(),
      AssistantCustom: request.assistantCustom ? await assistants('CUSTOM') : await none(),
      AssistantOpenAI: request.assistantOpenAI ? await assistants('OPENAI') : await none(),
      AssistantAzure: request.assistantAzure ? await assistants('AZURE') : await none(),
      ChatFlow: request.chatflow ? await flows(['CHATFLOW'], 'chatflows') : await none(),
      ChatMessage: withMessages
        ? await stage('chat messages', async () =>
            (await repository.messages(workspaceId)).map(exportedMessage),
          )
        : await none(),
      ChatMessageFeedback: request.chat_feedback
        ? await stage('chat feedback', async () =>
            (await repository.feedback(workspaceId)).map(exportedFeedback),
          )
        : await none(),
      CustomTemplate: request.custom_template
        ? await stage('custom templates', async () =>
            (await repository.customTemplates(workspaceId)).map(exportedCustomTemplate),
          )
        : await none(),
      DocumentStore: request.document_store ? await this.documentStores(workspaceId) : await none(),
      DocumentStoreFileChunk: request.document_store
        ? await stage('document store chunks', async () =>
            (await repository.chunks(workspaceId)).map(exportedChunk),
          )
        : await none(),
      Execution: request.execution
        ? await stage('executions', async () =>
            (await repository.executions(workspaceId)).map(exportedExecution),
          )
        : await none(),
      Tool: request.tool
        ? await stage('tools', async () => (await repository.tools(workspaceId)).map(exportedTool))
        : await none(),
      Variable: request.variable
        ? await stage('variables', async () =>
            (await repository.variables(workspaceId)).map(exportedVariable),
          )
        : await none(),
    };
  }

  private documentStores(workspaceId: string): Promise<BundleEntry[]> {
    return stage('document stores', async () => {
      const loaders = await this.repository.loaders(workspaceId);
      return (await this.repository.documentStores(workspaceId)).map((store) =>
        exportedDocumentStore(
          store,
          loaders.filter((loader) => loader.storeId === store.id),
        ),
      );
    });
  }
}
