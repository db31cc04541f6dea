import type { DatasetRow } from '@loomflow/core';
import { MAX_ROWS_PAGE, datasetsApi } from '../../api/datasets.api.ts';

/** The ids with `movedId` taken out and put where `targetId` was (dropping a row onto another). */
export function moveId(ids: readonly string[], movedId: string, targetId: string): string[] {
  const from = ids.indexOf(movedId);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = ids.filter((id) => id !== movedId);
  next.splice(to, 0, movedId);
  return next;
}

/** The rows of one page in the new order, numbered from the page's first sequence number. */
export function reorderPage(rows: readonly DatasetRow[], movedId: string, targetId: string): DatasetRow[] {
  const first = rows.reduce((lowest, row) => Math.min(lowest, row.sequenceNo), Number.POSITIVE_INFINITY);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return moveId(
    rows.map((row) => row.id),
    movedId,
    targetId,
  ).flatMap((id, index) => {
    const row = byId.get(id);
    return row ? [{ ...row, sequenceNo: first + index }] : [];
  });
}

/** Every row id of the dataset in sequence order (the reorder call takes them all), read page by page. */
export async function allRowIds(datasetId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await datasetsApi.get(datasetId, page, MAX_ROWS_PAGE);
    ids.push(...answer.rows.map((row) => row.id));
    if (answer.rows.length === 0 || ids.length >= answer.total) return ids;
  }
}
