import { describe, expect, it } from 'vitest';
import type { UpsertRecordRow } from '../db/repositories/upsert-record.repository.ts';
import { chunkKey, planRecords, vectorIdOf, type WantedChunk } from './record-manager.ts';

function record(key: string): UpsertRecordRow {
  return {
    id: `r-${key}`,
    workspaceId: 'w',
    storeId: 's',
    loaderId: 'l',
    key,
    vectorId: vectorIdOf('s', key),
    state: 'ACTIVE',
    jobId: 'j',
  };
}

describe('record manager', () => {
  it('keys chunks by loader, content and metadata, whatever the metadata key order', () => {
    const base = { docId: 'l1', pageContent: 'text' };
    expect(chunkKey({ ...base, metadata: '{"a":1,"b":{"c":2,"d":3}}' })).toBe(
      chunkKey({ ...base, metadata: '{"b":{"d":3,"c":2},"a":1}' }),
    );
    expect(chunkKey({ ...base, metadata: '{"a":1}' })).not.toBe(chunkKey({ ...base, metadata: '{"a":2}' }));
    expect(chunkKey({ ...base, metadata: '{}' })).not.toBe(
      chunkKey({ ...base, docId: 'l2', metadata: '{}' }),
    );
  });

  it('adds only new keys, deletes rows whose chunk is gone, and counts the unchanged', () => {
    const wanted = new Map<string, WantedChunk>(
      ['k1', 'k2', 'k4'].map((key) => [key, { chunkId: `c-${key}`, loaderId: 'l', key }]),
    );
    const plan = planRecords(wanted, [record('k1'), record('k2'), record('k3'), record('k2')]);
    expect(plan.additions.map((chunk) => chunk.key)).toEqual(['k4']);
    expect(plan.removals.map((row) => row.key)).toEqual(['k3', 'k2']);
    expect(plan).toMatchObject({ unchanged: 2, total: 3 });
  });

  it('gives stable UUID-shaped vector ids', () => {
    expect(vectorIdOf('s', 'k')).toBe(vectorIdOf('s', 'k'));
    expect(vectorIdOf('s', 'k')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(vectorIdOf('s', 'k')).not.toBe(vectorIdOf('t', 'k'));
  });
});
