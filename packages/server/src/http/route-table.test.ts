import type { LoginResponse } from '@loomflow/core';
import {
  createApiKey,
  login,
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';
import { createOrganizationWithOwner } from '../services/tenancy.service.ts';
import type { RegisteredRoute } from './app.ts';

/** A dataset of another workspace. */
async function foreignDataset(context: { server: TestServer; foreignWorkspaceId: string }): Promise<string> {
  const dataset = await context.server.server.services.evaluation.datasets.create(
    context.foreignWorkspaceId,
    {
      name: 'foreign',
    },
  );
  return dataset.id;
}

/** A finished evaluation of another workspace. */
async function foreignEvaluation(context: {
  server: TestServer;
  foreignWorkspaceId: string;
}): Promise<string> {
  const id = `foreign-evaluation-${Math.random().toString(36).slice(2)}`;
  const now = new Date().toISOString();
  await context.server.server.db
    .insertInto('evaluation')
    .values({
      id,
      workspaceId: context.foreignWorkspaceId,
      evaluationGroupId: id,
      version: 1,
      name: 'foreign',
      status: 'completed',
      mode: 'independent',
      concurrency: 1,
      datasetId: 'gone',
      datasetName: 'gone',
      datasetRowsUpdatedDate: now,
      flows: '[]',
      evaluators: '[]',
      judgeModel: null,
      total: 0,
      done: 0,
      errors: 0,
      error: null,
      createdDate: now,
      startedDate: now,
      finishedDate: now,
    })
    .execute();
  return id;
}

/** For each route with an id in its path: how to make a row that lives in another workspace. */
type ForeignIdFactory = (context: {
  server: TestServer;
  owner: HttpSession;
  foreignWorkspaceId: string;
}) => Promise<string>;

/** An organization of someone else, with its owner and Default Workspace. */
async function foreignOrganization(
  server: TestServer,
): Promise<{ organizationId: string; workspaceId: string; userId: string }> {
  const repos = createRepositories(server.server.db);
  const now = new Date().toISOString();
  const userId = `foreign-user-${Math.random().toString(36).slice(2)}`;
  await repos.users.create({
    id: userId,
    name: 'Foreign Owner',
    email: `${userId}@example.com`,
    credential: null,
    status: 'active',
    tempToken: null,
    tokenExpiry: null,
    activeWorkspaceId: null,
    lastLogin: null,
    createdDate: now,
    updatedDate: now,
  });
  const created = await createOrganizationWithOwner(repos, userId, 'Foreign Organization');
  return { ...created, userId };
}

const foreignOrganizationWorkspace: ForeignIdFactory = async ({ server }) =>
  (await foreignOrganization(server)).workspaceId;

const FOREIGN_IDS: Record<string, ForeignIdFactory> = {
  // Queue jobs live in Redis (queue mode); another organization's job is 404 like a missing one (queue-dashboard.test.ts).
  '/api/v1/queue/jobs/:id': () => Promise.resolve('job-of-another-organization'),
  // The Outbound access list is the instance's (no workspace): an id that is not on it answers 404.
  '/api/v1/outbound-access/:id': () => Promise.resolve('not-an-outbound-access-entry'),
  '/api/v1/apikey/:id': async ({ server, foreignWorkspaceId }) => {
    const key = await server.server.services.apiKeys.create(foreignWorkspaceId, null, { keyName: 'foreign' });
    return key.id;
  },
  '/api/v1/credentials/:id': async ({ server, foreignWorkspaceId }) => {
    const credential = await server.server.services.credentials.create(foreignWorkspaceId, {
      name: 'foreign',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-foreign' },
    });
    return credential.id;
  },
  '/api/v1/variables/:id': async ({ server, foreignWorkspaceId }) => {
    const name = `foreign_${Math.random().toString(36).slice(2)}`;
    const variable = await server.server.services.variables.create(foreignWorkspaceId, {
      name,
      value: 'foreign',
      type: 'static',
    });
    return variable.id;
  },
  '/api/v1/tools/:id': async ({ server, foreignWorkspaceId }) => {
    const name = `foreign_${Math.random().toString(36).slice(2)}`;
    const tool = await server.server.services.tools.create(foreignWorkspaceId, {
      name,
      description: 'foreign',
    });
    return tool.id;
  },
  '/api/v1/credentials/:id/usage': (context) => FOREIGN_IDS['/api/v1/credentials/:id']!(context),
  '/api/v1/variables/:id/usage': (context) => FOREIGN_IDS['/api/v1/variables/:id']!(context),
  '/api/v1/tools/:id/usage': (context) => FOREIGN_IDS['/api/v1/tools/:id']!(context),
  // Workspace routes act on workspaces of the caller's organization: another organization's answer 404.
  '/api/v1/workspace/:id': foreignOrganizationWorkspace,
  '/api/v1/workspace/link-users/:id': foreignOrganizationWorkspace,
  '/api/v1/workspace/unlink-users/:id': foreignOrganizationWorkspace,
  '/api/v1/workspace/contents/:id': foreignOrganizationWorkspace,
  // Sharing acts on an item of the caller's active workspace.
  '/api/v1/workspace/shared/:id': async ({ server, foreignWorkspaceId }) => {
    const credential = await server.server.services.credentials.create(foreignWorkspaceId, {
      name: 'foreign shared',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-foreign' },
    });
    return credential.id;
  },
  '/api/v1/chatflows/:id': foreignChatflow,
  '/api/v1/chatflows/has-changed/:id/:lastUpdatedDateTime': foreignChatflow,
  '/api/v1/validation/:id': foreignChatflow,
  // Node types belong to no workspace: a name that is no node type answers 404.
  '/api/v1/nodes/:name': notANode,
  '/api/v1/nodes/category/:name': notANode,
  '/api/v1/node-load-method/:name': notANode,
  // Running flows: a flow or execution of another workspace answers 404, and nothing runs or changes.
  '/api/v1/internal-prediction/:id': foreignChatflow,
  '/api/v1/chatmessage/:id': foreignChatflow,
  // Feedback and leads of a flow of another workspace: 404, nothing listed.
  '/api/v1/feedback/:id': foreignChatflow,
  '/api/v1/leads/:id': foreignChatflow,
  '/api/v1/chatmessage/:id/sessions': foreignChatflow,
  // Uploaded files: a file of another workspace answers 404 and stays.
  '/api/v1/files/:id': foreignFile,
  '/api/v1/files/:id/download': foreignFile,
  // Evaluations: datasets, rows, evaluators and evaluations of another workspace answer 404 and stay.
  '/api/v1/datasets/set/:id': foreignDataset,
  '/api/v1/datasets/import/:id': foreignDataset,
  '/api/v1/datasets/export/:id': foreignDataset,
  '/api/v1/datasets/rows/:id': async ({ server, foreignWorkspaceId }) => {
    const datasetId = await foreignDataset({ server, foreignWorkspaceId });
    const row = await server.server.services.evaluation.datasets.addRow(foreignWorkspaceId, {
      datasetId,
      input: 'foreign',
    });
    return row.id;
  },
  '/api/v1/marketplaces/custom/:id': async ({ server, foreignWorkspaceId }) => {
    const admin = {
      via: 'session',
      userId: null,
      sessionId: null,
      apiKeyId: null,
      organizationId: null,
      workspaceId: foreignWorkspaceId,
      permissions: [],
      isGlobal: true,
    } as const;
    const template = await server.server.services.marketplace.saveCustom(admin, foreignWorkspaceId, {
      name: 'foreign',
      description: '',
      usecases: [],
      tool: { name: 'foreign_tool', description: 'foreign' },
    });
    return template.id;
  },
  '/api/v1/evaluators/:id': async ({ server, foreignWorkspaceId }) => {
    const evaluator = await server.server.services.evaluation.evaluators.create(foreignWorkspaceId, {
      name: 'foreign',
      type: 'json',
      config: { check: 'valid' },
    });
    return evaluator.id;
  },
  '/api/v1/evaluations/:id': foreignEvaluation,
  '/api/v1/evaluations/progress/:id': foreignEvaluation,
  '/api/v1/evaluations/is-outdated/:id': foreignEvaluation,
  '/api/v1/evaluations/versions/:id': foreignEvaluation,
  '/api/v1/evaluations/run-again/:id': foreignEvaluation,
  '/api/v1/evaluations/cancel/:id': foreignEvaluation,
  // Document stores: a store, loader or job of another workspace answers 404 and nothing changes.
  '/api/v1/document-store/store/:id': foreignDocumentStore,
  '/api/v1/document-store/files/:storeId': foreignDocumentStore,
  '/api/v1/document-store/loader/:storeId/:loaderId': foreignDocumentStore,
  '/api/v1/document-store/loader/process/:loaderId': async ({ server, foreignWorkspaceId }) => {
    const storeId = await foreignDocumentStore({ server, foreignWorkspaceId });
    const loader = await server.server.services.documentStores.loaders.save(foreignWorkspaceId, {
      storeId,
      loaderId: 'plainText',
      loaderConfig: { text: 'foreign' },
    });
    return loader.id;
  },
  '/api/v1/document-store/chunks/:storeId/:fileId/:pageNo': foreignDocumentStore,
  '/api/v1/document-store/chunks/:storeId/:loaderId/:chunkId': foreignDocumentStore,
  '/api/v1/document-store/vectorstore/:storeId': foreignDocumentStore,
  '/api/v1/document-store/upsert-jobs/:storeId': foreignDocumentStore,
  '/api/v1/document-store/upsert-jobs/:storeId/:jobId/cancel': foreignDocumentStore,
  '/api/v1/document-store/upsert/:id': foreignDocumentStore,
  '/api/v1/document-store/refresh/:id': foreignDocumentStore,
  // Assistants: a row of another workspace answers 404 and stays; the provider's objects are reached only with
  // a credential of the caller's workspace (another workspace's credential: 404).
  '/api/v1/assistants/:id': foreignAssistant,
  '/api/v1/assistants/:id/chat': foreignAssistant,
  '/api/v1/openai-assistants/:id': async (context) =>
    `asst_foreign?credential=${await FOREIGN_IDS['/api/v1/credentials/:id']!(context)}`,
  '/api/v1/openai-assistants-vector-store/:id': async (context) =>
    `vs_foreign?credential=${await FOREIGN_IDS['/api/v1/credentials/:id']!(context)}`,
  '/api/v1/executions/:id': async ({ server, foreignWorkspaceId }) => {
    const id = `foreign-execution-${Math.random().toString(36).slice(2)}`;
    const now = new Date().toISOString();
    await createRepositories(server.server.db).executions.create({
      id,
      workspaceId: foreignWorkspaceId,
      executionData: '[]',
      state: 'FINISHED',
      agentflowId: 'some-flow',
      sessionId: 'some-session',
      action: null,
      isPublic: 0,
      createdDate: now,
      updatedDate: now,
      stoppedDate: null,
    });
    return id;
  },
};

async function foreignAssistant({
  server,
  foreignWorkspaceId,
}: Parameters<ForeignIdFactory>[0]): Promise<string> {
  const id = `foreign-assistant-${Math.random().toString(36).slice(2)}`;
  const now = new Date().toISOString();
  await server.server.db
    .insertInto('assistant')
    .values({
      id,
      workspaceId: foreignWorkspaceId,
      details: JSON.stringify({ id: 'asst_foreign', name: 'foreign', model: 'gpt-4o-mini' }),
      credential: null,
      iconSrc: null,
      type: 'OPENAI',
      createdDate: now,
      updatedDate: now,
    })
    .execute();
  return id;
}

async function foreignDocumentStore({
  server,
  foreignWorkspaceId,
}: Pick<Parameters<ForeignIdFactory>[0], 'server' | 'foreignWorkspaceId'>): Promise<string> {
  const store = await server.server.services.documentStores.stores.create(foreignWorkspaceId, {
    name: 'foreign',
  });
  return store.id;
}

async function foreignFile({ server, foreignWorkspaceId }: Parameters<ForeignIdFactory>[0]): Promise<string> {
  const file = await server.server.services.files.store(foreignWorkspaceId, {
    name: 'foreign.txt',
    mime: 'text/plain',
    data: Buffer.from('foreign'),
  });
  return file.id;
}

async function foreignChatflow({
  server,
  foreignWorkspaceId,
}: Parameters<ForeignIdFactory>[0]): Promise<string> {
  const id = `foreign-flow-${Math.random().toString(36).slice(2)}`;
  const now = new Date().toISOString();
  await createRepositories(server.server.db).chatflows.create({
    id,
    workspaceId: foreignWorkspaceId,
    name: 'foreign',
    flowData: '{"nodes":[],"edges":[]}',
    type: 'CHATFLOW',
    deployed: null,
    isPublic: null,
    apikeyid: null,
    chatbotConfig: null,
    apiConfig: null,
    analytic: null,
    speechToText: null,
    followUpPrompts: null,
    category: null,
    createdDate: now,
    updatedDate: now,
  });
  return id;
}

function notANode(): Promise<string> {
  return Promise.resolve('notANodeType');
}

function concretePath(route: RegisteredRoute, id: string): string {
  return route.url.replace(/:[A-Za-z]+/g, id);
}

describe.each(TEST_DATABASE_KINDS)(
  'every API route declares and enforces its access (enterprise, %s)',
  (database) => {
    let server: TestServer;
    let owner: HttpSession;
    let powerless: HttpSession;
    let ownerUser: LoginResponse;
    let foreignWorkspaceId: string;

    beforeAll(async () => {
      server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
      owner = server.session();
      ownerUser = await registerAndLogin(owner);

      // A custom role with no permissions at all, and a member who holds it.
      const repos = createRepositories(server.server.db);
      const now = new Date().toISOString();
      await server.server.db
        .insertInto('role')
        .values({
          id: 'role-empty',
          organizationId: ownerUser.activeOrganizationId,
          name: 'nothing',
          description: null,
          permissions: '[]',
          createdDate: now,
          updatedDate: now,
        })
        .execute();
      const member = newAccount('powerless');
      const invite = await owner.post<{ inviteLink: string }>('/api/v1/account/invite', {
        user: { email: member.email },
        roleId: 'role-empty',
      });
      const token = new URL(invite.body.inviteLink).searchParams.get('token');
      const registered = await server.session().post('/api/v1/account/register', {
        user: { name: member.name, email: member.email, credential: member.password, tempToken: token },
      });
      expect(registered.status).toBe(201);
      powerless = server.session();
      const powerlessUser = await login(powerless, member);
      expect(powerlessUser.permissions).toEqual([]);

      // A second workspace of the organization that the owner is not working in.
      foreignWorkspaceId = 'workspace-foreign';
      await repos.organizations.createWorkspace({
        id: foreignWorkspaceId,
        name: 'Elsewhere',
        description: null,
        organizationId: ownerUser.activeOrganizationId,
        createdDate: now,
        updatedDate: now,
      });
    });
    afterAll(() => server.close());

    const guarded = () => server.server.app.routeTable.filter((route) => route.access.kind !== 'public');

    it('has guarded routes and a fixture for every route with an id', () => {
      expect(guarded().length).toBeGreaterThan(0);
      const withIds = guarded().filter((route) => route.url.includes(':'));
      for (const route of withIds)
        expect(FOREIGN_IDS, `${route.method} ${route.url}`).toHaveProperty([route.url]);
    });

    it('answers 401 without credentials on every guarded route', async () => {
      for (const route of guarded()) {
        const result = await server.session().request(route.method, concretePath(route, 'some-id'), {
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(result.status, `${route.method} ${route.url}`).toBe(401);
        expect(result.body).toMatchObject({ message: 'Invalid or Missing token' });
      }
    });

    it('answers 403 to a signed-in user whose role lacks the permission', async () => {
      for (const route of guarded()) {
        if (route.access.kind !== 'permission') continue;
        const result = await powerless.request(route.method, concretePath(route, 'some-id'), {
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(result.status, `${route.method} ${route.url}`).toBe(403);
      }
    });

    it('answers 404 for an id that belongs to another workspace, and leaves that row alone', async () => {
      for (const route of guarded().filter((candidate) => candidate.url.includes(':'))) {
        const factory = FOREIGN_IDS[route.url];
        if (!factory) throw new Error(`no foreign-id fixture for ${route.url}`);
        const id = await factory({ server, owner, foreignWorkspaceId });
        const result = await owner.request(route.method, concretePath(route, id), {
          body: route.method === 'PUT' || route.method === 'POST' ? { keyName: 'renamed' } : undefined,
        });
        expect(result.status, `${route.method} ${route.url}`).toBe(404);
      }
      const foreignKeys = await server.server.services.apiKeys.list(foreignWorkspaceId);
      expect(foreignKeys.every((key) => key.keyName === 'foreign')).toBe(true);
    });

    it('answers 404 for ids of another organization given in the query or body, and changes nothing', async () => {
      const foreign = await foreignOrganization(server);
      const { organizationId, workspaceId, userId } = foreign;
      const attempts: [string, string, unknown?][] = [
        ['GET', `/api/v1/user?id=${userId}`],
        ['GET', `/api/v1/organizationuser?organizationId=${organizationId}`],
        ['GET', `/api/v1/organizationuser?organizationId=${organizationId}&userId=${userId}`],
        ['PUT', '/api/v1/organizationuser', { organizationId, userId, status: 'inactive' }],
        ['DELETE', `/api/v1/organizationuser?organizationId=${organizationId}&userId=${userId}`],
        ['GET', `/api/v1/workspaceuser?workspaceId=${workspaceId}`],
        ['GET', `/api/v1/workspaceuser?organizationId=${organizationId}`],
        ['DELETE', `/api/v1/workspaceuser?workspaceId=${workspaceId}&userId=${userId}`],
        ['GET', `/api/v1/workspace?id=${workspaceId}`],
        ['GET', `/api/v1/workspace?organizationId=${organizationId}`],
        ['PUT', '/api/v1/workspace', { id: workspaceId, description: 'hijacked' }],
        ['POST', '/api/v1/workspace', { name: 'Planted', organizationId }],
        ['POST', `/api/v1/workspace/switch?id=${workspaceId}`],
        ['POST', '/api/v1/organizationuser/resend-invite', { organizationId, userId }],
        ['POST', '/api/v1/organizationuser/transfer-ownership', { organizationId, userId }],
        ['GET', `/api/v1/role?organizationId=${organizationId}`],
        ['POST', '/api/v1/role', { organizationId, name: 'Planted', permissions: ['tools:view'] }],
      ];
      for (const [method, path, body] of attempts) {
        const result = await owner.request(method, path, { body });
        expect(result.status, `${method} ${path}`).toBe(404);
      }
      const repos = createRepositories(server.server.db);
      expect(await repos.workspaces.find(organizationId, workspaceId)).toMatchObject({
        description: null,
        userCount: 1,
      });
      expect(await repos.organizationUsers.find(organizationId, userId)).toMatchObject({
        userStatus: 'active',
      });
      expect((await repos.workspaces.list(organizationId)).map((workspace) => workspace.name)).toEqual([
        'Default Workspace',
      ]);
    });

    it('lets an API key reach only its own workspace', async () => {
      const key = await createApiKey(owner, 'own');
      const listed = await server.session().get<{ workspaceId: string }[]>('/api/v1/apikey', {
        headers: { authorization: `Bearer ${key.apiKeySecret}` },
      });
      expect(listed.status).toBe(200);
      expect(listed.body.every((item) => item.workspaceId === ownerUser.activeWorkspaceId)).toBe(true);
    });
  },
);
