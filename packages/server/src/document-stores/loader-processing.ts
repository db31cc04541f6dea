import type {
  NodeConfig,
  PreviewLoaderResponse,
  ProcessLoaderRequest,
  DocumentStoreLoader,
} from '@loomflow/core';
import { previewLoaderRequestSchema, saveLoaderRequestSchema, withoutServerPaths } from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';
import type { TextDocument } from '@loomflow/nodes/runtime';
import type { z } from 'zod';
import type { DocumentStoreLoaderRow } from '../db/repositories/document-store-loader.repository.ts';
import { AppError, badRequest, conflict, notFound } from '../errors/app-error.ts';
import { newId, nowIso } from '../util/clock.ts';
import type { DocumentComponents } from './document-components.ts';
import type { DocumentFiles, ResolvedFiles } from './document-files.ts';
import { toLoader } from './document-store-mappers.ts';
import type { DocumentStoreRepos } from './document-store-repos.ts';
import type { DocumentRuntime } from './document-runtime.ts';
import { credentialOf } from './document-runtime.ts';

type SaveBody = z.output<typeof saveLoaderRequestSchema>;
type PreviewBody = z.output<typeof previewLoaderRequestSchema>;

const LOAD_TIMEOUT_MS = 10 * 60_000;

function labelOf(name: string, given: string | undefined): string {
  return given?.trim() || findNodeDefinition(name)?.label || name;
}

function sourceOf(config: NodeConfig, files: ResolvedFiles, loaderName: string): string {
  if (files.views.length > 0) return files.views.map((file) => file.name).join(', ');
  for (const key of ['url', 'link', 'apiUrl', 'folderPath']) {
    const value = config[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return loaderName;
}

function messageOf(error: unknown): string {
  return withoutServerPaths(error instanceof Error ? error.message : String(error));
}

/** Loaders of a store: save, preview (load + split, nothing kept) and process (chunks stored). */
export class LoaderProcessing {
  constructor(
    private readonly repos: DocumentStoreRepos,
    private readonly components: DocumentComponents,
    private readonly files: DocumentFiles,
    private readonly runtime: (workspaceId: string) => DocumentRuntime,
  ) {}

  find(workspaceId: string, loaderId: string): Promise<DocumentStoreLoaderRow | undefined> {
    return this.repos.loaders.find(workspaceId, loaderId);
  }

  async save(workspaceId: string, request: unknown): Promise<DocumentStoreLoader> {
    const body = saveLoaderRequestSchema.parse(request);
    return toLoader(await this.saveRow(workspaceId, body));
  }

  async preview(workspaceId: string, request: unknown): Promise<PreviewLoaderResponse> {
    const body: PreviewBody = previewLoaderRequestSchema.parse(request);
    await this.requireStore(workspaceId, body.storeId);
    const { chunks } = await this.load(workspaceId, body);
    return {
      chunks: chunks.slice(0, body.previewChunkCount).map((chunk) => ({
        pageContent: chunk.pageContent,
        metadata: { ...chunk.metadata },
      })),
      totalChunks: chunks.length,
      previewChunkCount: body.previewChunkCount,
    };
  }

  /** Saves the loader, loads and splits, and replaces its stored chunks. */
  async process(
    workspaceId: string,
    loaderId: string | undefined,
    request: ProcessLoaderRequest,
  ): Promise<DocumentStoreLoader> {
    const body = saveLoaderRequestSchema.parse(
      loaderId === undefined ? request : { ...request, id: loaderId },
    );
    const saved = await this.saveRow(workspaceId, body);
    const store = await this.requireStore(workspaceId, body.storeId);
    await this.repos.loaders.update(workspaceId, saved.id, { status: 'SYNCING' });
    try {
      const { chunks, files } = await this.load(workspaceId, body);
      const rows = chunks.map((chunk, index) => ({
        id: newId(),
        workspaceId,
        storeId: body.storeId,
        docId: saved.id,
        chunkNo: index + 1,
        pageContent: chunk.pageContent,
        metadata: JSON.stringify(chunk.metadata),
      }));
      const now = nowIso();
      await this.repos.loaders.update(workspaceId, saved.id, {
        files: JSON.stringify(files.views),
        source: sourceOf(body.loaderConfig, files, saved.loaderName),
      });
      await this.repos.chunks.replaceLoaderChunks(workspaceId, saved.id, rows, {
        status: store.vectorFingerprint === null ? 'SYNC' : 'STALE',
        totalChunks: rows.length,
        totalChars: rows.reduce((sum, row) => sum + row.pageContent.length, 0),
        updatedDate: now,
      });
      await this.repos.stores.update(workspaceId, body.storeId, { updatedDate: now });
    } catch (error) {
      await this.repos.loaders.update(workspaceId, saved.id, { status: saved.status });
      throw error;
    }
    const row = await this.repos.loaders.find(workspaceId, saved.id);
    if (!row) throw notFound('Document loader not found in this store');
    return toLoader(row);
  }

  /** Runs the loader then the splitter on the request's configuration. */
  async load(
    workspaceId: string,
    body: Pick<
      SaveBody,
      'storeId' | 'loaderId' | 'loaderConfig' | 'splitterId' | 'splitterConfig' | 'credential'
    >,
    signal: AbortSignal = AbortSignal.timeout(LOAD_TIMEOUT_MS),
  ): Promise<{ chunks: readonly TextDocument[]; files: ResolvedFiles }> {
    const loader = await this.components.loader(body.loaderId);
    if (!loader)
      throw badRequest(`Unknown document loader "${body.loaderId}": choose one of the Document Loaders`);
    const splitter = body.splitterId ? await this.components.splitter(body.splitterId) : undefined;
    if (body.splitterId && !splitter)
      throw badRequest(`Unknown text splitter "${body.splitterId}": choose one of the Text Splitters`);
    const files = await this.files.resolve(workspaceId, body.storeId, body.loaderConfig);
    const runtime = this.runtime(workspaceId);
    let documents: readonly TextDocument[];
    try {
      documents = await loader.load({
        inputs: body.loaderConfig,
        files: files.files,
        credentialId: body.credential ?? credentialOf(body.loaderConfig),
        credentials: runtime.credentials,
        fetch: runtime.fetch,
        signal,
      });
      if (splitter) documents = await splitter.split(documents, body.splitterConfig ?? {});
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw badRequest(`The loader could not read its documents: ${messageOf(error)}`);
    }
    return { chunks: documents, files };
  }

  private async saveRow(workspaceId: string, body: SaveBody): Promise<DocumentStoreLoaderRow> {
    await this.requireStore(workspaceId, body.storeId);
    if (!(await this.components.loader(body.loaderId)))
      throw badRequest(`Unknown document loader "${body.loaderId}": choose one of the Document Loaders`);
    if (body.splitterId && !(await this.components.splitter(body.splitterId)))
      throw badRequest(`Unknown text splitter "${body.splitterId}": choose one of the Text Splitters`);
    const now = nowIso();
    const fields = {
      loaderId: body.loaderId,
      loaderName: labelOf(body.loaderId, body.loaderName),
      loaderConfig: JSON.stringify(body.loaderConfig),
      splitterId: body.splitterId ?? null,
      splitterName: body.splitterId ? labelOf(body.splitterId, body.splitterName) : null,
      splitterConfig: body.splitterConfig ? JSON.stringify(body.splitterConfig) : null,
      credential: body.credential ?? null,
      updatedDate: now,
    };
    if (body.id) {
      const existing = await this.repos.loaders.find(workspaceId, body.id);
      if (!existing || existing.storeId !== body.storeId)
        throw notFound('Document loader not found in this store');
      if (existing.status === 'SYNCING')
        throw conflict('This loader is being processed: wait until it finishes');
      await this.repos.loaders.update(workspaceId, body.id, fields);
      return { ...existing, ...fields };
    }
    const row: DocumentStoreLoaderRow = {
      id: newId(),
      workspaceId,
      storeId: body.storeId,
      ...fields,
      status: 'EMPTY',
      totalChunks: 0,
      totalChars: 0,
      source: fields.loaderName,
      files: '[]',
      createdDate: now,
    };
    await this.repos.loaders.create(row);
    return row;
  }

  private async requireStore(workspaceId: string, storeId: string) {
    const store = await this.repos.stores.find(workspaceId, storeId);
    if (!store) throw notFound('Document store not found');
    return store;
  }
}
