import { toolFileSchema, type SandboxOutcome, type Tool } from '@loomflow/core';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const WEATHER_SCHEMA = [
  { id: 1, property: 'city', type: 'string', description: 'City name', required: true },
  { id: 2, property: 'days', type: 'number', description: 'Days ahead', required: false },
];

describe.each(TEST_DATABASE_KINDS)('custom tools on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { SANDBOX_TIMEOUT_MS: '1500' } });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it('creates, lists in the §9 order, edits, exports/imports as JSON and deletes tools', async () => {
    for (const name of ['send_email', 'post_tweet', 'get_weather']) {
      const created = await owner.post<Tool>('/api/v1/tools', {
        name,
        description: `Tool ${name}`,
        schema: JSON.stringify(WEATHER_SCHEMA),
        func: 'return $city',
      });
      expect(created.status).toBe(201);
    }
    const list = await owner.get<Tool[]>('/api/v1/tools');
    expect(list.body.map((tool) => tool.name)).toEqual(['get_weather', 'post_tweet', 'send_email']);
    const weather = list.body[0]!;
    expect(JSON.parse(weather.schema)).toEqual(WEATHER_SCHEMA);

    const edited = await owner.put<Tool>(`/api/v1/tools/${weather.id}`, {
      func: 'return `Sunny in ${$city}`',
    });
    expect(edited.body.func).toBe('return `Sunny in ${$city}`');

    // Export is the tool without id, dates and workspace; importing it elsewhere gives the same tool.
    const exported = toolFileSchema.parse(JSON.parse(JSON.stringify(edited.body)));
    const imported = await owner.post<Tool>('/api/v1/tools', { ...exported, name: 'get_weather_copy' });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ description: weather.description, func: edited.body.func });

    expect((await owner.delete(`/api/v1/tools/${imported.body.id}`)).status).toBe(204);
    expect((await owner.get(`/api/v1/tools/${imported.body.id}`)).status).toBe(404);
  });

  it('refuses bad tools with clear messages', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ name: 'has space', description: 'd' }, 400, /Tool name/],
      [{ name: 'ok_name', description: '' }, 400, /Description is required/],
      [
        { name: 'ok_name', description: 'd', schema: '[{"property": "1x", "type": "string"}]' },
        400,
        /Property/,
      ],
      [{ name: 'ok_name', description: 'd', schema: '{not json' }, 400, /not valid JSON/],
      [{ name: 'ok_name', description: 'd', schema: [{ property: 'vars', type: 'string' }] }, 400, /taken/],
      [{ name: 'get_weather', description: 'again' }, 409, /already exists/],
    ];
    for (const [body, status, message] of cases) {
      const result = await owner.post<{ message: string }>('/api/v1/tools', body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.body.message).toMatch(message);
    }
  });

  it('test-runs a tool with sample input, $vars and $flow, returning its value and console lines', async () => {
    await owner.post('/api/v1/variables', { name: 'units', value: 'metric' });
    const result = await owner.post<SandboxOutcome>('/api/v1/tools/test-run', {
      schema: WEATHER_SCHEMA,
      input: { city: 'Paris', days: '3' },
      func: "console.log('looking up', $city);\nreturn { city: $city, days: $days, units: $vars.units, session: $flow.sessionId };",
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      ok: true,
      result: { city: 'Paris', days: 3, units: 'metric', session: 'test-run' },
      logs: ['looking up Paris'],
    });
    const missing = await owner.post<{ message: string }>('/api/v1/tools/test-run', {
      schema: WEATHER_SCHEMA,
      input: {},
      func: 'return 1',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Sample input: city is required');
  });

  it('reports errors with the line of the code, and the time limit, while the server keeps serving', async () => {
    const syntax = await owner.post<SandboxOutcome>('/api/v1/tools/test-run', {
      func: 'const a = 1;\nconst = 2;',
    });
    expect(syntax.body).toMatchObject({ ok: false, error: { kind: 'syntax', line: 2 } });
    const thrown = await owner.post<SandboxOutcome>('/api/v1/tools/test-run', {
      func: 'const a = 1;\n\nthrow new Error("no forecast");',
    });
    expect(thrown.body).toMatchObject({
      ok: false,
      error: { kind: 'runtime', line: 3, message: 'Error: no forecast (line 3)' },
    });

    const started = Date.now();
    const looping = owner.post<SandboxOutcome>('/api/v1/tools/test-run', { func: 'while (true) {}' });
    const ping = await server.session().get('/api/v1/ping');
    expect(ping.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const timedOut = await looping;
    expect(timedOut.body).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(1500 + 2000);
  });
});
