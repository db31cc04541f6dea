import { unitVector } from '../vector-math.ts';
import type { VectorRecord, VectorWriteBatch } from '../vector-store.ts';

/** One id's last change in a batch. */
export type PendingChange =
  | { readonly kind: 'upsert'; readonly record: VectorRecord & { readonly vector: Float32Array } }
  | { readonly kind: 'delete' };

/**
 * Collects changes in memory (nothing reaches disk or readers) until `commit` hands them to the collection in
 * one piece. Every record is checked when it is added, so a bad vector is refused before anything is written.
 */
export class EmbeddedWriteBatch implements VectorWriteBatch {
  private readonly changes = new Map<string, PendingChange>();
  private state: 'open' | 'committing' | 'done' = 'open';

  constructor(
    private readonly dimensions: number,
    private readonly apply: (changes: ReadonlyMap<string, PendingChange>) => Promise<void>,
  ) {}

  private ensureOpen(): void {
    if (this.state !== 'open') throw new Error('This vector write batch is already committed or aborted');
  }

  upsert(records: readonly VectorRecord[]): Promise<void> {
    return Promise.resolve().then(() => {
      this.add(records);
    });
  }

  private add(records: readonly VectorRecord[]): void {
    this.ensureOpen();
    const checked = records.map((record) => {
      if (typeof record.id !== 'string' || record.id === '')
        throw new Error('Every vector record needs a non-empty id');
      return { ...record, vector: unitVector(record.vector, this.dimensions, record.id) };
    });
    for (const record of checked) this.changes.set(record.id, { kind: 'upsert', record });
  }

  delete(ids: readonly string[]): Promise<void> {
    return Promise.resolve().then(() => {
      this.ensureOpen();
      for (const id of ids) this.changes.set(id, { kind: 'delete' });
    });
  }

  async commit(): Promise<void> {
    this.ensureOpen();
    this.state = 'committing';
    try {
      await this.apply(this.changes);
    } finally {
      this.state = 'done';
      this.changes.clear();
    }
  }

  abort(): Promise<void> {
    if (this.state === 'open') {
      this.state = 'done';
      this.changes.clear();
    }
    return Promise.resolve();
  }
}
