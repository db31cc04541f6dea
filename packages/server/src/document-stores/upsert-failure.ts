import type { DocumentStoreRow } from '../db/repositories/document-store.repository.ts';
import type { UpsertJobRow } from '../db/repositories/upsert-job.repository.ts';
import { nowIso } from '../util/clock.ts';
import type { VectorWriteBatch } from '../vectors/vector-store.ts';
import type { DocumentStoreRepos } from './document-store-repos.ts';
import type { UpsertPlan, VectorSetup } from './upsert-plan.ts';
import { upsertCancelledMessage, upsertFailedMessage } from './upsert-messages.ts';
import { repairPendingRecords } from './upsert-recovery.ts';
import type { VectorCollections } from './vector-collections.ts';

export interface UpsertCounts {
  total: number;
  embedded: number;
  skipped: number;
  deleted: number;
  failed: number;
}

/** Where a job stood when it failed or was cancelled. */
export interface UpsertFailureState {
  readonly batch: VectorWriteBatch | undefined;
  readonly committed: boolean;
  readonly pendingWritten: boolean;
  readonly dimensions: number | null;
  readonly generation: number;
  readonly setup: VectorSetup;
}

/**
 * Ends a job that failed or was cancelled: its batch is aborted (nothing it wrote becomes visible), a rebuild's
 * next generation is dropped, pending record rows are repaired, and the job records what happened.
 */
export async function jobFailed(
  context: {
    readonly repos: DocumentStoreRepos;
    readonly collections: VectorCollections;
    readonly log: (message: string, error: unknown) => void;
  },
  store: DocumentStoreRow,
  job: UpsertJobRow,
  counts: UpsertCounts,
  plan: UpsertPlan | undefined,
  error: unknown,
  cancelled: boolean,
  state: UpsertFailureState,
): Promise<void> {
  const { repos, collections, log } = context;
  if (state.batch && !state.committed) await state.batch.abort().catch(() => undefined);
  if (plan?.rebuild && state.batch && state.dimensions !== null) {
    // The next generation never became live: it goes.
    await collections
      .drop(store, state.generation, state.dimensions, state.setup.vectorStore)
      .catch(() => undefined);
  }
  if (state.pendingWritten) {
    const fresh = await repos.stores.find(store.workspaceId, store.id);
    if (fresh)
      await repairPendingRecords(repos, collections, fresh).catch((repairError: unknown) => {
        log(`Pending vector records of document store ${store.id} were not repaired`, repairError);
      });
  }
  const wanted = plan?.additions.length ?? 0;
  const message = cancelled
    ? upsertCancelledMessage(counts.embedded, wanted)
    : upsertFailedMessage(counts.embedded, wanted, error);
  if (!cancelled) log(`Upsert job ${job.id} of document store ${store.id} failed`, error);
  await repos.jobs.update(store.workspaceId, job.id, {
    ...counts,
    // Nothing was committed: none of the job's chunks reached the vector store.
    deleted: 0,
    failed: cancelled ? 0 : wanted,
    status: cancelled ? 'CANCELLED' : 'FAILED',
    error: message,
    finishedDate: nowIso(),
  });
}
