import { createHash } from 'node:crypto';
import type { ComponentConfig } from '@loomflow/core';
import type { DocumentStoreRow } from '../db/repositories/document-store.repository.ts';
import type { UpsertRecordRow } from '../db/repositories/upsert-record.repository.ts';
import { parseComponent } from './document-store-mappers.ts';
import type { DocumentStoreRepos } from './document-store-repos.ts';
import { chunkKey, planRecords, type RecordPlan, type WantedChunk } from './record-manager.ts';

const PAGE = 1000;

/** The configs of the store's vectors and their fingerprint (a change means every vector is rebuilt). */
export interface VectorSetup {
  readonly embedding: ComponentConfig;
  readonly vectorStore: ComponentConfig;
  readonly fingerprint: string;
}

export function vectorSetupOf(store: DocumentStoreRow): VectorSetup | undefined {
  const embedding = parseComponent(store.embeddingConfig);
  const vectorStore = parseComponent(store.vectorStoreConfig);
  if (!embedding || !vectorStore) return undefined;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([embedding, vectorStore]))
    .digest('hex');
  return { embedding, vectorStore, fingerprint };
}

/** The vector store config of the live vectors (undefined when the store has none). */
export function liveVectorStoreOf(store: DocumentStoreRow): ComponentConfig | undefined {
  if (store.vectorFingerprint === null || store.vectorDimensions === null) return undefined;
  return parseComponent(store.liveVectorStoreConfig) ?? undefined;
}

export interface UpsertPlan extends RecordPlan {
  /** Every vector is written again into the next generation's collection (configs changed, or first upsert). */
  readonly rebuild: boolean;
  readonly loaderIds: readonly string[];
}

/** Reads the chunks in scope page by page and compares them with the record manager. */
export async function planUpsert(
  repos: DocumentStoreRepos,
  store: DocumentStoreRow,
  setup: VectorSetup,
  loaderId: string | null,
): Promise<UpsertPlan> {
  const workspaceId = store.workspaceId;
  const rebuild = store.vectorFingerprint !== setup.fingerprint;
  const allLoaders = (await repos.loaders.listOfStores(workspaceId, [store.id])).map((loader) => loader.id);
  const loaderIds = rebuild || loaderId === null ? allLoaders : allLoaders.filter((id) => id === loaderId);
  const wanted = new Map<string, WantedChunk>();
  let after = '';
  for (;;) {
    const page = await repos.chunks.listAfter(workspaceId, store.id, loaderIds, after, PAGE);
    for (const chunk of page) {
      const key = chunkKey(chunk);
      if (!wanted.has(key)) wanted.set(key, { chunkId: chunk.id, loaderId: chunk.docId, key });
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = last.id;
  }
  let existing: UpsertRecordRow[] = [];
  if (!rebuild)
    existing = await repos.records.active(workspaceId, store.id, loaderId === null ? undefined : loaderIds);
  return { ...planRecords(wanted, existing), rebuild, loaderIds };
}
