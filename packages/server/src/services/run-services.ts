import { providerAssistantStores } from '../assistants/provider-assistant-store.ts';
import type { AppConfig } from '../config/config.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { chatModelProvider } from '../runtime/chat-model-provider.ts';
import { createGuardedFetch } from '../runtime/guarded-fetch.adapter.ts';
import { outboundAccess } from '../runtime/outbound-access.adapter.ts';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import { RunRegistry } from '../runtime/run-registry.ts';
import type { RuntimeDependencies } from '../runtime/runtime-services.factory.ts';
import { serverOwnFiles } from '../runtime/server-own-files.ts';
import { sqliteFileAccess } from '../runtime/sqlite-file-access.adapter.ts';
import { ChatUploadStore } from '../storage/chat-upload-store.ts';
import { createFileStorage } from '../storage/create-file-storage.ts';
import { storageConfig } from '../config/storage-config.ts';
import { ChatMessageService } from './chat-message.service.ts';
import { ExecutionService } from './execution.service.ts';
import { FlowRunService } from './flow-run/flow-run.service.ts';
import { FollowUpPromptsService } from './follow-up-prompts.service.ts';
import { PredictionService } from './prediction.service.ts';
import type { WorkspaceContentServices } from './workspace-content-services.ts';
import type { RetrievalService } from '../document-stores/retrieval.service.ts';
import type { ChatflowVectorCollections } from '../runtime/chatflow-vector-collections.ts';
import { ChatflowUpsertService } from './chatflow-upsert.service.ts';

/** Running flows: predictions, their executions and chat messages, and the runs in flight. */
export interface RunServices {
  readonly predictions: PredictionService;
  /** Runs flows of every kind (predictions, evaluations, flows run by flows). */
  readonly flowRuns: FlowRunService;
  readonly executions: ExecutionService;
  readonly chatMessages: ChatMessageService;
  readonly runRegistry: RunRegistry;
  /** Files sent in chats (prediction uploads, attachments), in the file storage under the flow and chat. */
  readonly chatUploads: ChatUploadStore;
  /** `POST /vector/upsert/{id}`: a chatflow's vector store node upserted in process. */
  readonly chatflowUpserts: ChatflowUpsertService;
  /** Executions found INPROGRESS at start (a crash or restart cut them short) and recorded ERROR. */
  readonly interruptedExecutions: number;
}

/** Outbound HTTP of nodes: per request limits. */
const FETCH_TIMEOUT_MS = 60_000;
const FETCH_MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

export async function createRunServices(
  config: AppConfig,
  repos: Repositories,
  content: WorkspaceContentServices,
  outbound: OutboundPolicy,
  documentRetrieval?: RetrievalService,
  chatflowVectors?: ChatflowVectorCollections,
): Promise<RunServices> {
  const executions = new ExecutionService(repos);
  // Queue mode: other processes' runs are in flight; a dead worker's executions are ended by stall handling.
  const interruptedExecutions = config.queue?.mode === 'queue' ? 0 : await executions.markInterrupted();
  const runRegistry = new RunRegistry();
  // Same storage configuration as the Files service (storage objects keep no state of their own).
  const fileStorage = await createFileStorage(config.storage ?? storageConfig({}, config.dataDir));
  const chatUploads = new ChatUploadStore(fileStorage);
  const runtimeDependencies: RuntimeDependencies = {
    repos,
    credentials: content.credentials,
    sandbox: content.sandbox,
    fetch: createGuardedFetch({
      policy: outbound.for('http-node'),
      timeoutMs: FETCH_TIMEOUT_MS,
      maxResponseBytes: FETCH_MAX_RESPONSE_BYTES,
    }),
    outbound: outboundAccess(outbound, {
      timeoutMs: FETCH_TIMEOUT_MS,
      maxResponseBytes: FETCH_MAX_RESPONSE_BYTES,
    }),
    chatModels: chatModelProvider(outbound),
    ...(documentRetrieval ? { documentRetrieval } : {}),
    fileStorage,
    ...(chatflowVectors ? { chatflowVectors } : {}),
    ...(config.mcpStdio ? { mcpStdio: config.mcpStdio } : {}),
    sqliteFiles: sqliteFileAccess({
      platform: config.platform,
      serverFiles: serverOwnFiles(config),
      allowedDirs: config.sqlDatabaseFiles.allowedDirs,
    }),
    providerAssistants: providerAssistantStores({
      assistants: repos.assistants,
      credentialRows: repos.credentials,
      credentials: content.credentials,
      // Where OpenAI / Azure assistants are reached (OPENAI_BASE_URL, AZURE_OPENAI_ENDPOINT); the providers' own otherwise.
      config: config.assistantsApi ?? {},
    }),
  };
  const flowRuns = new FlowRunService({
    repos,
    variables: content.variables,
    runtime: runtimeDependencies,
    limits: config.runs,
    chatUploads,
  });
  return {
    predictions: new PredictionService(
      repos,
      config.platform,
      content.variables,
      flowRuns,
      runRegistry,
      new FollowUpPromptsService(repos, chatModelProvider(outbound), content.credentials),
    ),
    flowRuns,
    executions,
    chatMessages: new ChatMessageService(repos, config.platform),
    runRegistry,
    chatUploads,
    chatflowUpserts: new ChatflowUpsertService(
      repos,
      content.variables,
      runtimeDependencies,
      flowRuns,
      chatUploads,
    ),
    interruptedExecutions,
  };
}
