import type { Dataset, DatasetRow } from '@loomflow/core';
import { ENTERPRISE_SETTINGS } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';

const DATE = '2026-03-04T10:00:00.000Z';

export function testDataset(overrides: Partial<Dataset> = {}): Dataset {
  return {
    id: 'ds-1',
    name: 'Capitals',
    description: 'Countries and their capitals',
    rowCount: 0,
    rowsUpdatedDate: DATE,
    workspaceId: 'ws-1',
    createdDate: DATE,
    updatedDate: DATE,
    ...overrides,
  };
}

export function testRow(datasetId: string, sequenceNo: number, input: string, output = ''): DatasetRow {
  return {
    id: `row-${String(sequenceNo)}-${input}`,
    datasetId,
    input,
    output,
    sequenceNo,
    createdDate: DATE,
    updatedDate: DATE,
  };
}

interface StoredDataset {
  dataset: Dataset;
  rows: DatasetRow[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};

/** The datasets API of the server, in memory, behind the fetch stub; returns the request log. */
export function serveDatasets(initial: { dataset: Dataset; rows?: DatasetRow[] }[]): RecordedRequest[] {
  const store = new Map<string, StoredDataset>(
    initial.map(({ dataset, rows = [] }) => [dataset.id, { dataset, rows: [...rows] }]),
  );
  const view = (entry: StoredDataset): Dataset => ({ ...entry.dataset, rowCount: entry.rows.length });
  const renumber = (entry: StoredDataset) => {
    entry.rows = entry.rows.map((row, sequenceNo) => ({ ...row, sequenceNo }));
  };
  const owner = (rowId: string) =>
    [...store.values()].find((entry) => entry.rows.some((row) => row.id === rowId));
  let created = 0;

  return stubFetch((request) => {
    const { method, path, body } = request;
    const fields = record(body);
    if (path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (path === '/datasets' && method === 'GET') return jsonResponse(200, [...store.values()].map(view));
    if (path === '/datasets/set' && method === 'POST') {
      created += 1;
      const dataset = testDataset({
        id: `ds-new-${String(created)}`,
        name: text(fields.name),
        description: text(fields.description),
      });
      store.set(dataset.id, { dataset, rows: [] });
      return jsonResponse(201, dataset);
    }
    const setMatch = /^\/datasets\/set\/(.+)$/.exec(path);
    if (setMatch) {
      const entry = store.get(setMatch[1] ?? '');
      if (!entry) return errorResponse(404, 'Dataset not found');
      if (method === 'DELETE') {
        store.delete(entry.dataset.id);
        return new Response(null, { status: 204 });
      }
      if (method === 'PUT') {
        entry.dataset = { ...entry.dataset, ...fields };
        return jsonResponse(200, view(entry));
      }
      const page = Number(request.query.get('page') ?? '1');
      const limit = Number(request.query.get('limit') ?? '50');
      const rows = entry.rows.slice((page - 1) * limit, page * limit);
      return jsonResponse(200, { ...view(entry), rows, total: entry.rows.length, page, limit });
    }
    if (path === '/datasets/rows' && method === 'POST') {
      const entry = store.get(text(fields.datasetId));
      if (!entry) return errorResponse(404, 'Dataset not found');
      const row = testRow(entry.dataset.id, entry.rows.length, text(fields.input), text(fields.output));
      entry.rows.push(row);
      return jsonResponse(201, row);
    }
    if (path === '/datasets/rows' && method === 'PATCH') {
      const entry = store.get(text(fields.datasetId));
      const ids = Array.isArray(fields.ids) ? fields.ids.map(text) : [];
      if (!entry) return errorResponse(404, 'Dataset not found');
      entry.rows = entry.rows.filter((row) => !ids.includes(row.id));
      renumber(entry);
      return jsonResponse(200, { deleted: ids.length });
    }
    const rowMatch = /^\/datasets\/rows\/(.+)$/.exec(path);
    if (rowMatch) {
      const id = rowMatch[1] ?? '';
      const entry = owner(id);
      if (!entry) return errorResponse(404, 'Row not found');
      if (method === 'DELETE') {
        entry.rows = entry.rows.filter((row) => row.id !== id);
        renumber(entry);
        return new Response(null, { status: 204 });
      }
      entry.rows = entry.rows.map((row) => (row.id === id ? { ...row, ...fields } : row));
      return jsonResponse(
        200,
        entry.rows.find((row) => row.id === id),
      );
    }
    if (path === '/datasets/reorder') {
      const entry = store.get(text(fields.datasetId));
      const order = Array.isArray(fields.rows) ? fields.rows.map(record) : [];
      if (!entry || order.length !== entry.rows.length) return errorResponse(400, 'Send every row');
      const position = new Map(order.map((item) => [text(item.id), Number(item.sequenceNo)]));
      entry.rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      renumber(entry);
      return jsonResponse(200, entry.rows);
    }
    if (path === '/datasets/import/preview') {
      const lines = text(fields.csv)
        .trim()
        .split('\n')
        .map((line) => line.split(','));
      const header = fields.firstRowIsHeader !== false;
      const columns = header
        ? (lines[0] ?? [])
        : (lines[0] ?? []).map((_, index) => `Column ${String(index + 1)}`);
      const data = header ? lines.slice(1) : lines;
      return jsonResponse(200, { columns, sampleRows: data.slice(0, 5), rowCount: data.length });
    }
    const importMatch = /^\/datasets\/import\/(.+)$/.exec(path);
    if (importMatch) {
      const entry = store.get(importMatch[1] ?? '');
      if (!entry) return errorResponse(404, 'Dataset not found');
      const lines = text(fields.csv)
        .trim()
        .split('\n')
        .map((line) => line.split(','));
      const header = fields.firstRowIsHeader !== false;
      const columns = header
        ? (lines[0] ?? [])
        : (lines[0] ?? []).map((_, index) => `Column ${String(index + 1)}`);
      const mapping = record(fields.mapping);
      const inputAt = columns.indexOf(text(mapping.input));
      const outputAt = columns.indexOf(text(mapping.output));
      if (inputAt < 0) return errorResponse(400, `Column "${text(mapping.input)}" is not in the file.`);
      if (fields.mode === 'replace') entry.rows = [];
      for (const cells of header ? lines.slice(1) : lines)
        entry.rows.push(
          testRow(
            entry.dataset.id,
            entry.rows.length,
            cells[inputAt] ?? '',
            outputAt < 0 ? '' : (cells[outputAt] ?? ''),
          ),
        );
      return jsonResponse(200, { imported: lines.length - (header ? 1 : 0), dataset: view(entry) });
    }
    return errorResponse(404, `Not found: ${method} ${path}`);
  });
}
