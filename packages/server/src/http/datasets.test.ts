import type { Dataset, DatasetRow, DatasetWithRows, LoginResponse } from '@loomflow/core';
import {
  inviteMember,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf } from '../test-support/evaluation-test-setup.ts';

describe.each(TEST_DATABASE_KINDS)('datasets on %s (enterprise)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  const newDataset = async (name: string) =>
    (await owner.post<Dataset>('/api/v1/datasets/set', { name })).body;
  const rowsOf = async (id: string) =>
    (await owner.get<DatasetWithRows>(`/api/v1/datasets/set/${id}?limit=500`)).body.rows;

  it('imports CSV with a column mapping, exports it back, and refuses bad mappings importing nothing', async () => {
    const dataset = await newDataset('imported');
    const csv = csvOf([
      ['q', 'a', 'note'],
      ['What is 2+2?', '4', 'x'],
      ['Say "hi", please', 'hi', 'y'],
    ]);
    const preview = await owner.post('/api/v1/datasets/import/preview', { csv });
    expect(preview.body).toEqual({
      columns: ['q', 'a', 'note'],
      sampleRows: [
        ['What is 2+2?', '4', 'x'],
        ['Say "hi", please', 'hi', 'y'],
      ],
      rowCount: 2,
    });

    const unknownColumn = await owner.post<{ message: string }>(`/api/v1/datasets/import/${dataset.id}`, {
      csv,
      mapping: { input: 'Question', output: 'a' },
    });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.body.message).toBe(
      'Column "Question" is not in the file. Its columns are: q, a, note.',
    );
    const emptyInput = await owner.post<{ message: string }>(`/api/v1/datasets/import/${dataset.id}`, {
      csv: csvOf([
        ['q', 'a'],
        ['fine', '1'],
        ['', '2'],
      ]),
      mapping: { input: 'q', output: 'a' },
    });
    expect(emptyInput.status).toBe(400);
    expect(emptyInput.body.message).toBe('Row 3 has an empty input (column "q"); nothing was imported');
    const malformed = await owner.post<{ message: string }>(`/api/v1/datasets/import/${dataset.id}`, {
      csv: 'q,a\n"unclosed,1\n',
      mapping: { input: 'q' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^The CSV file cannot be read: /);
    expect(await rowsOf(dataset.id)).toEqual([]);

    const imported = await owner.post<{ imported: number; dataset: Dataset }>(
      `/api/v1/datasets/import/${dataset.id}`,
      { csv, mapping: { input: ' Q ', output: 'a' } },
    );
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ imported: 2, dataset: { rowCount: 2 } });
    const exported = await owner.get<string>(`/api/v1/datasets/export/${dataset.id}`, { xsrf: false });
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toContain('filename="imported.csv"');
    expect(exported.body).toBe('input,output\r\nWhat is 2+2?,4\r\n"Say ""hi"", please",hi\r\n');
  });

  it('adds, edits, reorders and deletes rows keeping sequence numbers 0…n-1', async () => {
    const dataset = await newDataset('rows');
    const add = async (input: string) =>
      (await owner.post<DatasetRow>('/api/v1/datasets/rows', { datasetId: dataset.id, input, output: 'o' }))
        .body;
    const [a, b, c, d] = [await add('a'), await add('b'), await add('c'), await add('d')];
    expect([a, b, c, d].map((row) => row.sequenceNo)).toEqual([0, 1, 2, 3]);
    expect((await owner.put<DatasetRow>(`/api/v1/datasets/rows/${b.id}`, { output: 'B!' })).body.output).toBe(
      'B!',
    );
    const reordered = await owner.post<DatasetRow[]>('/api/v1/datasets/reorder', {
      datasetId: dataset.id,
      rows: [
        { id: d.id, sequenceNo: 0 },
        { id: c.id, sequenceNo: 5 },
        { id: b.id, sequenceNo: 7 },
        { id: a.id, sequenceNo: 9 },
      ],
    });
    expect(reordered.body.map((row) => [row.input, row.sequenceNo])).toEqual([
      ['d', 0],
      ['c', 1],
      ['b', 2],
      ['a', 3],
    ]);
    const partial = await owner.post<{ message: string }>('/api/v1/datasets/reorder', {
      datasetId: dataset.id,
      rows: [{ id: d.id, sequenceNo: 0 }],
    });
    expect(partial.status).toBe(400);
    expect((await owner.request('DELETE', `/api/v1/datasets/rows/${c.id}`)).status).toBe(204);
    const bulk = await owner.request<{ deleted: number }>('PATCH', '/api/v1/datasets/rows', {
      body: { datasetId: dataset.id, ids: [d.id] },
    });
    expect(bulk.body).toEqual({ deleted: 1 });
    expect((await rowsOf(dataset.id)).map((row) => [row.input, row.sequenceNo])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
  });

  it('needs the permissions: a viewer reads, changes nothing, and runs nothing', async () => {
    const now = new Date().toISOString();
    await server.server.db
      .insertInto('role')
      .values({
        id: 'eval-viewer',
        organizationId: ownerUser.activeOrganizationId,
        name: 'eval-viewer',
        description: null,
        permissions: JSON.stringify(['datasets:view', 'evaluators:view', 'evaluations:view']),
        createdDate: now,
        updatedDate: now,
      })
      .execute();
    const viewer = (await inviteMember(server, owner, { roleId: 'eval-viewer', prefix: 'eval' })).session;
    expect((await viewer.get('/api/v1/datasets')).status).toBe(200);
    expect((await viewer.get('/api/v1/evaluators')).status).toBe(200);
    expect((await viewer.get('/api/v1/evaluations')).status).toBe(200);
    expect((await viewer.post('/api/v1/datasets/set', { name: 'no' })).status).toBe(403);
    expect(
      (await viewer.post('/api/v1/evaluators', { name: 'no', type: 'json', config: { check: 'valid' } }))
        .status,
    ).toBe(403);
    expect((await viewer.post('/api/v1/evaluations', {})).status).toBe(403);
  });

  it('gives an evaluator "try it" verdicts and refuses invalid settings', async () => {
    const tryIt = (evaluator: unknown, actualOutput: string, extra: Record<string, unknown> = {}) =>
      owner.post<{ verdict: string; reason: string; score: number | null }>('/api/v1/evaluators/try', {
        evaluator,
        sample: { actualOutput, ...extra },
      });
    const schema = JSON.stringify({
      type: 'object',
      required: ['answer'],
      properties: { answer: { type: 'string' } },
    });
    expect(
      (await tryIt({ type: 'json', config: { check: 'schema', schema } }, '{"answer": "x"}')).body.verdict,
    ).toBe('pass');
    expect(
      (await tryIt({ type: 'json', config: { check: 'schema', schema } }, '{"answer": 1}')).body,
    ).toMatchObject({
      verdict: 'fail',
      reason: '/answer: must be string',
    });
    expect(
      (
        await tryIt(
          { type: 'numeric', config: { measure: 'latencyMs', operator: 'lte', value: 2000 } },
          'x',
          { latencyMs: 2300 },
        )
      ).body,
    ).toMatchObject({ verdict: 'fail', score: 2300, reason: 'Latency 2300 ms is not ≤ 2000 ms' });
    expect(
      (
        await tryIt(
          { type: 'text', config: { operator: 'startsWith', value: 'Hello', caseSensitive: true } },
          'hello',
        )
      ).body.verdict,
    ).toBe('fail');
    const badRegex = await owner.post<{ message: string }>('/api/v1/evaluators', {
      name: 'bad',
      type: 'regex',
      config: { pattern: '(' },
    });
    expect(badRegex.status).toBe(400);
    expect(badRegex.body.message).toMatch(/^The regular expression is not valid: /);
    const noModel = await tryIt({ type: 'llm', config: { prompt: 'Grade {{actualOutput}}' } }, 'x');
    expect(noModel.status).toBe(400);
  });
});

describe('evaluations on open source', () => {
  let server: TestServer;
  let owner: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it('refuses every area with the edition named, whatever the permissions', async () => {
    for (const [path, area] of [
      ['/api/v1/datasets', 'Datasets'],
      ['/api/v1/evaluators', 'Evaluators'],
      ['/api/v1/evaluations', 'Evaluations'],
    ] as const) {
      const refused = await owner.get<{ message: string }>(path);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(`${area} are available on the enterprise edition only.`);
    }
  });
});
