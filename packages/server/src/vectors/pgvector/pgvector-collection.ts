import type pg from 'pg';
import { checkQuery, finishHits, unitVector, type ScoredCandidate } from '../vector-math.ts';
import type {
  VectorCollection,
  VectorHit,
  VectorQuery,
  VectorRecord,
  VectorWriteBatch,
} from '../vector-store.ts';

export type PgDistance = 'cosine' | 'euclidean' | 'innerProduct';

export interface PgVectorSettings {
  readonly pool: pg.Pool;
  /** Shared by the document stores using it; rows carry their collection name. */
  readonly tableName: string;
  readonly collection: string;
  readonly dimensions: number;
  readonly distance: PgDistance;
}

const OPERATORS: Record<PgDistance, { operator: string; opclass: string }> = {
  cosine: { operator: '<=>', opclass: 'vector_cosine_ops' },
  euclidean: { operator: '<->', opclass: 'vector_l2_ops' },
  innerProduct: { operator: '<#>', opclass: 'vector_ip_ops' },
};

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export function checkTableName(name: string): string {
  if (!IDENTIFIER.test(name))
    throw new Error(
      `Table name "${name}" is not usable: letters, digits and underscores only, starting with a letter or underscore, at most 63 characters`,
    );
  return name;
}

const literal = (vector: Float32Array): string => `[${Array.from(vector).join(',')}]`;

function parseVector(text: string): Float32Array {
  return Float32Array.from(text.slice(1, -1).split(','), Number);
}

interface Row {
  id: string;
  content: string;
  metadata: Record<string, unknown>;
  embedding: string;
  score: number;
}

/**
 * PostgreSQL with pgvector: one table (`tableName`) with an HNSW index for the chosen distance. A batch is one
 * transaction, so an abort, an error or a killed process leaves the previous rows (PostgreSQL rolls it back).
 */
export class PgVectorCollection implements VectorCollection {
  private constructor(private readonly settings: PgVectorSettings) {}

  static async open(settings: PgVectorSettings): Promise<PgVectorCollection> {
    const table = checkTableName(settings.tableName);
    const { opclass } = OPERATORS[settings.distance];
    const client = await settings.pool.connect().catch((error: unknown) => {
      throw new Error(
        `PostgreSQL for the vector store is unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS vector').catch((error: unknown) => {
        throw new Error(
          `The pgvector extension is not available in this PostgreSQL (install it, e.g. postgresql-15-pgvector): ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      await client.query(
        `CREATE TABLE IF NOT EXISTS "${table}" (collection text NOT NULL, id text NOT NULL, content text NOT NULL, ` +
          `metadata jsonb NOT NULL, embedding vector(${settings.dimensions}) NOT NULL, PRIMARY KEY (collection, id))`,
      );
      const existing = await client.query<{ dims: number }>(
        `SELECT atttypmod AS dims FROM pg_attribute WHERE attrelid = $1::regclass AND attname = 'embedding'`,
        [`"${table}"`],
      );
      const dims = existing.rows[0]?.dims;
      if (dims !== undefined && dims !== settings.dimensions)
        throw new Error(
          `Table ${table} holds ${dims}-dimensional vectors but the embeddings give ${settings.dimensions}: use another table name or clear it`,
        );
      await client.query(
        `CREATE INDEX IF NOT EXISTS "${table}_${settings.distance}_hnsw" ON "${table}" USING hnsw (embedding ${opclass})`,
      );
    } finally {
      client.release();
    }
    return new PgVectorCollection(settings);
  }

  private get table(): string {
    return `"${this.settings.tableName}"`;
  }

  async query(query: VectorQuery): Promise<readonly VectorHit[]> {
    checkQuery(query.topK, query.mmr);
    const unit = unitVector(query.vector, this.settings.dimensions, 'the query');
    const wanted = query.mmr ? query.mmr.fetchK : query.topK;
    const { operator } = OPERATORS[this.settings.distance];
    const parameters: unknown[] = [
      literal(unit),
      this.settings.collection,
      JSON.stringify(query.filter ?? {}),
      wanted,
    ];
    // The chat scope in SQL: the owner key holds this value (as JSON text) or is absent from the metadata.
    let scoped = '';
    if (query.scope) {
      parameters.push(query.scope.key, JSON.stringify({ [query.scope.key]: query.scope.value }));
      scoped = ` AND (NOT (metadata ? $5) OR metadata @> $6::jsonb)`;
    }
    const result = await this.settings.pool.query<Row>(
      `SELECT id, content, metadata, embedding::text AS embedding, 1 - (embedding <=> $1::vector) AS score ` +
        `FROM ${this.table} WHERE collection = $2 AND metadata @> $3::jsonb${scoped} ` +
        `ORDER BY embedding ${operator} $1::vector LIMIT $4`,
      parameters,
    );
    const candidates: ScoredCandidate[] = result.rows.map((row) => ({
      id: row.id,
      content: row.content,
      metadata: row.metadata,
      score: row.score,
      vector: unitVector(parseVector(row.embedding), this.settings.dimensions, row.id),
    }));
    return finishHits(candidates, query.topK, query.scoreThreshold, query.mmr);
  }

  async count(): Promise<number> {
    const result = await this.settings.pool.query<{ count: string }>(
      `SELECT count(*) AS count FROM ${this.table} WHERE collection = $1`,
      [this.settings.collection],
    );
    return Number(result.rows[0]?.count ?? 0);
  }

  beginWrite(): Promise<VectorWriteBatch> {
    return Promise.resolve(new PgVectorWriteBatch(this.settings, this.table));
  }

  async drop(): Promise<void> {
    await this.settings.pool.query(`DELETE FROM ${this.table} WHERE collection = $1`, [
      this.settings.collection,
    ]);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

class PgVectorWriteBatch implements VectorWriteBatch {
  private readonly changes = new Map<string, VectorRecord | null>();
  private done = false;

  constructor(
    private readonly settings: PgVectorSettings,
    private readonly table: string,
  ) {}

  private ensureOpen(): void {
    if (this.done) throw new Error('This vector write batch is already committed or aborted');
  }

  upsert(records: readonly VectorRecord[]): Promise<void> {
    return Promise.resolve().then(() => {
      this.ensureOpen();
      const checked = records.map((record) => ({
        ...record,
        vector: unitVector(record.vector, this.settings.dimensions, record.id),
      }));
      for (const record of checked) this.changes.set(record.id, record);
    });
  }

  delete(ids: readonly string[]): Promise<void> {
    return Promise.resolve().then(() => {
      this.ensureOpen();
      for (const id of ids) this.changes.set(id, null);
    });
  }

  async commit(): Promise<void> {
    this.ensureOpen();
    this.done = true;
    const client = await this.settings.pool.connect();
    try {
      await client.query('BEGIN');
      const entries = [...this.changes];
      const deletes = entries.filter(([, record]) => record === null).map(([id]) => id);
      if (deletes.length > 0)
        await client.query(`DELETE FROM ${this.table} WHERE collection = $1 AND id = ANY($2::text[])`, [
          this.settings.collection,
          deletes,
        ]);
      const upserts = entries.flatMap(([, record]) => (record ? [record] : []));
      for (let start = 0; start < upserts.length; start += 500) {
        const slice = upserts.slice(start, start + 500);
        await client.query(
          `INSERT INTO ${this.table} (collection, id, content, metadata, embedding) ` +
            `SELECT $1, * FROM unnest($2::text[], $3::text[], $4::jsonb[], $5::vector[]) ` +
            `ON CONFLICT (collection, id) DO UPDATE SET content = excluded.content, metadata = excluded.metadata, embedding = excluded.embedding`,
          [
            this.settings.collection,
            slice.map((record) => record.id),
            slice.map((record) => record.content),
            slice.map((record) => JSON.stringify(record.metadata)),
            slice.map((record) => literal(record.vector)),
          ],
        );
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
      this.changes.clear();
    }
  }

  abort(): Promise<void> {
    this.done = true;
    this.changes.clear();
    return Promise.resolve();
  }
}
