import type { PredictionResponse, Variable } from '@loomflow/core';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFunctionFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';
import { cloudAccount } from '../test-support/export-import-test-data.ts';

/** Values the test puts in the server's environment: none may ever reach a flow unless allowed. */
const SECRETS = { AWS_SECRET_ACCESS_KEY: 'aws-secret-value', TEAM_REGION: 'eu-west-1' };

describe.each(TEST_DATABASE_KINDS)('runtime variables on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;

  beforeAll(async () => {
    Object.assign(process.env, SECRETS);
    server = await startTestServer({ database, env: { RUNTIME_VARIABLES_ALLOW: 'TEAM_*,HOME' } });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(async () => {
    for (const name of Object.keys(SECRETS)) Reflect.deleteProperty(process.env, name);
    await server.close();
  });

  it('creates runtime variables only for names RUNTIME_VARIABLES_ALLOW lists', async () => {
    const allowed = await owner.post<Variable>('/api/v1/variables', { name: 'TEAM_REGION', type: 'runtime' });
    expect(allowed.status).toBe(201);
    const cases: [string, RegExp][] = [
      ['STRIPE_SECRET_KEY', /STRIPE_SECRET_KEY is one of Loomflow's own settings/],
      ['S3_STORAGE_SECRET_ACCESS_KEY', /one of Loomflow's own settings/],
      ['OPENAI_BASE_URL', /one of Loomflow's own settings/],
      ['AWS_SECRET_ACCESS_KEY', /AWS_SECRET_ACCESS_KEY is not in RUNTIME_VARIABLES_ALLOW/],
      ['OPENAI_API_KEY', /OPENAI_API_KEY is not in RUNTIME_VARIABLES_ALLOW/],
    ];
    for (const [name, message] of cases) {
      const refused = await owner.post<{ message: string }>('/api/v1/variables', { name, type: 'runtime' });
      expect(refused.status, name).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    const plain = await owner.post<Variable>('/api/v1/variables', {
      name: 'AWS_SECRET_ACCESS_KEY',
      value: 'x',
    });
    expect(plain.status).toBe(201);
    const turned = await owner.put<{ message: string }>(`/api/v1/variables/${plain.body.id}`, {
      type: 'runtime',
    });
    expect(turned.status).toBe(400);
    expect(turned.body.message).toMatch(/RUNTIME_VARIABLES_ALLOW/);
    await owner.delete(`/api/v1/variables/${plain.body.id}`);
  });

  it('runs read allowed runtime variables; an unallowed one fails the run naming it and the setting', async () => {
    const allowedFlow = await saveFlow(owner, customFunctionFlow('return $vars.TEAM_REGION;'));
    const allowed = await owner.post<PredictionResponse>(`/api/v1/prediction/${allowedFlow}`, {
      question: 'go',
    });
    expect(allowed.body.text).toBe('eu-west-1');

    // A runtime variable stored before the allow list (here: imported from Flowise) reads nothing.
    const imported = await owner.post('/api/v1/export-import/import', {
      Variable: [{ id: randomUUID(), name: 'AWS_SECRET_ACCESS_KEY', value: '', type: 'runtime' }],
    });
    expect(imported.status).toBe(200);
    const leakFlow = await saveFlow(owner, customFunctionFlow('return $vars.AWS_SECRET_ACCESS_KEY;'));
    const leak = await owner.post<{ message?: string; text?: string }>(`/api/v1/prediction/${leakFlow}`, {
      question: 'go',
    });
    expect(JSON.stringify(leak.body)).not.toContain('aws-secret-value');
    expect(leak.status).toBe(400);
    expect(leak.body.message).toMatch(/AWS_SECRET_ACCESS_KEY is not in RUNTIME_VARIABLES_ALLOW/);
    const workspaceId = (await owner.get<Variable[]>('/api/v1/variables')).body[0]!.workspaceId;
    expect(await server.server.services.variables.resolve(workspaceId)).toMatchObject({
      AWS_SECRET_ACCESS_KEY: '',
      TEAM_REGION: 'eu-west-1',
    });
  });
});

describe('runtime variables on Loomflow Cloud', () => {
  let server: TestServer;
  let owner: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ env: { PLATFORM_TYPE: 'cloud', RUNTIME_VARIABLES_ALLOW: 'TEAM_*' } });
    ({ session: owner } = await cloudAccount(server));
  });
  afterAll(() => server.close());

  it('are refused: even an allowed name', async () => {
    const refused = await owner.post<{ message: string }>('/api/v1/variables', {
      name: 'TEAM_REGION',
      type: 'runtime',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Runtime variables are not available on Loomflow Cloud: use a static variable',
    );
  });
});
