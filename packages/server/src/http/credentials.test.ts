import {
  REDACTED_CREDENTIAL_VALUE,
  type Credential,
  type CredentialDetail,
  type CredentialType,
} from '@loomflow/core';
import {
  createApiKey,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PLANTED = 'sk-planted-secret-7f3a9c1e5b';

describe.each(TEST_DATABASE_KINDS)('credentials on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  const responses: string[] = [];

  /** Every answer is kept, to prove the planted secret never comes back. */
  async function call<T>(method: string, path: string, body?: unknown, session = owner) {
    const result = await session.request<T>(method, path, body === undefined ? {} : { body });
    responses.push(JSON.stringify(result.body));
    return result;
  }

  beforeAll(async () => {
    server = await startTestServer({ database, captureLogs: true });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it('lists credential types with their fields, secret ones marked, and inline icons', async () => {
    const types = await call<CredentialType[]>('GET', '/api/v1/components-credentials');
    expect(types.status).toBe(200);
    const openAi = types.body.find((type) => type.name === 'openAIApi');
    expect(openAi?.inputs).toEqual([{ label: 'OpenAI Api Key', name: 'openAIApiKey', type: 'password' }]);
    expect(openAi?.icon).toMatch(/^data:image\/svg\+xml/);
    expect(types.body.map((type) => type.name)).toEqual(
      expect.arrayContaining(['anthropicApi', 'googleGenerativeAI', 'ollamaApi', 'PostgresApi', 'qdrantApi']),
    );
  });

  it('creates, filters, reads redacted, edits keeping redacted values, and deletes', async () => {
    const created = await call<Credential>('POST', '/api/v1/credentials', {
      name: 'My OpenAI',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: PLANTED },
    });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('plainDataObj');
    const azure = await call<Credential>('POST', '/api/v1/credentials', {
      name: 'Azure',
      credentialName: 'azureOpenAIApi',
      plainDataObj: {
        azureOpenAIApiKey: `${PLANTED}-azure`,
        azureOpenAIApiInstanceName: 'my-instance',
        azureOpenAIApiDeploymentName: 'gpt',
        azureOpenAIApiVersion: '2024-10-21',
      },
    });
    expect(azure.status).toBe(201);

    const all = await call<Credential[]>('GET', '/api/v1/credentials');
    expect(all.body.map((item) => item.name).sort()).toEqual(['Azure', 'My OpenAI']);
    const filtered = await call<Credential[]>('GET', '/api/v1/credentials?credentialName=openAIApi');
    expect(filtered.body.map((item) => item.name)).toEqual(['My OpenAI']);

    const one = await call<CredentialDetail>('GET', `/api/v1/credentials/${azure.body.id}`);
    expect(one.body.plainDataObj).toEqual({
      azureOpenAIApiKey: REDACTED_CREDENTIAL_VALUE,
      azureOpenAIApiInstanceName: 'my-instance',
      azureOpenAIApiDeploymentName: 'gpt',
      azureOpenAIApiVersion: '2024-10-21',
    });

    const edited = await call('PUT', `/api/v1/credentials/${azure.body.id}`, {
      name: 'Azure (prod)',
      plainDataObj: { ...one.body.plainDataObj, azureOpenAIApiDeploymentName: 'gpt-4o' },
    });
    expect(edited.status).toBe(200);
    const plain = await server.server.services.credentials.decryptForRun(
      azure.body.workspaceId,
      azure.body.id,
    );
    expect(plain).toMatchObject({
      azureOpenAIApiKey: `${PLANTED}-azure`,
      azureOpenAIApiDeploymentName: 'gpt-4o',
    });

    const replaced = await call('PUT', `/api/v1/credentials/${created.body.id}`, {
      plainDataObj: { openAIApiKey: `${PLANTED}-new` },
    });
    expect(replaced.status).toBe(200);
    expect(
      await server.server.services.credentials.decryptForRun(created.body.workspaceId, created.body.id),
    ).toEqual({ openAIApiKey: `${PLANTED}-new` });

    expect((await call('DELETE', `/api/v1/credentials/${azure.body.id}`)).status).toBe(204);
    expect((await call('GET', `/api/v1/credentials/${azure.body.id}`)).status).toBe(404);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = (await call<Credential[]>('GET', '/api/v1/credentials')).body.length;
    const cases: [unknown, RegExp][] = [
      [{ name: 'x', credentialName: 'noSuchApi', plainDataObj: {} }, /Unknown credential type "noSuchApi"/],
      [{ name: 'x', credentialName: 'openAIApi', plainDataObj: {} }, /OpenAI Api Key is required/],
      [
        { name: 'x', credentialName: 'openAIApi', plainDataObj: { openAIApiKey: 'k', extra: 1 } },
        /Unknown field/,
      ],
      [{ name: '', credentialName: 'openAIApi', plainDataObj: { openAIApiKey: 'k' } }, /Name is required/],
      [
        { name: 'x', credentialName: 'openAIApi', plainDataObj: { openAIApiKey: REDACTED_CREDENTIAL_VALUE } },
        /not the redaction placeholder/,
      ],
      [
        {
          name: 'x',
          credentialName: 'ibmWatsonx',
          plainDataObj: {
            version: '2024-05-31',
            serviceUrl: 'https://us-south.ml.cloud.ibm.com',
            watsonxAIAuthType: 'cp4d',
          },
        },
        /Watsonx AI Auth Type must be one of iam, bearertoken; got "cp4d"/,
      ],
    ];
    for (const [body, message] of cases) {
      const result = await call<{ message: string }>('POST', '/api/v1/credentials', body);
      expect(result.status).toBe(400);
      expect(result.body.message).toMatch(message);
    }
    expect((await call<Credential[]>('GET', '/api/v1/credentials')).body.length).toBe(before);
  });

  it('lets an API key list and read redacted credentials, but never change them', async () => {
    const key = await createApiKey(owner, 'automation');
    const asKey = server.session();
    const headers = { authorization: `Bearer ${key.apiKeySecret}` };
    const list = await asKey.get<Credential[]>('/api/v1/credentials', { headers });
    responses.push(JSON.stringify(list.body));
    expect(list.status).toBe(200);
    const first = list.body[0]!;
    const detail = await asKey.get<CredentialDetail>(`/api/v1/credentials/${first.id}`, { headers });
    responses.push(JSON.stringify(detail.body));
    expect(Object.values(detail.body.plainDataObj)).toEqual([REDACTED_CREDENTIAL_VALUE]);
    const create = await asKey.post(
      '/api/v1/credentials',
      { name: 'k', credentialName: 'openAIApi', plainDataObj: { openAIApiKey: 'x' } },
      { headers },
    );
    expect(create.status).toBe(403);
  });

  it('never shows the planted secret in a response, a log line or a database column', async () => {
    expect(responses.join('\n')).not.toContain(PLANTED);
    expect(server.logs.length).toBeGreaterThan(0);
    expect(server.logs.join('\n')).not.toContain(PLANTED);
    const db = server.server.db;
    for (const table of ['credential', 'instance_setting', 'user', 'apikey', 'variable', 'tool']) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      expect(JSON.stringify(rows.rows), table).not.toContain(PLANTED);
    }
    const stored = await db.selectFrom('credential').select('encryptedData').execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.encryptedData).toMatch(/^lf1\./);
  });
});
