import {
  DOCUMENT_STORE_MESSAGES,
  type ChunksPage,
  type ChunksQuery,
  type DocumentStore,
  type DocumentStoreUsage,
  type SaveVectorConfigRequest,
  chunksQuerySchema,
  createDocumentStoreRequestSchema,
  saveVectorConfigRequestSchema,
  updateChunkRequestSchema,
  updateDocumentStoreRequestSchema,
} from '@loomflow/core';
import type { DocumentStoreRow } from '../db/repositories/document-store.repository.ts';
import { AppError, badRequest, notFound } from '../errors/app-error.ts';
import { newId, nowIso } from '../util/clock.ts';
import type { DocumentComponents } from './document-components.ts';
import type { DocumentFiles } from './document-files.ts';
import { toChunk, toLoader, toStore } from './document-store-mappers.ts';
import type { DocumentStoreRepos } from './document-store-repos.ts';
import type { UpsertJobRunner } from './upsert-job-runner.ts';
import { liveVectorStoreOf } from './upsert-plan.ts';
import { repairPendingRecords } from './upsert-recovery.ts';
import type { VectorCollections } from './vector-collections.ts';

/** Deleting a store flows still use, without `force`: names them. */
export class DocumentStoreInUseError extends AppError {
  constructor(readonly whereUsed: readonly DocumentStoreUsage[]) {
    super(
      409,
      `This document store is used by ${whereUsed.map((flow) => `"${flow.name}"`).join(', ')}: those flows ` +
        'will fail to retrieve from it. Delete with force=true to go ahead.',
    );
  }
}

/** Document stores of a workspace: the stores, their chunks and vector configuration. */
export class DocumentStoreService {
  constructor(
    private readonly repos: DocumentStoreRepos,
    private readonly components: DocumentComponents,
    private readonly files: DocumentFiles,
    private readonly collections: VectorCollections,
    private readonly runner: UpsertJobRunner,
  ) {}

  async requireRow(workspaceId: string, id: string): Promise<DocumentStoreRow> {
    const row = await this.repos.stores.find(workspaceId, id);
    if (!row) throw notFound(DOCUMENT_STORE_MESSAGES.notFound);
    return row;
  }

  async list(workspaceId: string): Promise<DocumentStore[]> {
    const rows = await this.repos.stores.list(workspaceId);
    const loaders = await this.repos.loaders.listOfStores(
      workspaceId,
      rows.map((row) => row.id),
    );
    return Promise.all(
      rows.map(async (row) =>
        toStore(
          row,
          loaders.filter((loader) => loader.storeId === row.id),
          await this.whereUsed(workspaceId, row.id),
          this.runner.isRunning(row.id) || (await this.repos.jobs.active(workspaceId, row.id)) !== undefined,
        ),
      ),
    );
  }

  async get(workspaceId: string, id: string): Promise<DocumentStore> {
    return this.view(await this.requireRow(workspaceId, id));
  }

  async view(row: DocumentStoreRow): Promise<DocumentStore> {
    const loaders = await this.repos.loaders.listOfStores(row.workspaceId, [row.id]);
    const upserting =
      this.runner.isRunning(row.id) || (await this.repos.jobs.active(row.workspaceId, row.id)) !== undefined;
    const store = toStore(row, loaders, await this.whereUsed(row.workspaceId, row.id), upserting);
    if (store.status !== row.status)
      await this.repos.stores.update(row.workspaceId, row.id, { status: store.status });
    return store;
  }

  /** Flows whose graph references the store (Retriever nodes, Agent knowledge, document store nodes). */
  async whereUsed(workspaceId: string, id: string): Promise<DocumentStoreUsage[]> {
    const flows = await this.repos.flows.flowsMentioning(workspaceId, id);
    return flows
      .filter((flow) => flow.flowData.includes(id))
      .map((flow) => ({ id: flow.id, name: flow.name, type: flow.type }));
  }

  async create(workspaceId: string, request: unknown): Promise<DocumentStore> {
    const body = createDocumentStoreRequestSchema.parse(request);
    const now = nowIso();
    const row: DocumentStoreRow = {
      id: newId(),
      workspaceId,
      name: body.name,
      description: body.description ?? '',
      status: 'EMPTY',
      embeddingConfig: null,
      vectorStoreConfig: null,
      liveVectorStoreConfig: null,
      vectorGeneration: 0,
      vectorFingerprint: null,
      vectorDimensions: null,
      createdDate: now,
      updatedDate: now,
    };
    await this.repos.stores.create(row);
    return this.view(row);
  }

  async update(workspaceId: string, id: string, request: unknown): Promise<DocumentStore> {
    await this.requireRow(workspaceId, id);
    const body = updateDocumentStoreRequestSchema.parse(request);
    await this.repos.stores.update(workspaceId, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.description === undefined ? {} : { description: body.description }),
      updatedDate: nowIso(),
    });
    return this.get(workspaceId, id);
  }

  /** Deletes the store with its chunks, vectors and files; refused while flows use it unless `force`. */
  async delete(workspaceId: string, id: string, force: boolean): Promise<DocumentStore> {
    const row = await this.requireRow(workspaceId, id);
    await this.runner.requireIdle(workspaceId, id);
    const store = await this.view(row);
    if (store.whereUsed.length > 0 && !force) throw new DocumentStoreInUseError(store.whereUsed);
    await this.dropVectors(row);
    await this.files.deleteAll(workspaceId, id);
    await this.repos.stores.delete(workspaceId, id);
    return store;
  }

  async saveVectorConfig(
    workspaceId: string,
    request: SaveVectorConfigRequest | Record<string, unknown>,
  ): Promise<DocumentStore> {
    const body = saveVectorConfigRequestSchema.parse(request);
    await this.requireRow(workspaceId, body.storeId);
    await this.runner.requireIdle(workspaceId, body.storeId);
    if (!(await this.components.embeddings(body.embeddingName)))
      throw badRequest(`Unknown embeddings "${body.embeddingName}": choose one of the Embeddings`);
    if (!this.collections.providers.includes(body.vectorStoreName))
      throw badRequest(`Unknown vector store "${body.vectorStoreName}": choose one of the Vector Stores`);
    await this.repos.stores.update(workspaceId, body.storeId, {
      embeddingConfig: JSON.stringify({ name: body.embeddingName, config: body.embeddingConfig }),
      vectorStoreConfig: JSON.stringify({ name: body.vectorStoreName, config: body.vectorStoreConfig }),
      updatedDate: nowIso(),
    });
    return this.get(workspaceId, body.storeId);
  }

  /** Removes the vectors and the vector configuration. */
  async deleteVectors(workspaceId: string, id: string): Promise<DocumentStore> {
    const row = await this.requireRow(workspaceId, id);
    await this.runner.requireIdle(workspaceId, id);
    await this.dropVectors(row);
    await this.repos.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('document_store_upsert_record').where('storeId', '=', id).execute();
      await trx
        .updateTable('document_store')
        .set({
          embeddingConfig: null,
          vectorStoreConfig: null,
          vectorFingerprint: null,
          vectorDimensions: null,
          liveVectorStoreConfig: null,
          updatedDate: nowIso(),
        })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('document_store_loader')
        .set({ status: 'SYNC' })
        .where('storeId', '=', id)
        .where('status', 'in', ['UPSERTED', 'STALE'])
        .execute();
    });
    return this.get(workspaceId, id);
  }

  /** Deletes a loader with its chunks, its vectors and its files' use. */
  async deleteLoader(workspaceId: string, storeId: string, loaderId: string): Promise<DocumentStore> {
    const row = await this.requireRow(workspaceId, storeId);
    const loader = await this.repos.loaders.find(workspaceId, loaderId);
    if (!loader || loader.storeId !== storeId) throw notFound(DOCUMENT_STORE_MESSAGES.loaderNotFound);
    await this.runner.requireIdle(workspaceId, storeId);
    const records = await this.repos.records.active(workspaceId, storeId, [loaderId]);
    const live = liveVectorStoreOf(row);
    if (records.length > 0 && live && row.vectorDimensions !== null) {
      // Marked first, so a crash between the vector delete and the row delete is repaired at start.
      await this.repos.records.markPending(
        workspaceId,
        newId(),
        [],
        records.map((record) => record.id),
      );
      const collection = await this.collections.open(row, row.vectorGeneration, row.vectorDimensions, live);
      const batch = await collection.beginWrite();
      await batch.delete(records.map((record) => record.vectorId));
      await batch.commit();
      await this.repos.records.deleteIds(
        workspaceId,
        records.map((record) => record.id),
      );
    }
    await this.repos.loaders.delete(workspaceId, loaderId);
    await this.repos.stores.update(workspaceId, storeId, { updatedDate: nowIso() });
    return this.get(workspaceId, storeId);
  }

  async chunks(
    workspaceId: string,
    storeId: string,
    loaderId: string,
    pageNo: string,
    query: ChunksQuery,
  ): Promise<ChunksPage> {
    const store = await this.requireRow(workspaceId, storeId);
    const loader = await this.repos.loaders.find(workspaceId, loaderId);
    if (!loader || loader.storeId !== storeId) throw notFound(DOCUMENT_STORE_MESSAGES.loaderNotFound);
    const page = Number(pageNo);
    if (!Number.isInteger(page) || page < 1) throw badRequest('The page number starts at 1');
    const { search, pageSize } = chunksQuerySchema.parse(query);
    const result = await this.repos.chunks.page(workspaceId, loaderId, {
      offset: (page - 1) * pageSize,
      limit: pageSize,
      search: search?.trim() || undefined,
    });
    return {
      chunks: result.rows.map(toChunk),
      count: result.count,
      characters: result.characters,
      file: toLoader(loader),
      currentPage: page,
      storeName: store.name,
      description: store.description,
    };
  }

  async updateChunk(
    workspaceId: string,
    storeId: string,
    loaderId: string,
    chunkId: string,
    request: unknown,
  ): Promise<ChunksPage> {
    await this.requireChunk(workspaceId, storeId, loaderId, chunkId);
    const body = updateChunkRequestSchema.parse(request);
    await this.runner.requireIdle(workspaceId, storeId);
    await this.repos.chunks.update(workspaceId, loaderId, chunkId, {
      pageContent: body.pageContent,
      metadata: JSON.stringify(body.metadata),
    });
    await this.chunksChanged(workspaceId, loaderId);
    return this.chunks(workspaceId, storeId, loaderId, '1', {});
  }

  async deleteChunk(
    workspaceId: string,
    storeId: string,
    loaderId: string,
    chunkId: string,
  ): Promise<ChunksPage> {
    await this.requireChunk(workspaceId, storeId, loaderId, chunkId);
    await this.runner.requireIdle(workspaceId, storeId);
    await this.repos.chunks.delete(workspaceId, loaderId, chunkId);
    await this.chunksChanged(workspaceId, loaderId);
    return this.chunks(workspaceId, storeId, loaderId, '1', {});
  }

  /** Repairs records a crash left pending (also done at start). */
  async repair(row: DocumentStoreRow): Promise<void> {
    await repairPendingRecords(this.repos, this.collections, row);
  }

  private async requireChunk(
    workspaceId: string,
    storeId: string,
    loaderId: string,
    chunkId: string,
  ): Promise<void> {
    await this.requireRow(workspaceId, storeId);
    const loader = await this.repos.loaders.find(workspaceId, loaderId);
    if (!loader || loader.storeId !== storeId) throw notFound(DOCUMENT_STORE_MESSAGES.loaderNotFound);
    if (!(await this.repos.chunks.find(workspaceId, loaderId, chunkId)))
      throw notFound(DOCUMENT_STORE_MESSAGES.chunkNotFound);
  }

  private async chunksChanged(workspaceId: string, loaderId: string): Promise<void> {
    await this.repos.chunks.recount(workspaceId, loaderId);
    const loader = await this.repos.loaders.find(workspaceId, loaderId);
    if (loader?.status === 'UPSERTED')
      await this.repos.loaders.update(workspaceId, loaderId, { status: 'STALE' });
  }

  private async dropVectors(row: DocumentStoreRow): Promise<void> {
    const live = liveVectorStoreOf(row);
    if (!live || row.vectorDimensions === null) return;
    await this.collections.drop(row, row.vectorGeneration, row.vectorDimensions, live);
  }
}
