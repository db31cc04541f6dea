import type {
  LoginResponse,
  OutboundAccessEntry,
  OutboundAccessList,
  PredictionResponse,
} from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  createApiKey,
  memberWithPermissions,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowData, saveFlow, START } from '../test-support/agentflow-test-flows.ts';
import { cloudAccount } from '../test-support/export-import-test-data.ts';

/** Start → LLM on an OpenAI-compatible server at `basepath` (a model server on this machine). */
const localModelFlow = (basepath: string) =>
  flowData(
    [
      START,
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Local model',
        inputs: {
          llmModel: 'chatOpenAICustom',
          llmModelConfig: { llmModel: 'chatOpenAICustom', modelName: 'local-llama', basepath },
        },
      },
    ],
    [{ from: 'startAgentflow_0', to: 'llmAgentflow_0' }],
  );

type ErrorBody = { message: string };

describe.each(TEST_DATABASE_KINDS)('Outbound access list (enterprise, %s)', (database) => {
  let server: TestServer;
  let fake: FakeOpenAI;
  let owner: HttpSession;
  let ownerUser: LoginResponse;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ models: ['local-llama'] });
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const predict = (id: string) =>
    owner.post<PredictionResponse & Partial<ErrorBody>>(`/api/v1/internal-prediction/${id}`, {
      question: 'hello',
    });
  const list = async () => (await owner.get<OutboundAccessList>('/api/v1/outbound-access')).body;

  it('applies an addition and a removal at once, without a restart, and the audit log records both', async () => {
    const added = await owner.post<OutboundAccessEntry>('/api/v1/outbound-access', {
      entry: ' 127.0.0.1 ',
      note: 'Local model server',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      entry: '127.0.0.1',
      note: 'Local model server',
      addedBy: { userId: ownerUser.id, email: ownerUser.email, name: ownerUser.name },
    });
    expect(server.server.services.outboundAccess.adminAllowList()).toEqual(['127.0.0.1']);
    expect((await list()).entries).toMatchObject([
      { entry: '127.0.0.1', addedBy: { email: ownerUser.email } },
    ]);

    const removed = await owner.delete(`/api/v1/outbound-access/${added.body.id}`);
    expect(removed.status).toBe(204);
    expect(server.server.services.outboundAccess.adminAllowList()).toEqual([]);

    const { entries, changes } = await list();
    expect(entries).toEqual([]);
    expect(changes.slice(0, 2)).toMatchObject([
      { action: 'removed', entry: '127.0.0.1', note: 'Local model server', by: { email: ownerUser.email } },
      { action: 'added', entry: '127.0.0.1', note: 'Local model server', by: { email: ownerUser.email } },
    ]);
    expect(changes[0]?.ipAddress).toBeTruthy();
  });

  it('lets a flow reach a loopback model server once an administrator adds it, and refuses it again once removed, without a restart; the audit log records both', async () => {
    const flowId = await saveFlow(owner, localModelFlow(fake.url));
    const refused = await predict(flowId);
    expect(refused.status).toBe(500);
    expect(refused.body.message).toContain('under Outbound access');
    const reachedBefore = fake.requests.length;

    const added = await owner.post<OutboundAccessEntry>('/api/v1/outbound-access', {
      entry: ' 127.0.0.1 ',
      note: 'Local model server',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      entry: '127.0.0.1',
      note: 'Local model server',
      addedBy: { userId: ownerUser.id, email: ownerUser.email, name: ownerUser.name },
    });
    expect(server.server.services.outboundAccess.adminAllowList()).toEqual(['127.0.0.1']);

    fake.script('Hi from the local model');
    const answered = await predict(flowId);
    expect(answered.status).toBe(200);
    expect(answered.body.text).toBe('Hi from the local model');
    expect(fake.requests.length).toBeGreaterThan(reachedBefore);

    const removed = await owner.delete(`/api/v1/outbound-access/${added.body.id}`);
    expect(removed.status).toBe(204);
    expect(server.server.services.outboundAccess.adminAllowList()).toEqual([]);
    const reachedAfterAnswer = fake.requests.length;
    const refusedAgain = await predict(flowId);
    expect(refusedAgain.status).toBe(500);
    expect(refusedAgain.body.message).toContain('127.0.0.1 is a private or loopback address');
    expect(fake.requests.length).toBe(reachedAfterAnswer);

    const { entries, changes } = await list();
    expect(entries).toEqual([]);
    expect(changes.slice(0, 2)).toMatchObject([
      { action: 'removed', entry: '127.0.0.1', note: 'Local model server', by: { email: ownerUser.email } },
      { action: 'added', entry: '127.0.0.1', note: 'Local model server', by: { email: ownerUser.email } },
    ]);
    expect(changes[0]?.ipAddress).toBeTruthy();
  });

  it('stores every form HTTP_ALLOW_LIST accepts in one spelling, and lists who added each', async () => {
    const forms: [string, string][] = [
      ['DB.Internal', 'db.internal'],
      ['*.corp.example', '*.corp.example'],
      ['[FD12::1]', 'fd12::1'],
      ['10.0.0.0/8', '10.0.0.0/8'],
      ['0x0a.1.2.3', '10.1.2.3'],
    ];
    for (const [written, stored] of forms) {
      const added = await owner.post<OutboundAccessEntry>('/api/v1/outbound-access', { entry: written });
      expect(added.status, written).toBe(201);
      expect(added.body.entry, written).toBe(stored);
    }
    const { entries } = await list();
    expect(entries.map((entry) => entry.entry)).toEqual(forms.map(([, stored]) => stored));
    expect(entries.every((entry) => entry.addedBy.name === ownerUser.name)).toBe(true);
    expect([...server.server.services.outboundAccess.adminAllowList()].sort()).toEqual(
      forms.map(([, stored]) => stored).sort(),
    );
    for (const entry of entries) await owner.delete(`/api/v1/outbound-access/${entry.id}`);
  });

  it('refuses a bad entry with a 400 naming it and the accepted forms, and changes nothing', async () => {
    const before = await list();
    for (const entry of ['not a host!', '10.0.0.0/99', 'db.internal/8']) {
      const result = await owner.post<ErrorBody>('/api/v1/outbound-access', { entry });
      expect(result.status, entry).toBe(400);
      expect(result.body.message, entry).toContain(`"${entry}"`);
      expect(result.body.message, entry).toContain(
        'use a host name (db.internal), a *.suffix (*.corp.example), an IP address (10.0.0.5) or a CIDR range (10.0.0.0/8)',
      );
    }
    const empty = await owner.post<ErrorBody>('/api/v1/outbound-access', { entry: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Entry is required');
    expect(await list()).toEqual(before);
  });

  it('refuses link-local and cloud metadata entries: they are never reachable', async () => {
    for (const entry of ['169.254.169.254', '169.254.0.0/16', 'fd00:ec2::254', 'metadata.google.internal']) {
      const result = await owner.post<ErrorBody>('/api/v1/outbound-access', { entry });
      expect(result.status, entry).toBe(400);
      expect(result.body.message, entry).toBe(
        `"${entry}" is a link-local or cloud metadata address, which flows never reach on any platform: it cannot be allowed`,
      );
    }
    expect((await list()).entries).toEqual([]);
  });

  it('answers 409 for an entry already on the list, and 404 for one already removed', async () => {
    const added = await owner.post<OutboundAccessEntry>('/api/v1/outbound-access', {
      entry: 'qdrant.internal',
    });
    const again = await owner.post<ErrorBody>('/api/v1/outbound-access', { entry: 'QDRANT.internal.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('qdrant.internal is already on the Outbound access list');
    expect((await owner.delete(`/api/v1/outbound-access/${added.body.id}`)).status).toBe(204);
    const gone = await owner.delete<ErrorBody>(`/api/v1/outbound-access/${added.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('This Outbound access entry no longer exists: reload the page.');
  });

  it('is for organization administrators only: members with every permission and API keys get 403', async () => {
    const member = await memberWithPermissions(server, owner, ownerUser.activeOrganizationId, 'role-sso', [
      'sso:manage',
      'users:manage',
    ]);
    const read = await member.get<ErrorBody>('/api/v1/outbound-access');
    expect(read.status).toBe(403);
    expect(read.body.message).toBe('Only an organization administrator can manage outbound access.');
    const add = await member.post<ErrorBody>('/api/v1/outbound-access', { entry: '10.0.0.1' });
    expect(add.status).toBe(403);
    const key = await createApiKey(owner, 'outbound');
    const byKey = await server.session().get<ErrorBody>('/api/v1/outbound-access', {
      headers: { authorization: `Bearer ${key.apiKeySecret}` },
    });
    expect(byKey.status).toBe(403);
    expect((await list()).entries).toEqual([]);
  });
});

describe.each(['open source', 'cloud'] as const)('Outbound access list on %s', (platform) => {
  let server: TestServer;
  let owner: HttpSession;

  beforeAll(async () => {
    if (platform === 'cloud') {
      server = await startTestServer({ database: 'sqlite', env: { PLATFORM_TYPE: 'cloud' } });
      owner = (await cloudAccount(server)).session;
    } else {
      server = await startTestServer({ database: 'sqlite' });
      owner = server.session();
      await registerAndLogin(owner);
    }
  });
  afterAll(() => server.close());

  it('answers like the other enterprise-only screens and stores nothing', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/v1/outbound-access', undefined],
      ['POST', '/api/v1/outbound-access', { entry: '127.0.0.1' }],
      ['DELETE', '/api/v1/outbound-access/some-id', undefined],
    ] as const) {
      const result = await owner.request<ErrorBody>(method, path, { body });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body.message).toBe('Outbound access lists are available on the enterprise edition only.');
    }
    expect(server.server.services.outboundAccess.adminAllowList()).toEqual([]);
    expect(await server.server.db.selectFrom('outbound_access_entry').selectAll().execute()).toEqual([]);
  });
});
