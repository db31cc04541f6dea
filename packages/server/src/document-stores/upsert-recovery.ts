import type { DocumentStoreRow } from '../db/repositories/document-store.repository.ts';
import { liveVectorStoreOf } from './upsert-plan.ts';
import type { DocumentStoreRepos } from './document-store-repos.ts';
import type { VectorCollections } from './vector-collections.ts';

/**
 * Repairs what a crash between the two steps of an upsert commit left: record rows PENDING_ADD (vectors that may
 * or may not have been committed) and PENDING_DELETE (vectors that may or may not be gone). Their vectors are
 * deleted and the rows removed, so the record manager again lists exactly the vectors that exist; the next
 * upsert embeds those chunks again. Idempotent: a crash during the repair is repaired by the next one.
 */
export async function repairPendingRecords(
  repos: DocumentStoreRepos,
  collections: VectorCollections,
  store: DocumentStoreRow,
): Promise<number> {
  const pending = await repos.records.pending(store.workspaceId, store.id);
  if (pending.length === 0) return 0;
  const vectorStore = liveVectorStoreOf(store);
  if (vectorStore && store.vectorDimensions !== null) {
    const collection = await collections.open(
      store,
      store.vectorGeneration,
      store.vectorDimensions,
      vectorStore,
    );
    const batch = await collection.beginWrite();
    try {
      await batch.delete(pending.map((row) => row.vectorId));
      await batch.commit();
    } catch (error) {
      await batch.abort().catch(() => undefined);
      throw error;
    }
  }
  await repos.records.deleteIds(
    store.workspaceId,
    pending.map((row) => row.id),
  );
  return pending.length;
}

/**
 * At start: jobs a dead process left running are FAILED, loaders it left SYNCING are settled, and pending record
 * rows are repaired. In queue mode (`queueMode`) upserts run on workers while servers and workers start and stop:
 * no job is failed here (a worker's death is BullMQ's stalled check, queue/background-worker.ts) and the stores
 * with a job QUEUED or RUNNING keep their pending rows (that job's commit may be writing them right now).
 */
export async function recoverAfterRestart(
  repos: DocumentStoreRepos,
  collections: VectorCollections,
  now: string,
  log: (message: string, error: unknown) => void,
  queueMode = false,
): Promise<{ interruptedJobs: number; repairedRecords: number }> {
  const interruptedJobs = queueMode
    ? 0
    : await repos.jobs.failInterrupted(
        'The server stopped while this upsert was running, so it did not finish. The vectors from before it are ' +
          'still in use: start the upsert again.',
        now,
      );
  // Loaders a stop caught processing: their chunks were replaced in one transaction, so they are whole.
  await repos.db
    .updateTable('document_store_loader')
    .set({ status: 'STALE' })
    .where('status', '=', 'SYNCING')
    .where('totalChunks', '>', 0)
    .execute();
  await repos.db
    .updateTable('document_store_loader')
    .set({ status: 'EMPTY' })
    .where('status', '=', 'SYNCING')
    .execute();
  let repairedRecords = 0;
  for (const { workspaceId, storeId } of await repos.records.storesWithPending()) {
    const store = await repos.stores.find(workspaceId, storeId);
    if (!store) continue;
    if (queueMode && (await repos.jobs.active(workspaceId, storeId))) continue;
    try {
      repairedRecords += await repairPendingRecords(repos, collections, store);
    } catch (error) {
      // An unreachable vector store must not stop the server: the next upsert of the store repairs first.
      log(`Pending vector records of document store ${storeId} could not be repaired yet`, error);
    }
  }
  return { interruptedJobs, repairedRecords };
}
