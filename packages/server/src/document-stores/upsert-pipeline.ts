import type { DocumentChunkRow } from '../db/repositories/document-chunk.repository.ts';
import type { DocumentStoreRow } from '../db/repositories/document-store.repository.ts';
import type { UpsertJobRow } from '../db/repositories/upsert-job.repository.ts';
import { RECORD_STATES, type UpsertRecordRow } from '../db/repositories/upsert-record.repository.ts';
import { newId, nowIso } from '../util/clock.ts';
import type { VectorCollection, VectorRecord, VectorWriteBatch } from '../vectors/vector-store.ts';
import type { DocumentComponents } from './document-components.ts';
import { parseRecord } from './document-store-mappers.ts';
import type { DocumentStoreRepos } from './document-store-repos.ts';
import { credentialOf, type DocumentRuntime } from './document-runtime.ts';
import { vectorIdOf } from './record-manager.ts';
import { jobFailed, type UpsertCounts } from './upsert-failure.ts';
import { liveVectorStoreOf, planUpsert, type UpsertPlan, type VectorSetup } from './upsert-plan.ts';
import { repairPendingRecords } from './upsert-recovery.ts';
import type { VectorCollections } from './vector-collections.ts';

/** Chunks embedded per request to the embeddings (the progress moves by this much). */
const EMBED_BATCH = 200;
/** A rebuild commits its (not yet live) collection every this many vectors. */
const REBUILD_COMMIT_EVERY = 10_000;
/** Progress is written at most this often (a reload reads it). */
const PROGRESS_INTERVAL_MS = 250;

/** What an upsert run uses besides its job. */
export interface UpsertPipelineDependencies {
  readonly repos: DocumentStoreRepos;
  readonly components: DocumentComponents;
  readonly collections: VectorCollections;
  readonly runtime: (workspaceId: string) => DocumentRuntime;
  readonly log: (message: string, error: unknown) => void;
}

/** A chunk planned for embedding, with its stored row. */
interface PresentChunk {
  readonly chunk: UpsertPlan['additions'][number];
  readonly row: DocumentChunkRow;
}

/**
 * One upsert job's embed-and-write run: chunks → record manager diff (the plan) → embeddings in batches → one
 * vector write batch committed at the end (a rebuild commits its not-yet-live collection along the way), then the
 * record rows and the store settled in one transaction. A failure or cancel aborts the batch, so the previous
 * vectors stay as they were (upsert-failure.ts).
 */
class UpsertPipeline {
  readonly #counts: UpsertCounts = { total: 0, embedded: 0, skipped: 0, deleted: 0, failed: 0 };
  readonly #additions: UpsertRecordRow[] = [];
  #lastProgress = 0;
  #plan: UpsertPlan | undefined;
  #collection: VectorCollection | undefined;
  #batch: VectorWriteBatch | undefined;
  #inBatch = 0;
  #dimensions: number | null;
  #pendingWritten = false;
  #committed = false;

  constructor(
    private readonly dependencies: UpsertPipelineDependencies,
    private readonly store: DocumentStoreRow,
    private readonly setup: VectorSetup,
    private readonly job: UpsertJobRow,
    private readonly signal: AbortSignal,
  ) {
    this.#dimensions = store.vectorDimensions;
  }

  async run(): Promise<void> {
    try {
      const { repos, collections } = this.dependencies;
      await repairPendingRecords(repos, collections, this.store);
      const plan = await planUpsert(repos, this.store, this.setup, this.job.loaderId);
      this.#plan = plan;
      this.#counts.total = plan.total;
      this.#counts.skipped = plan.unchanged;
      await this.#progress(true);
      if (plan.additions.length > 0) await this.#embedAdditions(plan);
      if (!plan.rebuild && plan.removals.length > 0 && this.#dimensions !== null) {
        await (await this.#openBatch(this.#dimensions)).delete(plan.removals.map((row) => row.vectorId));
        this.#counts.deleted = plan.removals.length;
      }
      this.signal.throwIfAborted();
      await this.#settle(plan);
    } catch (error) {
      await jobFailed(
        this.dependencies,
        this.store,
        this.job,
        this.#counts,
        this.#plan,
        error,
        this.signal.aborted,
        {
          batch: this.#batch,
          committed: this.#committed,
          pendingWritten: this.#pendingWritten,
          dimensions: this.#dimensions,
          generation: this.#generation(),
          setup: this.setup,
        },
      );
    }
  }

  #generation(): number {
    return this.#plan?.rebuild ? this.store.vectorGeneration + 1 : this.store.vectorGeneration;
  }

  async #progress(force = false): Promise<void> {
    if (!force && Date.now() - this.#lastProgress < PROGRESS_INTERVAL_MS) return;
    this.#lastProgress = Date.now();
    await this.dependencies.repos.jobs.update(this.store.workspaceId, this.job.id, { ...this.#counts });
  }

  async #openBatch(size: number): Promise<VectorWriteBatch> {
    if (this.#batch) return this.#batch;
    const { collections } = this.dependencies;
    if (this.#plan?.rebuild) {
      // A rebuild cut short after its commit may have left the next generation behind: start it clean.
      await collections.drop(this.store, this.#generation(), size, this.setup.vectorStore);
    }
    this.#collection = await collections.open(this.store, this.#generation(), size, this.setup.vectorStore);
    this.#batch = await this.#collection.beginWrite();
    return this.#batch;
  }

  /**
   * A rebuild writes a collection nobody reads until the settling transaction switches to it, so it may commit
   * along the way: a large upload is never held in memory whole. Incremental upserts commit once, at the end.
   */
  async #commitRebuildPart(): Promise<void> {
    if (!this.#plan?.rebuild || !this.#batch || !this.#collection || this.#inBatch < REBUILD_COMMIT_EVERY)
      return;
    await this.#batch.commit();
    this.#batch = await this.#collection.beginWrite();
    this.#inBatch = 0;
  }

  async #embedAdditions(plan: UpsertPlan): Promise<void> {
    const { components, repos } = this.dependencies;
    const { embedding } = this.setup;
    const executor = await components.embeddings(embedding.name);
    if (!executor) throw new Error(`Unknown embeddings "${embedding.name}"`);
    const runtime = this.dependencies.runtime(this.store.workspaceId);
    const embeddings = await executor.create({
      inputs: embedding.config,
      credentialId: credentialOf(embedding.config),
      credentials: runtime.credentials,
      fetch: runtime.embeddingsFetch,
      // Cancelling stops retries and Retry-After waits too, not only the next batch.
      signal: this.signal,
    });
    for (let start = 0; start < plan.additions.length; start += EMBED_BATCH) {
      this.signal.throwIfAborted();
      const slice = plan.additions.slice(start, start + EMBED_BATCH);
      const rows = new Map(
        (
          await repos.chunks.findMany(
            this.store.workspaceId,
            slice.map((chunk) => chunk.chunkId),
          )
        ).map((row) => [row.id, row]),
      );
      const present: PresentChunk[] = slice.flatMap((chunk) => {
        const row = rows.get(chunk.chunkId);
        return row ? [{ chunk, row }] : [];
      });
      if (present.length === 0) continue;
      const vectors = await embeddings.embedDocuments(present.map(({ row }) => row.pageContent));
      this.signal.throwIfAborted();
      await this.#write(plan, present, vectors);
      await this.#progress();
    }
  }

  async #write(plan: UpsertPlan, present: readonly PresentChunk[], vectors: number[][]): Promise<void> {
    if (vectors.length !== present.length)
      throw new Error(
        `The embeddings answered ${String(vectors.length)} vectors for ${String(present.length)} chunks`,
      );
    this.#dimensions = vectors[0]?.length ?? this.#dimensions;
    if (!this.#dimensions) throw new Error('The embeddings answered empty vectors');
    const storeId = this.store.id;
    const records: VectorRecord[] = present.map(({ chunk, row }, index) => ({
      id: vectorIdOf(storeId, chunk.key),
      vector: Float32Array.from(vectors[index] ?? []),
      content: row.pageContent,
      metadata: parseRecord(row.metadata),
    }));
    await (await this.#openBatch(this.#dimensions)).upsert(records);
    this.#inBatch += records.length;
    await this.#commitRebuildPart();
    for (const { chunk } of present) {
      this.#additions.push({
        id: newId(),
        workspaceId: this.store.workspaceId,
        storeId,
        loaderId: chunk.loaderId,
        key: chunk.key,
        vectorId: vectorIdOf(storeId, chunk.key),
        state: plan.rebuild ? RECORD_STATES.active : RECORD_STATES.pendingAdd,
        jobId: this.job.id,
      });
    }
    this.#counts.embedded += present.length;
  }

  /** The store, its loaders and the job, written in the settling transaction. */
  async #finish(plan: UpsertPlan, trx: DocumentStoreRepos['db']): Promise<void> {
    const now = nowIso();
    if (this.#batch)
      await trx
        .updateTable('document_store')
        .set({
          vectorGeneration: this.#generation(),
          vectorFingerprint: this.setup.fingerprint,
          vectorDimensions: this.#dimensions,
          liveVectorStoreConfig: JSON.stringify(this.setup.vectorStore),
          updatedDate: now,
        })
        .where('id', '=', this.store.id)
        .execute();
    if (plan.loaderIds.length > 0)
      await trx
        .updateTable('document_store_loader')
        .set({ status: 'UPSERTED' })
        .where('storeId', '=', this.store.id)
        .where('id', 'in', plan.loaderIds)
        .where('status', 'in', ['SYNC', 'STALE', 'UPSERTED'])
        .execute();
    await this.dependencies.repos.jobs.update(
      this.store.workspaceId,
      this.job.id,
      { ...this.#counts, status: 'SUCCEEDED', finishedDate: now },
      trx,
    );
  }

  /**
   * Commits the vectors and settles: pending record rows are written before the commit (an incremental upsert
   * cut short after it is repaired from them), the record rows and the store switched in one transaction after.
   */
  async #settle(plan: UpsertPlan): Promise<void> {
    const { repos, collections, log } = this.dependencies;
    const finish = (trx: DocumentStoreRepos['db']): Promise<void> => this.#finish(plan, trx);
    const batch = this.#batch;
    if (!batch) {
      await repos.db.transaction().execute(finish);
      return;
    }
    if (!plan.rebuild) {
      await repos.records.markPending(
        this.store.workspaceId,
        this.job.id,
        this.#additions,
        plan.removals.map((row) => row.id),
      );
      this.#pendingWritten = true;
    }
    await batch.commit();
    this.#committed = true;
    await repos.records.settle(
      this.store.workspaceId,
      this.store.id,
      this.job.id,
      { replaceStore: plan.rebuild, insert: plan.rebuild ? this.#additions : [] },
      finish,
    );
    const previous = liveVectorStoreOf(this.store);
    if (plan.rebuild && previous && this.store.vectorDimensions !== null) {
      await collections
        .drop(this.store, this.store.vectorGeneration, this.store.vectorDimensions, previous)
        .catch((error: unknown) => {
          log(`The previous vectors of document store ${this.store.id} were not dropped`, error);
        });
    }
  }
}

/** Runs one upsert job to its end (succeeded, failed or cancelled), recording the outcome on the job row. */
export function runUpsert(
  dependencies: UpsertPipelineDependencies,
  store: DocumentStoreRow,
  setup: VectorSetup,
  job: UpsertJobRow,
  signal: AbortSignal,
): Promise<void> {
  return new UpsertPipeline(dependencies, store, setup, job, signal).run();
}
