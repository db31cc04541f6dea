import { FLOW_MESSAGES, type Chatflow, type ChatflowPage, type LoginResponse } from '@loomflow/core';
import {
  inviteMember,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';

/** A small valid agentflow: Start → LLM. */
function agentflowData(label = 'LLM 0', llmInputs: Record<string, unknown> = {}): string {
  const node = (id: string, name: string, nodeLabel: string, inputs: Record<string, unknown> = {}) => ({
    id,
    type: 'agentFlow',
    position: { x: 0, y: 0 },
    data: {
      id,
      name,
      label: nodeLabel,
      category: 'Agent Flows',
      inputs,
      outputAnchors: [{ id: `${id}-output-${name}`, name, label: nodeLabel }],
    },
  });
  return JSON.stringify({
    nodes: [
      node('startAgentflow_0', 'startAgentflow', 'Start'),
      node('llmAgentflow_0', 'llmAgentflow', label, llmInputs),
    ],
    edges: [
      {
        id: 'e1',
        source: 'startAgentflow_0',
        target: 'llmAgentflow_0',
        sourceHandle: 'startAgentflow_0-output-startAgentflow',
        targetHandle: 'llmAgentflow_0',
        type: 'agentFlow',
      },
    ],
    viewport: { x: 0, y: 0, zoom: 1 },
  });
}

describe.each(TEST_DATABASE_KINDS)('chatflows on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  const create = (body: Record<string, unknown>, session = owner) =>
    session.post<Chatflow>('/api/v1/chatflows', body);

  it('creates, reads, lists by type and pages, renames and deletes', async () => {
    const created = await create({
      name: 'Support bot',
      flowData: agentflowData(),
      type: 'AGENTFLOW',
      category: 'support;faq',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Support bot',
      type: 'AGENTFLOW',
      deployed: null,
      isPublic: null,
      category: 'support;faq',
    });
    expect(created.body.flowData).toBe(agentflowData());
    const chat = await create({ name: 'Plain chat', flowData: { nodes: [], edges: [] } });
    expect(chat.body).toMatchObject({ type: 'CHATFLOW', flowData: '{"nodes":[],"edges":[]}' });

    const one = await owner.get<Chatflow>(`/api/v1/chatflows/${created.body.id}`);
    expect(one.body).toEqual(created.body);
    const agentflows = await owner.get<Chatflow[]>('/api/v1/chatflows?type=AGENTFLOW');
    expect(agentflows.body.map((flow) => flow.name)).toEqual(['Support bot']);
    const all = await owner.get<Chatflow[]>('/api/v1/chatflows');
    expect(all.body.map((flow) => flow.name)).toEqual(['Plain chat', 'Support bot']);
    const page = await owner.get<ChatflowPage>('/api/v1/chatflows?page=2&limit=1');
    expect(page.body).toMatchObject({ total: 2, data: [{ name: 'Support bot' }] });
    const found = await owner.get<Chatflow[]>('/api/v1/chatflows?search=FAQ');
    expect(found.body.map((flow) => flow.name)).toEqual(['Support bot']);
    expect((await owner.get<Chatflow[]>('/api/v1/chatflows?search=100%25')).body).toEqual([]);

    const renamed = await owner.put<Chatflow>(`/api/v1/chatflows/${created.body.id}`, {
      name: 'Helpdesk',
      deployed: true,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Helpdesk', deployed: true, flowData: agentflowData() });
    expect(renamed.body.updatedDate > created.body.updatedDate).toBe(true);

    expect((await owner.request('DELETE', `/api/v1/chatflows/${created.body.id}`)).status).toBe(204);
    expect((await owner.get(`/api/v1/chatflows/${created.body.id}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/api/v1/chatflows/${chat.body.id}`)).status).toBe(204);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an unknown node',
      { type: 'AGENTFLOW', flowData: agentflowData().replaceAll('llmAgentflow', 'fancyAgentflow') },
      'The flow cannot be saved: Node fancyAgentflow_0: unknown node type "fancyAgentflow"',
    ],
    [
      'an edge to a missing node',
      {
        type: 'AGENTFLOW',
        flowData: agentflowData().replace('"target":"llmAgentflow_0"', '"target":"llmAgentflow_9"'),
      },
      'The flow cannot be saved: Edge e1: target node "llmAgentflow_9" is not in the flow',
    ],
    [
      'a node of the wrong flow type',
      { type: 'CHATFLOW', flowData: agentflowData() },
      'The flow cannot be saved: Node startAgentflow_0: startAgentflow (Agent Flows) cannot be used in a chatflow (and 1 more)',
    ],
    [
      'a value of the wrong type',
      { type: 'AGENTFLOW', flowData: agentflowData('LLM', { llmEnableMemory: [1] }) },
      'The flow cannot be saved: Node llmAgentflow_0: input "llmEnableMemory" of type boolean holds a list; expected true or false',
    ],
    [
      'text that is not JSON',
      { flowData: '{"nodes": [' },
      'The flow cannot be saved: flowData is not valid JSON',
    ],
    ['a blank name', { name: '  ', flowData: agentflowData() }, 'Name is required'],
    [
      'an unknown type',
      { name: 'x', type: 'WORKFLOW' },
      'type must be CHATFLOW, MULTIAGENT, AGENTFLOW or ASSISTANT',
    ],
  ])('refuses %s with a 400 naming it, and stores nothing', async (_case, body, message) => {
    const before = (await owner.get<Chatflow[]>('/api/v1/chatflows')).body.length;
    const result = await create({ name: 'Broken', ...body });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: expect.stringContaining(message) });
    expect((await owner.get<Chatflow[]>('/api/v1/chatflows')).body).toHaveLength(before);
  });

  it('sorts the list by name, creation or last change, either way, also one page at a time', async () => {
    const ids: string[] = [];
    for (const name of ['beta sort', 'Alpha sort', 'gamma sort']) {
      ids.push((await create({ name, category: 'sorting' })).body.id);
    }
    // Touch the first-created one so that its last change is the newest.
    await owner.put(`/api/v1/chatflows/${ids[0] ?? ''}`, { category: 'sorting' });
    const names = async (query: string) =>
      (await owner.get<Chatflow[]>(`/api/v1/chatflows?search=sorting&${query}`)).body.map(
        (flow) => flow.name,
      );
    expect(await names('sort=name')).toEqual(['Alpha sort', 'beta sort', 'gamma sort']);
    expect(await names('sort=name&order=desc')).toEqual(['gamma sort', 'beta sort', 'Alpha sort']);
    expect(await names('sort=createdDate&order=asc')).toEqual(['beta sort', 'Alpha sort', 'gamma sort']);
    expect(await names('sort=createdDate')).toEqual(['gamma sort', 'Alpha sort', 'beta sort']);
    expect(await names('sort=updatedDate&order=desc')).toEqual(['beta sort', 'gamma sort', 'Alpha sort']);
    expect(await names('')).toEqual(['beta sort', 'gamma sort', 'Alpha sort']);
    const page = await owner.get<ChatflowPage>(
      '/api/v1/chatflows?search=sorting&sort=name&order=asc&page=2&limit=2',
    );
    expect(page.body).toMatchObject({ total: 3, data: [{ name: 'gamma sort' }] });

    const badSort = await owner.get('/api/v1/chatflows?sort=size');
    expect(badSort.status).toBe(400);
    expect(badSort.body).toMatchObject({
      message: expect.stringContaining('sort must be name, updatedDate or createdDate'),
    });
    const badOrder = await owner.get('/api/v1/chatflows?sort=name&order=up');
    expect(badOrder.status).toBe(400);
    expect(badOrder.body).toMatchObject({ message: expect.stringContaining('order must be asc or desc') });
    for (const id of ids) await owner.request('DELETE', `/api/v1/chatflows/${id}`);
  });

  it('lists every problem of a refused save with its path', async () => {
    const data = JSON.parse(agentflowData()) as { nodes: { data: { name: string } }[] };
    data.nodes[0]!.data.name = 'ghost';
    data.nodes[1]!.data.name = 'phantom';
    const result = await create({ name: 'x', type: 'AGENTFLOW', flowData: JSON.stringify(data) });
    expect(result.body).toMatchObject({
      issues: [
        { path: 'flowData.nodes.0.data.name', message: expect.stringContaining('ghost') },
        { path: 'flowData.nodes.1.data.name', message: expect.stringContaining('phantom') },
      ],
    });
  });

  it('refuses a save based on an older version with 409 (two tabs), and lets the editor overwrite', async () => {
    const created = (await create({ name: 'Shared', type: 'AGENTFLOW', flowData: agentflowData() })).body;
    const path = `/api/v1/chatflows/${created.id}`;
    const tabA = await owner.put<Chatflow>(path, {
      flowData: agentflowData('From A'),
      updatedDate: created.updatedDate,
    });
    expect(tabA.status).toBe(200);
    const changed = await owner.get<{ hasChanged: boolean }>(
      `/api/v1/chatflows/has-changed/${created.id}/${created.updatedDate}`,
    );
    expect(changed.body).toEqual({ hasChanged: true });

    const tabB = await owner.put(path, {
      flowData: agentflowData('From B'),
      updatedDate: created.updatedDate,
    });
    expect(tabB.status).toBe(409);
    expect(tabB.body).toMatchObject({ message: FLOW_MESSAGES.conflict });
    expect((await owner.get<Chatflow>(path)).body.flowData).toBe(agentflowData('From A'));

    const forced = await owner.put<Chatflow>(path, {
      flowData: agentflowData('From B'),
      updatedDate: created.updatedDate,
      overwrite: true,
    });
    expect(forced.status).toBe(200);
    expect(forced.body.flowData).toBe(agentflowData('From B'));
    const latest = forced.body.updatedDate;
    expect((await owner.get(`/api/v1/chatflows/has-changed/${created.id}/${latest}`)).body).toEqual({
      hasChanged: false,
    });

    const [first, second] = await Promise.all([
      owner.put(path, { name: 'one', updatedDate: latest }),
      owner.put(path, { name: 'two', updatedDate: latest }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
  });

  it('keeps flows inside their workspace', async () => {
    const mine = (await create({ name: 'Mine', flowData: agentflowData(), type: 'AGENTFLOW' })).body;
    const now = new Date().toISOString();
    await createRepositories(server.server.db).organizations.createWorkspace({
      id: `elsewhere-${database}`,
      name: 'Elsewhere',
      description: null,
      organizationId: ownerUser.activeOrganizationId,
      createdDate: now,
      updatedDate: now,
    });
    const { session: stranger, user } = await inviteMember(server, owner, {
      workspaceId: `elsewhere-${database}`,
    });
    expect(user.activeWorkspaceId).toBe(`elsewhere-${database}`);
    expect((await stranger.get<Chatflow[]>('/api/v1/chatflows')).body).toEqual([]);
    const path = `/api/v1/chatflows/${mine.id}`;
    expect((await stranger.get(path)).status).toBe(404);
    expect((await stranger.put(path, { name: 'Stolen' })).status).toBe(404);
    expect((await stranger.request('DELETE', path)).status).toBe(404);
    expect((await owner.get<Chatflow>(path)).body.name).toBe('Mine');
  });

  it('checks that a flow’s API key belongs to the workspace', async () => {
    const result = await create({
      name: 'Keyed',
      flowData: agentflowData(),
      type: 'AGENTFLOW',
      apikeyid: 'not-a-key',
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: 'API key not-a-key is not a key of this workspace' });
  });
});
