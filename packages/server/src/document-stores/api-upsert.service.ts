import {
  DOCUMENT_STORE_MESSAGES,
  FILE_STORAGE_PREFIX,
  apiUpsertRequestSchema,
  fileStorageRef,
  type ApiUpsertResponse,
  type NodeConfig,
} from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';
import { AppError, badRequest, notFound } from '../errors/app-error.ts';
import type { DocumentStoreRow } from '../db/repositories/document-store.repository.ts';
import type { DocumentStoreLoaderRow } from '../db/repositories/document-store-loader.repository.ts';
import { parseComponent, parseRecord, toChunk } from './document-store-mappers.ts';
import type { DocumentStoreRepos } from './document-store-repos.ts';
import type { DocumentStoreService } from './document-store.service.ts';
import type { LoaderProcessing } from './loader-processing.ts';
import type { UpsertJobRunner } from './upsert-job-runner.ts';

/** The loader input that takes files (`txtFile`, `pdfFile`…), from its definition or its current value. */
function fileInputOf(loaderName: string, config: NodeConfig): string | undefined {
  const current = Object.entries(config).find(
    ([, value]) =>
      typeof value === 'string' && (value.startsWith(FILE_STORAGE_PREFIX) || value.startsWith('data:')),
  );
  if (current) return current[0];
  return findNodeDefinition(loaderName)?.inputs.find((input) => input.type === 'file')?.name;
}

/**
 * Flowise's API upsert (`POST /document-store/upsert/{id}`) and refresh (`/refresh/{id}`): process the loader(s)
 * then upsert, answering when the job is done.
 */
export class ApiUpsertService {
  constructor(
    private readonly repos: DocumentStoreRepos,
    private readonly stores: DocumentStoreService,
    private readonly loaders: LoaderProcessing,
    private readonly runner: UpsertJobRunner,
  ) {}

  async upsert(
    workspaceId: string,
    store: DocumentStoreRow,
    request: unknown,
    uploadedNames: readonly string[],
  ): Promise<ApiUpsertResponse> {
    const body = apiUpsertRequestSchema.parse(request);
    await this.runner.requireIdle(workspaceId, store.id);
    const existing = await this.repos.loaders.listOfStores(workspaceId, [store.id]);
    let loader: DocumentStoreLoaderRow | undefined;
    if (body.docId) {
      loader = existing.find((candidate) => candidate.id === body.docId);
      if (!loader) throw notFound(DOCUMENT_STORE_MESSAGES.loaderNotFound);
    } else if (!body.loader) {
      if (existing.length !== 1)
        throw badRequest(
          'Name the loader to run: send docId (the store has several loaders) or a loader config',
        );
      loader = existing[0];
    }
    const loaderName = body.loader?.name ?? loader?.loaderId;
    if (!loaderName) throw badRequest('Send a loader: {"loader": {"name": "textFile", "config": {…}}}');
    const config: NodeConfig = {
      ...(loader ? parseRecord(loader.loaderConfig) : {}),
      ...(body.loader?.config ?? {}),
    };
    if (uploadedNames.length > 0) {
      const input = fileInputOf(loaderName, config);
      if (!input) throw badRequest(`The loader "${loaderName}" takes no files`);
      config[input] = fileStorageRef(uploadedNames);
    }
    if (body.metadata) {
      config.metadata = JSON.stringify({
        ...parseRecord(typeof config.metadata === 'string' ? config.metadata : null),
        ...body.metadata,
      });
    }
    if (body.vectorStore || body.embedding) {
      const embedding = body.embedding ?? parseComponent(store.embeddingConfig);
      const vectorStore = body.vectorStore ?? parseComponent(store.vectorStoreConfig);
      if (!embedding || !vectorStore)
        throw badRequest('Send both the embedding and the vector store (or save them in the store first)');
      await this.stores.saveVectorConfig(workspaceId, {
        storeId: store.id,
        embeddingName: embedding.name,
        embeddingConfig: embedding.config,
        vectorStoreName: vectorStore.name,
        vectorStoreConfig: vectorStore.config,
      });
    }
    const splitterName = body.splitter?.name ?? loader?.splitterId ?? undefined;
    const processed = await this.loaders.process(workspaceId, loader?.id, {
      storeId: store.id,
      ...(loader ? { id: loader.id } : {}),
      loaderId: loaderName,
      loaderConfig: config,
      ...(splitterName
        ? {
            splitterId: splitterName,
            splitterConfig: {
              ...(loader?.splitterConfig ? parseRecord(loader.splitterConfig) : {}),
              ...(body.splitter?.config ?? {}),
            },
          }
        : {}),
      ...(loader?.credential ? { credential: loader.credential } : {}),
    });
    return this.upsertAndWait(workspaceId, store.id, processed.id);
  }

  /** Processes every loader again, then upserts the whole store. */
  async refresh(workspaceId: string, store: DocumentStoreRow): Promise<ApiUpsertResponse> {
    await this.runner.requireIdle(workspaceId, store.id);
    const loaders = await this.repos.loaders.listOfStores(workspaceId, [store.id]);
    if (loaders.length === 0) throw badRequest('This document store has no loaders to refresh');
    for (const loader of loaders) {
      await this.loaders.process(workspaceId, loader.id, {
        storeId: store.id,
        id: loader.id,
        loaderId: loader.loaderId,
        loaderConfig: parseRecord(loader.loaderConfig),
        ...(loader.splitterId
          ? { splitterId: loader.splitterId, splitterConfig: parseRecord(loader.splitterConfig) }
          : {}),
        ...(loader.credential ? { credential: loader.credential } : {}),
      });
    }
    return this.upsertAndWait(workspaceId, store.id, null);
  }

  private async upsertAndWait(
    workspaceId: string,
    storeId: string,
    loaderId: string | null,
  ): Promise<ApiUpsertResponse> {
    const fresh = await this.stores.requireRow(workspaceId, storeId);
    const job = await this.runner.start(fresh, loaderId);
    await this.runner.wait(workspaceId, storeId, job.id);
    const ended = await this.repos.jobs.find(workspaceId, storeId, job.id);
    if (!ended || ended.status !== 'SUCCEEDED')
      throw new AppError(500, ended?.error ?? 'The upsert did not finish');
    const added = loaderId
      ? (await this.repos.chunks.page(workspaceId, loaderId, { offset: 0, limit: 20, search: undefined }))
          .rows
      : [];
    return {
      numAdded: ended.embedded,
      numDeleted: ended.deleted,
      numUpdated: 0,
      numSkipped: ended.skipped,
      addedDocs: added
        .map(toChunk)
        .map((chunk) => ({ pageContent: chunk.pageContent, metadata: chunk.metadata })),
    };
  }
}
