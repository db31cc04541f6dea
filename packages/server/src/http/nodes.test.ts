import type { Chatflow, NodeDefinition, NodeOption } from '@loomflow/core';
import { RUNNABLE_NODE_DEFINITIONS } from '@loomflow/nodes/runnable';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(TEST_DATABASE_KINDS)('node API on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  const load = (node: string, body: Record<string, unknown>) =>
    owner.post<NodeOption[]>(`/api/v1/node-load-method/${encodeURIComponent(node)}`, body);

  it('serves every node type, one by name, and those of a category', async () => {
    const all = await owner.get<NodeDefinition[]>('/api/v1/nodes');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toContain('application/json');
    expect(all.body).toEqual(JSON.parse(JSON.stringify(RUNNABLE_NODE_DEFINITIONS)));
    const etag = all.headers.get('etag') ?? '';
    expect((await owner.get('/api/v1/nodes', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const plain = await server.server.app.inject({ url: '/api/v1/nodes', headers: { cookie } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(all.body);
    const zipped = await server.server.app.inject({
      url: '/api/v1/nodes',
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const llm = await owner.get<NodeDefinition>('/api/v1/nodes/llmAgentflow');
    expect(llm.body).toMatchObject({
      name: 'llmAgentflow',
      label: 'LLM',
      color: '#64B5F6',
      category: 'Agent Flows',
    });
    expect(llm.body.inputs.map((input) => input.name)).toContain('llmModel');
    const sequential = await owner.get<NodeDefinition[]>('/api/v1/nodes/category/Sequential%20Agents');
    expect(sequential.body.map((node) => node.name)).toContain('seqExecuteFlow');
    expect((await owner.get('/api/v1/nodes/nothing')).body).toMatchObject({
      message: 'Node nothing not found',
    });
    expect((await owner.get('/api/v1/nodes/category/Nothing')).status).toBe(404);
    expect((await server.session().get('/api/v1/nodes')).status).toBe(401);
  });

  it('serves icons without sign-in: ours, and Flowise nodes by category', async () => {
    const icon = await server.session().get<string>('/api/v1/node-icon/conditionAgentflow');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.body).toContain('#FFB938');
    const flowise = await server.session().get<string>('/api/v1/node-icon/chatOpenAI');
    expect(flowise.body).toMatch(/^<svg /);
    expect((await server.session().get('/api/v1/node-icon/Chat%20NVIDIA%20NIM')).status).toBe(200);
    expect((await server.session().get('/api/v1/node-icon/nothing')).status).toBe(404);
  });

  it('answers async options: models, tools, flows, state keys, previous nodes, credentials', async () => {
    const models = await load('llmAgentflow', { loadMethod: 'listModels' });
    expect(models.body).toEqual(
      expect.arrayContaining([
        { label: 'OpenAI', name: 'chatOpenAI', imageSrc: '/api/v1/node-icon/chatOpenAI' },
      ]),
    );
    expect(models.body.map((option) => option.name)).not.toContain('chatOpenAI_LlamaIndex');
    const tools = (await load('toolAgentflow', { loadMethod: 'listTools' })).body.map(
      (option) => option.name,
    );
    expect(tools).toEqual(expect.arrayContaining(['calculator', 'customTool']));
    expect(tools).not.toContain('retrieverTool');

    const flow = (
      await owner.post<Chatflow>('/api/v1/chatflows', {
        name: 'Target flow',
        flowData: '{"nodes":[],"edges":[]}',
      })
    ).body;
    const flows = await load('executeFlowAgentflow', { loadMethod: 'listFlows' });
    expect(flows.body).toContainEqual({ label: 'Target flow', name: flow.id, description: 'Chatflow' });

    const previousNodes = [
      {
        id: 'startAgentflow_0',
        name: 'startAgentflow',
        label: 'Start',
        inputs: { startState: [{ key: 'topic', value: '' }, { key: '' }] },
      },
      { id: 'llmAgentflow_0', name: 'llmAgentflow', label: 'Writer' },
    ];
    expect((await load('llmAgentflow', { loadMethod: 'listRuntimeStateKeys', previousNodes })).body).toEqual([
      { label: 'topic', name: 'topic' },
    ]);
    expect((await load('loopAgentflow', { loadMethod: 'listPreviousNodes', previousNodes })).body).toEqual([
      { label: 'Start', name: 'startAgentflow_0-Start', description: 'startAgentflow_0' },
      { label: 'Writer', name: 'llmAgentflow_0-Writer', description: 'llmAgentflow_0' },
    ]);
    expect((await load('retrieverAgentflow', { loadMethod: 'listStores' })).body).toEqual([]);

    await owner.post('/api/v1/credentials', {
      name: 'Basic',
      credentialName: 'httpBasicAuth',
      plainDataObj: { basicAuthUsername: 'u', basicAuthPassword: 'p' },
    });
    const credentials = await load('httpAgentflow', { loadMethod: 'listCredentials' });
    expect(credentials.body).toEqual([
      { label: 'Basic', name: expect.any(String), description: 'httpBasicAuth' },
    ]);
    expect(
      (await load('chatOpenAI', { loadMethod: 'listCredentials', credentialNames: ['openAIApi'] })).body,
    ).toEqual([]);
  });

  it('refuses unknown nodes and methods clearly', async () => {
    expect((await load('nothing', { loadMethod: 'listModels' })).status).toBe(404);
    const wrong = await load('startAgentflow', { loadMethod: 'listModels' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Node startAgentflow has no load method listModels' });
    expect((await load('llmAgentflow', {})).status).toBe(400);
  });
});
