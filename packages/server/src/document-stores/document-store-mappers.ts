import {
  parseJsonObject,
  componentConfigSchema,
  loaderFileSchema,
  type ComponentConfig,
  type DocumentChunk,
  type DocumentStore,
  type DocumentStoreLoader,
  type DocumentStoreStatus,
  type DocumentStoreUsage,
  type LoaderStatus,
  type NodeConfig,
  type UpsertJob,
  type UpsertJobStatus,
  LOADER_STATUSES,
  UPSERT_JOB_STATUSES,
} from '@loomflow/core';
import { z } from 'zod';
import type { DocumentChunkRow } from '../db/repositories/document-chunk.repository.ts';
import type { DocumentStoreLoaderRow } from '../db/repositories/document-store-loader.repository.ts';
import type { DocumentStoreRow } from '../db/repositories/document-store.repository.ts';
import type { UpsertJobRow } from '../db/repositories/upsert-job.repository.ts';

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function parseRecord(text: string | null): Record<string, unknown> {
  return (text === null ? undefined : parseJsonObject(text)) ?? {};
}

export function parseComponent(text: string | null): ComponentConfig | null {
  const parsed = componentConfigSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

const filesSchema = z.array(loaderFileSchema);

function loaderStatusOf(value: string): LoaderStatus {
  return LOADER_STATUSES.find((status) => status === value) ?? 'EMPTY';
}

function jobStatusOf(value: string): UpsertJobStatus {
  return UPSERT_JOB_STATUSES.find((status) => status === value) ?? 'FAILED';
}

export function toLoader(row: DocumentStoreLoaderRow): DocumentStoreLoader {
  const files = filesSchema.safeParse(parseJson(row.files));
  const splitterConfig: NodeConfig | undefined =
    row.splitterConfig === null ? undefined : parseRecord(row.splitterConfig);
  return {
    id: row.id,
    loaderId: row.loaderId,
    loaderName: row.loaderName,
    loaderConfig: parseRecord(row.loaderConfig),
    ...(row.splitterId === null ? {} : { splitterId: row.splitterId }),
    ...(row.splitterName === null ? {} : { splitterName: row.splitterName }),
    ...(splitterConfig === undefined ? {} : { splitterConfig }),
    totalChunks: row.totalChunks,
    totalChars: row.totalChars,
    status: loaderStatusOf(row.status),
    files: files.success ? files.data : [],
    source: row.source,
    ...(row.credential === null ? {} : { credential: row.credential }),
  };
}

/**
 * The store's status from its loaders: UPSERTING while a job runs; EMPTY without loaders; NEW while none is
 * processed; SYNCING while one processes; SYNC when chunks exist but no vectors; UPSERTED when every loader's
 * chunks are in the vector store; STALE when vectors exist but chunks changed since.
 */
export function storeStatus(
  loaders: readonly DocumentStoreLoaderRow[],
  upserting: boolean,
  hasVectors: boolean,
): DocumentStoreStatus {
  if (upserting) return 'UPSERTING';
  if (loaders.length === 0) return hasVectors ? 'STALE' : 'EMPTY';
  if (loaders.some((loader) => loader.status === 'SYNCING')) return 'SYNCING';
  if (loaders.every((loader) => loader.status === 'EMPTY')) return hasVectors ? 'STALE' : 'NEW';
  if (!hasVectors) return 'SYNC';
  return loaders.every((loader) => loader.status === 'UPSERTED') ? 'UPSERTED' : 'STALE';
}

export function toStore(
  row: DocumentStoreRow,
  loaders: readonly DocumentStoreLoaderRow[],
  whereUsed: readonly DocumentStoreUsage[],
  upserting: boolean,
): DocumentStore {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: storeStatus(loaders, upserting, row.vectorFingerprint !== null),
    loaders: loaders.map(toLoader),
    whereUsed: [...whereUsed],
    vectorStoreConfig: parseComponent(row.vectorStoreConfig),
    embeddingConfig: parseComponent(row.embeddingConfig),
    totalChunks: loaders.reduce((sum, loader) => sum + loader.totalChunks, 0),
    totalChars: loaders.reduce((sum, loader) => sum + loader.totalChars, 0),
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

export function toChunk(row: DocumentChunkRow): DocumentChunk {
  return {
    id: row.id,
    docId: row.docId,
    storeId: row.storeId,
    chunkNo: row.chunkNo,
    pageContent: row.pageContent,
    metadata: parseRecord(row.metadata),
  };
}

export function toJob(row: UpsertJobRow): UpsertJob {
  return {
    id: row.id,
    storeId: row.storeId,
    loaderId: row.loaderId,
    status: jobStatusOf(row.status),
    total: row.total,
    embedded: row.embedded,
    skipped: row.skipped,
    deleted: row.deleted,
    failed: row.failed,
    error: row.error,
    startedDate: row.startedDate,
    finishedDate: row.finishedDate,
  };
}
