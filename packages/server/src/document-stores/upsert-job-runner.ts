import { DOCUMENT_STORE_MESSAGES, type UpsertJob, type UpsertJobs } from '@loomflow/core';
import type { DocumentStoreRow } from '../db/repositories/document-store.repository.ts';
import type { UpsertJobRow } from '../db/repositories/upsert-job.repository.ts';
import { badRequest, conflict, notFound } from '../errors/app-error.ts';
import { newId, nowIso } from '../util/clock.ts';
import type { DocumentComponents } from './document-components.ts';
import { toJob } from './document-store-mappers.ts';
import type { DocumentStoreRepos } from './document-store-repos.ts';
import type { DocumentRuntime } from './document-runtime.ts';
import { vectorSetupOf, type VectorSetup } from './upsert-plan.ts';
import { runUpsert } from './upsert-pipeline.ts';
import { repairPendingRecords } from './upsert-recovery.ts';
import { UPSERT_CANCELLED_WAITING, upsertNotQueuedMessage } from './upsert-messages.ts';
import type { VectorCollections } from './vector-collections.ts';

const HISTORY = 50;
/** Queue mode: how often a server reads a job's row while it waits for a worker to end it. */
const POLL_MS = 200;
/** Queue mode: how long a cancel waits for the worker to record the job's end. */
const CANCEL_WAIT_MS = 30_000;

/** The reason recorded on a queued upsert whose worker stopped before the job ended (BullMQ stalled check). */
export const UPSERT_WORKER_STOPPED =
  'The worker running this upsert stopped before it finished. The vectors from before it are still in use: ' +
  'start the upsert again.';

/**
 * Queue mode (queue/background-dispatcher.ts): upserts are BullMQ jobs a worker runs (`runQueued`); cancels are
 * published to every worker.
 */
export interface UpsertDispatcher {
  enqueueUpsert(job: { workspaceId: string; storeId: string; jobId: string }): Promise<void>;
  cancelUpsert(jobId: string): Promise<void>;
}

const isActive = (status: string): boolean => status === 'RUNNING' || status === 'QUEUED';

interface RunningJob {
  readonly jobId: string;
  readonly controller: AbortController;
  done: Promise<void>;
}

/**
 * Upserts as background jobs (in this process): chunks → record manager diff → embeddings in batches → one
 * vector write batch committed at the end. A failed or cancelled job aborts the batch, so the previous vectors
 * stay as they were. Record rows are written PENDING before the commit and settled after it (upsert-recovery.ts).
 */
export class UpsertJobRunner {
  private readonly running = new Map<string, RunningJob>();
  private dispatcher: UpsertDispatcher | undefined;

  constructor(
    private readonly repos: DocumentStoreRepos,
    private readonly components: DocumentComponents,
    private readonly collections: VectorCollections,
    private readonly runtime: (workspaceId: string) => DocumentRuntime,
    private readonly log: (message: string, error: unknown) => void,
  ) {}

  /** Queue mode: jobs go to workers from now on. */
  dispatchTo(dispatcher: UpsertDispatcher): void {
    this.dispatcher = dispatcher;
  }

  isRunning(storeId: string): boolean {
    return this.running.has(storeId);
  }

  /**
   * Refuses changes to a store's chunks while its upsert runs (its plan was made from them): in this process, and
   * in queue mode on any worker (the store's job QUEUED or RUNNING in the shared database).
   */
  async requireIdle(workspaceId: string, storeId: string): Promise<void> {
    this.requireIdleHere(storeId);
    if (this.dispatcher && (await this.repos.jobs.active(workspaceId, storeId)))
      throw conflict(`${DOCUMENT_STORE_MESSAGES.upsertRunning}: wait or cancel it`);
  }

  private requireIdleHere(storeId: string): void {
    if (this.running.has(storeId))
      throw conflict(`${DOCUMENT_STORE_MESSAGES.upsertRunning}: wait or cancel it`);
  }

  async start(store: DocumentStoreRow, loaderId: string | null): Promise<UpsertJob> {
    await this.requireIdle(store.workspaceId, store.id);
    const setup = vectorSetupOf(store);
    if (!setup) throw badRequest(DOCUMENT_STORE_MESSAGES.noVectorConfig);
    if (!(await this.components.embeddings(setup.embedding.name)))
      throw badRequest(`Unknown embeddings "${setup.embedding.name}": choose one of the Embeddings`);
    if (!this.collections.providers.includes(setup.vectorStore.name))
      throw badRequest(`Unknown vector store "${setup.vectorStore.name}": choose one of the Vector Stores`);
    const loaders = await this.repos.loaders.listOfStores(store.workspaceId, [store.id]);
    if (loaderId !== null && !loaders.some((loader) => loader.id === loaderId))
      throw notFound(DOCUMENT_STORE_MESSAGES.loaderNotFound);
    const hasChunks = loaders.some((loader) => loader.totalChunks > 0);
    if (!hasChunks && (await this.repos.records.count(store.workspaceId, store.id)) === 0)
      throw badRequest(DOCUMENT_STORE_MESSAGES.noChunks);
    const dispatcher = this.dispatcher;
    // Queue mode: another server's job of the store is seen in the shared database.
    if (dispatcher) await this.requireIdle(store.workspaceId, store.id);
    const row: UpsertJobRow = {
      id: newId(),
      workspaceId: store.workspaceId,
      storeId: store.id,
      loaderId,
      status: dispatcher ? 'QUEUED' : 'RUNNING',
      total: 0,
      embedded: 0,
      skipped: 0,
      deleted: 0,
      failed: 0,
      error: null,
      startedDate: nowIso(),
      finishedDate: null,
    };
    if (dispatcher) return this.enqueue(dispatcher, row);
    // Checked and reserved with no await in between: two requests cannot both start a job of the store.
    this.requireIdleHere(store.id);
    const controller = new AbortController();
    const entry: RunningJob = { jobId: row.id, controller, done: Promise.resolve() };
    this.running.set(store.id, entry);
    try {
      await this.repos.jobs.create(row);
    } catch (error) {
      this.running.delete(store.id);
      throw error;
    }
    entry.done = this.run(store, setup, row, controller.signal)
      .catch((error: unknown) => {
        this.log(`Upsert job ${row.id} of document store ${store.id} failed to record its outcome`, error);
      })
      .finally(() => this.running.delete(store.id));
    return toJob(row);
  }

  /** Waits for the store's job to end (the API upsert answers when it is done). */
  async wait(workspaceId: string, storeId: string, jobId: string): Promise<void> {
    if (!this.dispatcher) {
      await this.running.get(storeId)?.done;
      return;
    }
    await this.waitForEnd(workspaceId, storeId, jobId, Number.POSITIVE_INFINITY);
  }

  async cancel(workspaceId: string, storeId: string, jobId: string): Promise<UpsertJob> {
    const job = await this.repos.jobs.find(workspaceId, storeId, jobId);
    if (!job) throw notFound(DOCUMENT_STORE_MESSAGES.jobNotFound);
    if (this.dispatcher) return this.cancelQueued(this.dispatcher, job);
    const entry = this.running.get(storeId);
    if (entry?.jobId !== jobId) {
      if (job.status === 'RUNNING' || job.status === 'QUEUED')
        throw conflict('This upsert runs on another server process: cancel it there');
      throw conflict(`This upsert already ended (${job.status})`);
    }
    entry.controller.abort();
    await entry.done;
    const ended = await this.repos.jobs.find(workspaceId, storeId, jobId);
    return toJob(ended ?? job);
  }

  async jobs(workspaceId: string, storeId: string): Promise<UpsertJobs> {
    const history = (await this.repos.jobs.history(workspaceId, storeId, HISTORY)).map(toJob);
    const active = history.find((job) => job.status === 'RUNNING' || job.status === 'QUEUED') ?? null;
    return { active, history };
  }

  /**
   * A worker runs a queued job: it claims the row (QUEUED → RUNNING, so a cancel that came first wins) and runs it
   * here, writing progress to the shared database; answers when the job has ended.
   */
  async runQueued(workspaceId: string, storeId: string, jobId: string): Promise<void> {
    if (!(await this.repos.jobs.transition(workspaceId, jobId, 'QUEUED', { status: 'RUNNING' }))) return;
    const [store, row] = await Promise.all([
      this.repos.stores.find(workspaceId, storeId),
      this.repos.jobs.find(workspaceId, storeId, jobId),
    ]);
    const setup = store ? vectorSetupOf(store) : undefined;
    if (!store || !row || !setup || this.running.has(storeId)) {
      await this.repos.jobs.update(workspaceId, jobId, {
        status: 'FAILED',
        error: !store
          ? 'The document store was deleted before its upsert ran'
          : !setup
            ? DOCUMENT_STORE_MESSAGES.noVectorConfig
            : `${DOCUMENT_STORE_MESSAGES.upsertRunning}: start it again when that one ends`,
        finishedDate: nowIso(),
      });
      return;
    }
    const controller = new AbortController();
    const entry: RunningJob = { jobId, controller, done: Promise.resolve() };
    this.running.set(storeId, entry);
    entry.done = this.run(store, setup, { ...row, status: 'RUNNING' }, controller.signal)
      .catch((error: unknown) => {
        this.log(`Upsert job ${jobId} of document store ${storeId} failed to record its outcome`, error);
      })
      .finally(() => this.running.delete(storeId));
    await entry.done;
  }

  /** A published cancel: the job stops if this process runs it (answers whether it did). */
  cancelHere(jobId: string): boolean {
    const entry = [...this.running.values()].find((candidate) => candidate.jobId === jobId);
    entry?.controller.abort();
    return entry !== undefined;
  }

  /**
   * A queued job whose worker stopped (BullMQ's stalled check failed it) is recorded FAILED, and the record rows
   * it may have left pending are repaired. A job that already recorded its end is left as it is.
   */
  async recordStopped(workspaceId: string, storeId: string, jobId: string, reason: string): Promise<boolean> {
    const job = await this.repos.jobs.find(workspaceId, storeId, jobId);
    const here = [...this.running.values()].some((entry) => entry.jobId === jobId);
    // Still running in this process (its lock was lost, not its worker): it records its own end.
    if (!job || !isActive(job.status) || here) return false;
    const changed = await this.repos.jobs.transition(workspaceId, jobId, job.status, {
      status: 'FAILED',
      error: reason,
      finishedDate: nowIso(),
    });
    const store = await this.repos.stores.find(workspaceId, storeId);
    if (changed && store) await repairPendingRecords(this.repos, this.collections, store);
    return changed;
  }

  private async enqueue(dispatcher: UpsertDispatcher, row: UpsertJobRow): Promise<UpsertJob> {
    await this.repos.jobs.create(row);
    try {
      await dispatcher.enqueueUpsert({ workspaceId: row.workspaceId, storeId: row.storeId, jobId: row.id });
    } catch (error) {
      // Nothing half-done: the job that never reached the queue is ended with the reason.
      await this.repos.jobs.update(row.workspaceId, row.id, {
        status: 'FAILED',
        error: upsertNotQueuedMessage(error),
        finishedDate: nowIso(),
      });
      throw error;
    }
    return toJob(row);
  }

  private async cancelQueued(dispatcher: UpsertDispatcher, job: UpsertJobRow): Promise<UpsertJob> {
    if (!isActive(job.status)) throw conflict(`This upsert already ended (${job.status})`);
    const { workspaceId, storeId, id } = job;
    const cancelledWaiting = await this.repos.jobs.transition(workspaceId, id, 'QUEUED', {
      status: 'CANCELLED',
      error: UPSERT_CANCELLED_WAITING,
      finishedDate: nowIso(),
    });
    if (!cancelledWaiting) await dispatcher.cancelUpsert(id);
    return toJob(await this.waitForEnd(workspaceId, storeId, id, CANCEL_WAIT_MS));
  }

  /** Reads the job's row until it ended (or the time is up: the row as it is then). */
  private async waitForEnd(
    workspaceId: string,
    storeId: string,
    jobId: string,
    timeoutMs: number,
  ): Promise<UpsertJobRow> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await this.repos.jobs.find(workspaceId, storeId, jobId);
      if (!row) throw notFound(DOCUMENT_STORE_MESSAGES.jobNotFound);
      if (!isActive(row.status) || Date.now() > deadline) return row;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Cancels every running job (the server stops) and waits for them to end. */
  async stopAll(): Promise<void> {
    const entries = [...this.running.values()];
    for (const entry of entries) entry.controller.abort();
    await Promise.all(entries.map((entry) => entry.done));
  }

  private run(
    store: DocumentStoreRow,
    setup: VectorSetup,
    job: UpsertJobRow,
    signal: AbortSignal,
  ): Promise<void> {
    const { repos, components, collections, runtime, log } = this;
    return runUpsert({ repos, components, collections, runtime, log }, store, setup, job, signal);
  }
}
