import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  checkQuery,
  dot,
  finishHits,
  matchesQuery,
  unitVector,
  type ScoredCandidate,
} from '../vector-math.ts';
import type { VectorCollection, VectorHit, VectorQuery, VectorWriteBatch } from '../vector-store.ts';
import { AnnIndex } from './ann-index.ts';
import {
  indexFile,
  readManifest,
  removeOrphans,
  segmentFile,
  switchManifest,
  syncFile,
  writeDurably,
  type Manifest,
} from './collection-files.ts';
import { EmbeddedWriteBatch, type PendingChange } from './embedded-write-batch.ts';
import { decodeSegment, encodeSegment, type Segment, type StoredRecord } from './segment-codec.ts';

/** Test seams: called at points of a commit where a crash must leave the previous content. */
export interface EmbeddedCollectionHooks {
  afterSegmentWritten?(): Promise<void> | void;
}

/** Below this many candidates an exact scan is as fast as the graph and always exact. */
const EXACT_SCAN_LIMIT = 4096;
/** Candidates asked from the int8 graph per wanted hit before exact re-scoring. */
const OVERSAMPLE = 4;
const MIN_CANDIDATES = 100;
/** Many small segments are merged into one past this count. */
const MAX_SEGMENTS = 256;

/**
 * The embedded, persisted collection: one folder of immutable segment files (one per commit) named by an
 * atomically replaced manifest, an HNSW index snapshot, and everything live held in memory for queries.
 */
export class EmbeddedCollection implements VectorCollection {
  private readonly records = new Map<string, StoredRecord>();
  private readonly byLabel = new Map<number, StoredRecord>();
  private readonly index: AnnIndex;
  /** Upserted records in segments the saved index does not contain yet, and superseded records on disk. */
  private unsavedInIndex = 0;
  private deadOnDisk = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly folder: string,
    private readonly dimensions: number,
    private manifest: Manifest,
    private readonly hooks: EmbeddedCollectionHooks,
  ) {
    this.index = new AnnIndex(dimensions);
  }

  static async open(
    folder: string,
    dimensions: number,
    hooks: EmbeddedCollectionHooks = {},
  ): Promise<EmbeddedCollection> {
    if (!Number.isInteger(dimensions) || dimensions < 1)
      throw new Error(`Vector dimensions must be a positive whole number (got ${dimensions})`);
    await mkdir(folder, { recursive: true });
    let manifest = await readManifest(folder);
    await removeOrphans(folder, manifest);
    if (manifest && manifest.dimensions !== dimensions)
      throw new Error(
        `This vector collection holds ${manifest.dimensions}-dimensional vectors but the embeddings give ${dimensions}: ` +
          'delete the stored vectors before changing the embedding model',
      );
    if (!manifest) {
      manifest = { version: 1, dimensions, generation: 0, nextLabel: 0, segments: [], index: null };
      await switchManifest(folder, manifest);
    }
    const collection = new EmbeddedCollection(folder, dimensions, manifest, hooks);
    await collection.load();
    return collection;
  }

  private async load(): Promise<void> {
    const saved = this.manifest.index;
    if (saved) this.index.load(path.join(this.folder, saved.file));
    const covered = saved?.segments ?? 0;
    for (const [position, name] of this.manifest.segments.entries()) {
      const segment = decodeSegment(await readFile(path.join(this.folder, name)), this.dimensions, name);
      this.applySegment(segment, position < covered ? 'maps' : saved ? 'index' : 'maps');
    }
    if (!saved) {
      const live = [...this.records.values()];
      this.index.add(
        live.map((record) => record.label),
        live.map((record) => record.vector),
      );
      this.unsavedInIndex = live.length;
    }
  }

  /** Applies one committed segment to memory (and to the graph unless it is rebuilt afterwards). */
  private applySegment(segment: Segment, target: 'maps' | 'index'): void {
    const removed: number[] = [];
    for (const record of segment.upserts) {
      const previous = this.records.get(record.id);
      if (previous) {
        removed.push(previous.label);
        this.byLabel.delete(previous.label);
        this.deadOnDisk += 1;
      }
      this.records.set(record.id, record);
      this.byLabel.set(record.label, record);
    }
    for (const id of segment.deletes) {
      const previous = this.records.get(id);
      if (!previous) continue;
      removed.push(previous.label);
      this.byLabel.delete(previous.label);
      this.records.delete(id);
      this.deadOnDisk += 1;
    }
    if (target === 'index') {
      this.index.remove(removed);
      this.index.add(
        segment.upserts.map((record) => record.label),
        segment.upserts.map((record) => record.vector),
      );
      this.unsavedInIndex += segment.upserts.length;
    }
  }

  private ensureOpen(): void {
    if (this.closed) throw new Error('This vector collection is closed');
  }

  /** Runs `task` after every earlier commit, drop or close. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  count(): Promise<number> {
    this.ensureOpen();
    return Promise.resolve(this.records.size);
  }

  query(query: VectorQuery): Promise<readonly VectorHit[]> {
    return Promise.resolve().then(() => this.search(query));
  }

  private search(query: VectorQuery): VectorHit[] {
    this.ensureOpen();
    checkQuery(query.topK, query.mmr);
    const unit = unitVector(query.vector, this.dimensions, 'the query');
    const wanted = query.mmr ? query.mmr.fetchK : query.topK;
    const score = (record: StoredRecord): ScoredCandidate => ({
      id: record.id,
      content: record.content,
      metadata: record.metadata,
      vector: record.vector,
      score: dot(unit, record.vector),
    });
    return finishHits(
      this.candidates(unit, wanted, query).map(score),
      query.topK,
      query.scoreThreshold,
      query.mmr,
    );
  }

  private candidates(unit: Float32Array, wanted: number, query: VectorQuery): StoredRecord[] {
    const total = this.records.size;
    // The filter and the chat scope are checked in process: on every record when either is set.
    const narrowed = query.filter !== undefined || query.scope !== undefined;
    const matching = narrowed
      ? [...this.records.values()].filter((record) => matchesQuery(record.metadata, query))
      : undefined;
    const pool = matching ?? [...(total <= EXACT_SCAN_LIMIT ? this.records.values() : [])];
    if (matching ? matching.length <= EXACT_SCAN_LIMIT : total <= EXACT_SCAN_LIMIT) return pool;
    const share = matching ? matching.length / total : 1;
    const k = Math.ceil(Math.max(wanted * OVERSAMPLE, MIN_CANDIDATES) / share);
    const found = this.index
      .search(unit, k)
      .map((label) => this.byLabel.get(label))
      .filter(
        (record): record is StoredRecord => record !== undefined && matchesQuery(record.metadata, query),
      );
    // A selective filter can leave too few graph hits: the matching records are then scanned exactly.
    return found.length >= Math.min(wanted, pool.length) || !matching ? found : matching;
  }

  beginWrite(): Promise<VectorWriteBatch> {
    this.ensureOpen();
    return Promise.resolve(
      new EmbeddedWriteBatch(this.dimensions, (changes) => this.serial(() => this.commit(changes))),
    );
  }

  private async commit(changes: ReadonlyMap<string, PendingChange>): Promise<void> {
    this.ensureOpen();
    if (changes.size === 0) return;
    let nextLabel = this.manifest.nextLabel;
    const upserts: StoredRecord[] = [];
    const deletes: string[] = [];
    for (const [id, change] of changes) {
      if (change.kind === 'delete') deletes.push(id);
      else upserts.push({ ...change.record, label: nextLabel++ });
    }
    const segment: Segment = { upserts, deletes };
    const generation = this.manifest.generation + 1;
    const name = segmentFile(generation);
    await writeDurably(path.join(this.folder, name), encodeSegment(segment, this.dimensions));
    await this.hooks.afterSegmentWritten?.();
    const next: Manifest = {
      ...this.manifest,
      generation,
      nextLabel,
      segments: [...this.manifest.segments, name],
    };
    await switchManifest(this.folder, next);
    this.manifest = next;
    this.applySegment(segment, 'index');
    await this.maintain();
  }

  /** Merges segments and saves the graph when enough has accumulated (each step is its own atomic switch). */
  private async maintain(force = false): Promise<void> {
    const live = this.records.size;
    const compact =
      this.manifest.segments.length > MAX_SEGMENTS || (this.deadOnDisk > 1000 && this.deadOnDisk > live);
    // The graph is saved when rebuilding the unsaved part would take long (tens of thousands of inserts), and on close.
    const snapshot =
      this.unsavedInIndex >= Math.max(25_000, live - this.unsavedInIndex) ||
      (force && this.unsavedInIndex > 0);
    if (!compact && !snapshot) return;
    const generation = this.manifest.generation + 1;
    const saved = indexFile(generation);
    this.index.save(path.join(this.folder, saved));
    await syncFile(path.join(this.folder, saved));
    let segments = this.manifest.segments;
    if (compact) {
      const merged = segmentFile(generation);
      const all: Segment = { upserts: [...this.records.values()], deletes: [] };
      await writeDurably(path.join(this.folder, merged), encodeSegment(all, this.dimensions));
      segments = [merged];
    }
    const next: Manifest = {
      ...this.manifest,
      generation,
      segments,
      index: { file: saved, segments: segments.length },
    };
    await switchManifest(this.folder, next);
    this.manifest = next;
    this.unsavedInIndex = 0;
    if (compact) this.deadOnDisk = 0;
    await removeOrphans(this.folder, next);
  }

  drop(): Promise<void> {
    return this.serial(async () => {
      this.closed = true;
      await rm(this.folder, { recursive: true, force: true });
    });
  }

  /** Saves the graph when commits added to it since the last save, so the next open need not rebuild it. */
  close(): Promise<void> {
    return this.serial(async () => {
      if (this.closed) return;
      this.closed = true;
      await this.maintain(true);
    });
  }
}
