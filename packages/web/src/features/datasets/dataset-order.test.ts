import type { DatasetRow } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { moveId, reorderPage } from './dataset-order.ts';

const row = (id: string, sequenceNo: number): DatasetRow => ({
  id,
  datasetId: 'd',
  input: id,
  output: '',
  sequenceNo,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
});

describe('reordering dataset rows by drag', () => {
  it('puts a row dragged down or up where the row it was dropped on was', () => {
    expect(moveId(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveId(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveId(['a', 'b'], 'a', 'missing')).toEqual(['a', 'b']);
  });

  it("renumbers a later page's rows from that page's first sequence number", () => {
    const moved = reorderPage([row('x', 50), row('y', 51), row('z', 52)], 'z', 'x');
    expect(moved.map((entry) => [entry.id, entry.sequenceNo])).toEqual([
      ['z', 50],
      ['x', 51],
      ['y', 52],
    ]);
  });
});
