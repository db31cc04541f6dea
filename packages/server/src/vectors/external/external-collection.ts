import { checkQuery, finishHits, unitVector, type ScoredCandidate } from '../vector-math.ts';
import type {
  MetadataFilter,
  MetadataScope,
  VectorCollection,
  VectorHit,
  VectorQuery,
  VectorRecord,
  VectorWriteBatch,
} from '../vector-store.ts';

export interface ExternalHit {
  readonly id: string;
  readonly content: string;
  readonly metadata: Readonly<Record<string, unknown>>;
  /** Cosine similarity. */
  readonly score: number;
  /** Present when the store returns stored vectors (needed for MMR). */
  readonly vector?: Float32Array;
}

/** One search as a driver receives it: a unit vector, how many hits, the equality filter and the chat scope. */
export interface ExternalSearch {
  readonly vector: Float32Array;
  readonly k: number;
  readonly filter: MetadataFilter | undefined;
  /** Stores that can say "key equals value OR key absent" filter natively; others over-fetch (scope-overfetch.ts). */
  readonly scope: MetadataScope | undefined;
  /** Stored vectors wanted in the hits (MMR). */
  readonly withVectors: boolean;
}

/** What one external store does, in the contract's terms; records arrive as unit vectors. */
export interface ExternalDriver {
  /** "Qdrant at http://…", for messages. */
  readonly label: string;
  upsert(records: readonly VectorRecord[]): Promise<void>;
  delete(ids: readonly string[]): Promise<void>;
  search(request: ExternalSearch): Promise<ExternalHit[]>;
  count(): Promise<number>;
  drop(): Promise<void>;
  close(): Promise<void>;
}

/** Rewrites a client's failure as "<store> failed: <reason>" so a person knows which store to look at. */
export async function reaching<T>(label: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${label} failed: ${reason}`, { cause: error });
  }
}

/**
 * A collection in an external vector database. Batches are held in memory until `commit`, so an abort or a
 * crash before it changes nothing; `commit` then sends deletes and upserts in requests the server applies one by
 * one (these stores have no multi-request transaction): a crash during commit can leave part of a batch applied,
 * and the record manager's next run re-sends what is missing.
 */
export class ExternalCollection implements VectorCollection {
  constructor(
    private readonly driver: ExternalDriver,
    private readonly dimensions: number,
  ) {}

  async query(query: VectorQuery): Promise<readonly VectorHit[]> {
    checkQuery(query.topK, query.mmr);
    const unit = unitVector(query.vector, this.dimensions, 'the query');
    const wanted = query.mmr ? query.mmr.fetchK : query.topK;
    const hits = await reaching(this.driver.label, () =>
      this.driver.search({
        vector: unit,
        k: wanted,
        filter: query.filter,
        scope: query.scope,
        withVectors: query.mmr !== undefined,
      }),
    );
    const candidates: ScoredCandidate[] = hits.map((hit) => {
      if (query.mmr && !hit.vector)
        throw new Error(
          `${this.driver.label} does not return stored vectors, so MMR search is not available with it`,
        );
      return { ...hit, vector: hit.vector ? unitVector(hit.vector, this.dimensions, hit.id) : unit };
    });
    return finishHits(candidates, query.topK, query.scoreThreshold, query.mmr);
  }

  count(): Promise<number> {
    return reaching(this.driver.label, () => this.driver.count());
  }

  beginWrite(): Promise<VectorWriteBatch> {
    const changes = new Map<string, VectorRecord | null>();
    let done = false;
    const ensureOpen = (): void => {
      if (done) throw new Error('This vector write batch is already committed or aborted');
    };
    return Promise.resolve({
      upsert: (records) =>
        Promise.resolve().then(() => {
          ensureOpen();
          const checked = records.map((record) => ({
            ...record,
            vector: unitVector(record.vector, this.dimensions, record.id),
          }));
          for (const record of checked) changes.set(record.id, record);
        }),
      delete: (ids) =>
        Promise.resolve().then(() => {
          ensureOpen();
          for (const id of ids) changes.set(id, null);
        }),
      commit: async () => {
        ensureOpen();
        done = true;
        const entries = [...changes];
        const deletes = entries.filter(([, record]) => record === null).map(([id]) => id);
        const upserts = entries.flatMap(([, record]) => (record ? [record] : []));
        if (deletes.length > 0) await reaching(this.driver.label, () => this.driver.delete(deletes));
        if (upserts.length > 0) await reaching(this.driver.label, () => this.driver.upsert(upserts));
      },
      abort: () => {
        done = true;
        changes.clear();
        return Promise.resolve();
      },
    });
  }

  drop(): Promise<void> {
    return reaching(this.driver.label, () => this.driver.drop());
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
