import type { ApiUpsertResponse, VectorUpsertRequest } from '@loomflow/core';
import type { FlowRuntime } from '@loomflow/engine';
import type { Repositories } from '../db/repositories/index.ts';
import type { ChatFlowRow } from '../db/schema.ts';
import { AppError, badRequest } from '../errors/app-error.ts';
import type { StreamedFile } from '../storage/streamed-file.ts';
import { parseFlowData } from '../runtime/flow-data-cache.ts';
import { createFlowInvoker, type NestedFlowRunner } from '../runtime/flow-invoker.ts';
import { allowedOverrides } from '../runtime/override-config.ts';
import { loadNodeRuntime } from '../runtime/node-runtime.ts';
import { createRuntimeServices, type RuntimeDependencies } from '../runtime/runtime-services.factory.ts';
import type { ChatUploadStore } from '../storage/chat-upload-store.ts';
import { newId } from '../util/clock.ts';
import { withUploadedFiles, type UpsertFile } from './chatflow-upload-files.ts';
import { engineFlowRuntimes, flowRuntimeOf, type FlowRuntimeSource } from './flow-run/flow-runtimes.ts';
import { refuseUnsafe } from './upload-name-checks.ts';
import type { VariableService } from './variable.service.ts';

/** A runtime whose flows have vector store nodes of their own. */
type UpsertingRuntime = FlowRuntime & Required<Pick<FlowRuntime, 'upsert'>>;

function upserts(runtime: FlowRuntime | undefined): runtime is UpsertingRuntime {
  return runtime?.upsert !== undefined;
}

/** Files sent with an upsert, each at most this large. */
export const UPSERT_FILE_MAX_BYTES = 100 * 1024 * 1024;

/**
 * `POST /vector/upsert/{id}` of chatflows: files are kept with the flow and handed to its file loaders, then the
 * chosen vector store node embeds and writes its documents (in this process).
 */
export class ChatflowUpsertService {
  constructor(
    private readonly repos: Repositories,
    private readonly variables: VariableService,
    private readonly dependencies: RuntimeDependencies,
    private readonly nested: NestedFlowRunner,
    private readonly uploads: ChatUploadStore,
    private readonly runtimes: FlowRuntimeSource = engineFlowRuntimes,
  ) {}

  /** Only flows whose runtime upserts (chatflows) have vector store nodes of their own. */
  async requireUpsertable(flow: ChatFlowRow): Promise<UpsertingRuntime> {
    const runtime = await flowRuntimeOf(flow.type, this.runtimes);
    if (upserts(runtime)) return runtime;
    if (flow.type === 'AGENTFLOW')
      throw new AppError(
        400,
        'Agentflows have no vector store nodes to upsert: put the documents in a document store and upsert ' +
          'it (POST /api/v1/document-store/upsert/{storeId}); Retriever and Agent nodes read it from there.',
      );
    throw badRequest(`This flow is a ${flow.type}: only chatflows have vector store nodes to upsert`);
  }

  /** Keeps one uploaded file with the flow (a file of the same name is replaced). */
  async storeFile(flow: ChatFlowRow, file: StreamedFile): Promise<UpsertFile> {
    const location = { workspaceId: flow.workspaceId, chatflowId: flow.id, fileName: file.name };
    refuseUnsafe(() => {
      this.uploads.checkFlowFile(location);
    });
    const parts: Uint8Array[] = [];
    for await (const part of file.data) parts.push(part);
    await this.uploads.putFlowFile(location, Buffer.concat(parts), file.mime);
    return { name: file.name };
  }

  async upsert(
    flow: ChatFlowRow,
    body: VectorUpsertRequest,
    files: readonly UpsertFile[],
  ): Promise<ApiUpsertResponse> {
    const runtime = await this.requireUpsertable(flow);
    const saved = parseFlowData(flow);
    const overrides = allowedOverrides(flow.apiConfig, saved, body.overrideConfig);
    const flowData = withUploadedFiles(saved, files);
    const vars = { ...(await this.variables.resolve(flow.workspaceId, [flow.flowData])), ...overrides.vars };
    // A chat's uploaded files (`chatId`, as the chat widget sends) are kept for that chat by a store with File
    // Upload on; without a chatId the documents are for every chat (Flowise would mark them with a random id).
    const uploadChatId = body.chatId === undefined || body.chatId === '' ? undefined : body.chatId;
    const chatId = uploadChatId ?? overrides.sessionId ?? newId();
    const { engine } = await loadNodeRuntime();
    try {
      const outcome = await runtime.upsert({
        flowData,
        identity: { chatflowId: flow.id, chatId, sessionId: chatId, workspaceId: flow.workspaceId },
        vars,
        overrideConfig: overrides.nodes,
        services: createRuntimeServices(
          this.dependencies,
          flow.workspaceId,
          createFlowInvoker(this.repos, this.nested, flow.workspaceId, 0),
        ),
        memory: { pastMessages: () => Promise.resolve([]) },
        ...(body.stopNodeId ? { stopNodeId: body.stopNodeId } : {}),
        ...(uploadChatId ? { uploadChatId } : {}),
      });
      return {
        numAdded: outcome.numAdded,
        numDeleted: outcome.numDeleted,
        numUpdated: outcome.numUpdated,
        numSkipped: outcome.numSkipped,
        addedDocs: outcome.addedDocs.map((document) => ({
          pageContent: document.pageContent,
          metadata: document.metadata,
        })),
      };
    } catch (error) {
      if (error instanceof engine.ChatflowUpsertRequestError) throw badRequest(error.message);
      if (error instanceof engine.ChatflowRunError) throw new AppError(500, error.message);
      throw error;
    }
  }
}
