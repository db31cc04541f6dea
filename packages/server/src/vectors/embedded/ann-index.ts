import { Index, MetricKind, ScalarKind } from 'usearch';

/**
 * The approximate nearest-neighbour graph (HNSW, from usearch) over int8-quantised cosine vectors. It only
 * proposes candidates: the collection re-scores them exactly with its float32 vectors, so scores are exact
 * cosine similarities and the quantisation costs no precision in what is returned.
 */
export class AnnIndex {
  private readonly index: Index;

  constructor(private readonly dimensions: number) {
    this.index = new Index({
      dimensions,
      metric: MetricKind.Cos,
      quantization: ScalarKind.I8,
      connectivity: 16,
      expansion_add: 32,
      expansion_search: 256,
      multi: false,
    });
  }

  /** Adds unit vectors under fresh labels (a label is never added twice). */
  add(labels: readonly number[], vectors: readonly Float32Array[]): void {
    if (labels.length === 0) return;
    const keys = new BigUint64Array(labels.length);
    const matrix = new Float32Array(labels.length * this.dimensions);
    labels.forEach((label, row) => {
      keys[row] = BigInt(label);
      const vector = vectors[row];
      if (vector) matrix.set(vector, row * this.dimensions);
    });
    this.index.add(keys, matrix);
  }

  remove(labels: readonly number[]): void {
    if (labels.length === 0) return;
    this.index.remove(BigUint64Array.from(labels, (label) => BigInt(label)));
  }

  /** Labels of (about) the `k` nearest vectors, nearest first. */
  search(query: Float32Array, k: number): number[] {
    if (this.index.size() === 0) return [];
    const matches = this.index.search(query, Math.min(k, this.index.size()), 1);
    return Array.from(matches.keys, (key) => Number(key));
  }

  save(file: string): void {
    this.index.save(file);
  }

  load(file: string): void {
    this.index.load(file);
  }
}
