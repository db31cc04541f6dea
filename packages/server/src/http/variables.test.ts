import type { Variable } from '@loomflow/core';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(TEST_DATABASE_KINDS)('variables on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { RUNTIME_VARIABLES_ALLOW: 'HOME' } });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it('creates, lists by name, edits and deletes variables', async () => {
    const created = await owner.post<Variable>('/api/v1/variables', { name: 'region', value: 'eu-west-1' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'region', value: 'eu-west-1', type: 'static' });
    await owner.post('/api/v1/variables', { name: 'HOME', type: 'runtime', value: 'ignored' });

    const list = await owner.get<Variable[]>('/api/v1/variables');
    expect(list.body.map((item) => [item.name, item.type, item.value])).toEqual([
      ['HOME', 'runtime', ''],
      ['region', 'static', 'eu-west-1'],
    ]);

    const edited = await owner.put<Variable>(`/api/v1/variables/${created.body.id}`, { value: 'us-east-1' });
    expect(edited.body).toMatchObject({ name: 'region', value: 'us-east-1' });
    expect((await owner.delete(`/api/v1/variables/${created.body.id}`)).status).toBe(204);
    expect((await owner.get<Variable[]>('/api/v1/variables')).body.map((item) => item.name)).toEqual([
      'HOME',
    ]);
  });

  it('resolves $vars: static values as stored, runtime ones from the environment at run time', async () => {
    const workspaceId = (await owner.get<Variable[]>('/api/v1/variables')).body[0]!.workspaceId;
    await owner.post('/api/v1/variables', { name: 'greeting', value: 'hello' });
    const vars = await server.server.services.variables.resolve(workspaceId);
    expect(vars).toMatchObject({ greeting: 'hello', HOME: process.env.HOME ?? '' });
  });

  it('validates names, refuses duplicates and Loomflow settings, and changes nothing', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ name: '1abc', value: 'x' }, 400, /letters, digits and underscores/],
      [{ name: 'has space', value: 'x' }, 400, /letters, digits and underscores/],
      [{ name: 'greeting', value: 'again' }, 409, /already exists/],
      [{ name: 'x', type: 'secret' }, 400, /type/],
      [{ name: 'DATABASE_PASSWORD', type: 'runtime' }, 400, /Loomflow's own settings/],
      [{ name: 'LOOMFLOW_SECRETKEY', type: 'runtime' }, 400, /Loomflow's own settings/],
    ];
    const before = (await owner.get<Variable[]>('/api/v1/variables')).body;
    for (const [body, status, message] of cases) {
      const result = await owner.post<{ message: string }>('/api/v1/variables', body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.body.message).toMatch(message);
    }
    const greeting = before.find((item) => item.name === 'greeting')!;
    const rename = await owner.put<{ message: string }>(`/api/v1/variables/${greeting.id}`, { name: 'HOME' });
    expect(rename.status).toBe(409);
    expect((await owner.get<Variable[]>('/api/v1/variables')).body).toEqual(before);
  });
});
