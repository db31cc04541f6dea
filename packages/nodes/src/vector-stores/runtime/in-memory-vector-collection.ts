import { maximalMarginalRelevance } from '@langchain/core/utils/math';
import type {
  VectorCollectionSpec,
  VectorMetadataFilter,
  VectorMetadataScope,
  VectorPortCollection,
  VectorPortHit,
  VectorPortQuery,
  VectorPortRecord,
  VectorStorePort,
} from '../../runtime/vector-store-port.ts';

function cosine(left: readonly number[], right: readonly number[]): number {
  let dot = 0;
  let leftNorm = 0;
  let rightNorm = 0;
  left.forEach((value, index) => {
    const other = right[index] ?? 0;
    dot += value * other;
    leftNorm += value * value;
    rightNorm += other * other;
  });
  return leftNorm === 0 || rightNorm === 0 ? 0 : dot / Math.sqrt(leftNorm * rightNorm);
}

function matches(
  metadata: Readonly<Record<string, unknown>>,
  filter: VectorMetadataFilter | undefined,
  scope: VectorMetadataScope | undefined,
): boolean {
  if (scope && metadata[scope.key] !== undefined && metadata[scope.key] !== scope.value) return false;
  if (!filter) return true;
  return Object.entries(filter).every(([key, value]) => metadata[key] === value);
}

/**
 * A collection held in process memory with an exact (linear) search: the In-Memory Vector Store's, and the port
 * tests point vector store nodes at.
 */
export class InMemoryVectorCollection implements VectorPortCollection {
  private readonly records = new Map<string, VectorPortRecord>();

  constructor(private readonly dimensions: number) {}

  private checkDimensions(vector: readonly number[]): void {
    if (vector.length !== this.dimensions)
      throw new Error(
        `the vector has ${String(vector.length)} dimensions but the collection holds ${String(this.dimensions)}: ` +
          'use the embeddings the documents were upserted with',
      );
  }

  query(query: VectorPortQuery): Promise<readonly VectorPortHit[]> {
    this.checkDimensions(query.vector);
    const scored = [...this.records.values()]
      .filter((record) => matches(record.metadata, query.filter, query.scope))
      .map((record) => ({ record, score: cosine(query.vector, record.vector) }))
      .sort((left, right) => right.score - left.score);
    const hit = ({ record, score }: (typeof scored)[number]): VectorPortHit => ({
      id: record.id,
      pageContent: record.pageContent,
      metadata: { ...record.metadata },
      score,
    });
    if (!query.mmr) return Promise.resolve(scored.slice(0, query.topK).map(hit));
    const candidates = scored.slice(0, Math.max(query.mmr.fetchK, query.topK));
    const picked = maximalMarginalRelevance(
      [...query.vector],
      candidates.map((candidate) => [...candidate.record.vector]),
      query.mmr.lambda,
      query.topK,
    );
    return Promise.resolve(
      picked.flatMap((index) => {
        const candidate = candidates[index];
        return candidate ? [hit(candidate)] : [];
      }),
    );
  }

  upsert(records: readonly VectorPortRecord[]): Promise<void> {
    for (const record of records) this.checkDimensions(record.vector);
    for (const record of records) this.records.set(record.id, record);
    return Promise.resolve();
  }

  delete(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.records.delete(id);
    return Promise.resolve();
  }

  count(): Promise<number> {
    return Promise.resolve(this.records.size);
  }
}

/** A vector port whose collections live in this process (by provider and name) for as long as the port does. */
export function inMemoryVectorPort(): VectorStorePort & {
  readonly opened: ReadonlyMap<string, InMemoryVectorCollection>;
} {
  const opened = new Map<string, InMemoryVectorCollection>();
  return {
    opened,
    open(spec: VectorCollectionSpec) {
      const key = `${spec.provider}:${spec.collection}`;
      let collection = opened.get(key);
      if (!collection) {
        collection = new InMemoryVectorCollection(spec.dimensions);
        opened.set(key, collection);
      }
      return Promise.resolve(collection);
    },
  };
}
