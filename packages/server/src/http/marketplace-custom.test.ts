import type { Chatflow, LoginResponse, MarketplaceTemplate, Workspace } from '@loomflow/core';
import {
  memberWithPermissions,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInTemplates } from '../marketplace/built-in-templates.ts';

const TOOL = {
  name: 'shout',
  description: 'Upper-cases a text',
  color: 'linear-gradient(rgb(1,2,3), rgb(4,5,6))',
  iconSrc: null,
  schema: '[{"id":0,"property":"text","description":"The text","type":"string","required":true}]',
  func: 'return String($text).toUpperCase();',
};

/** A built-in flow with a credential chosen and a password typed in: what a saved flow of a user looks like. */
function flowWithSecrets(templateName: string, credentialId: string): string {
  const template = builtInTemplates().find((candidate) => candidate.templateName === templateName);
  if (!template) throw new Error(`no template ${templateName}`);
  const flow = JSON.parse(template.flowData) as { nodes: { data: Record<string, unknown> }[] };
  for (const node of flow.nodes) {
    const data = node.data;
    const inputs = data.inputs as Record<string, unknown>;
    if (data.name === 'chatOpenAI') {
      data.credential = credentialId;
      data.inputParams = [...(data.inputParams as unknown[]), { name: 'proxyPassword', type: 'password' }];
      inputs.proxyPassword = 'planted-password';
    }
    for (const [key, value] of Object.entries(inputs))
      if (key.endsWith('ModelConfig'))
        inputs[key] = { ...(value as object), FLOWISE_CREDENTIAL_ID: credentialId };
  }
  return JSON.stringify(flow);
}

describe.each(TEST_DATABASE_KINDS)('custom templates on %s (enterprise)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;

  function memberWith(roleId: string, permissions: string[]): Promise<HttpSession> {
    return memberWithPermissions(server, owner, ownerUser.activeOrganizationId, roleId, permissions);
  }

  async function saveFlow(name: string, flowData: string, type = 'CHATFLOW'): Promise<Chatflow> {
    const created = await owner.post<Chatflow>('/api/v1/chatflows', { name, flowData, type });
    expect(created.status).toBe(201);
    return created.body;
  }

  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it('saves a chatflow as a template without its credential or password, and lists it newest first', async () => {
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-planted' },
    });
    const flow = await saveFlow(
      'Support chat',
      flowWithSecrets('Everyday Chat Companion', credential.body.id),
    );
    const saved = await owner.post<MarketplaceTemplate>('/api/v1/marketplaces/custom', {
      name: 'Our support chat',
      description: 'The chat our support team starts from',
      usecases: ['Customer Support', 'Basic'],
      badge: 'NEW',
      chatflowId: flow.id,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({
      templateName: 'Our support chat',
      description: 'The chat our support team starts from',
      type: 'Chatflow',
      badge: 'NEW',
      framework: ['LangChain'],
      usecases: ['Customer Support', 'Basic'],
      categories: ['Chat Models', 'Memory', 'Chains'],
    });
    expect(saved.body.flowData).not.toContain(credential.body.id);
    expect(saved.body.flowData).not.toContain('planted-password');
    const nodes = (JSON.parse(saved.body.flowData) as { nodes: { data: { name: string } }[] }).nodes;
    expect(nodes.map((node) => node.data.name)).toEqual(['chatOpenAI', 'bufferMemory', 'conversationChain']);

    const agentflow = await saveFlow(
      'Agent',
      flowWithSecrets('Tool-Using Agent', credential.body.id),
      'AGENTFLOW',
    );
    const second = await owner.post<MarketplaceTemplate>('/api/v1/marketplaces/custom', {
      name: 'Our agent',
      chatflowId: agentflow.id,
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      type: 'AgentflowV2',
      framework: ['Loomflow'],
      usecases: [],
      description: '',
    });
    expect(second.body.flowData).not.toContain(credential.body.id);

    const listed = await owner.get<MarketplaceTemplate[]>('/api/v1/marketplaces/custom');
    expect(listed.status).toBe(200);
    expect(listed.body.map((template) => template.templateName)).toEqual(['Our agent', 'Our support chat']);
    expect(listed.body[1]).toEqual(saved.body);
    // "Use template": the saved flowData is accepted by POST /chatflows as it is.
    const used = await owner.post<Chatflow>('/api/v1/chatflows', {
      name: 'From template',
      flowData: saved.body.flowData,
    });
    expect(used.status).toBe(201);
  });

  it('saves a tool as a template that POST /tools takes back', async () => {
    const saved = await owner.post<MarketplaceTemplate>('/api/v1/marketplaces/custom', {
      name: 'Shouting tool',
      usecases: ['Basic'],
      tool: TOOL,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      type: 'Tool',
      framework: [],
      categories: [],
      templateName: 'Shouting tool',
    });
    expect(JSON.parse(saved.body.flowData)).toEqual(TOOL);
    const created = await owner.post<{ name: string }>('/api/v1/tools', JSON.parse(saved.body.flowData));
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('shout');
  });

  it('refuses what cannot be a template with a clear status', async () => {
    const post = (body: unknown) => owner.post<{ message: string }>('/api/v1/marketplaces/custom', body);
    const missing = await post({ name: 'Ghost', chatflowId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/not found in this workspace/);
    const assistant = await saveFlow('Assistant flow', '{"nodes":[],"edges":[]}', 'ASSISTANT');
    const refused = await post({ name: 'Assistant', chatflowId: assistant.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/assistant cannot be saved as a template/);
    expect((await post({ name: 'Both', chatflowId: assistant.id, tool: TOOL })).status).toBe(400);
    expect((await post({ name: '  ', tool: TOOL })).status).toBe(400);
    expect((await post({ name: 'Neither' })).status).toBe(400);
    const names = (await owner.get<MarketplaceTemplate[]>('/api/v1/marketplaces/custom')).body.map(
      (t) => t.templateName,
    );
    expect(names).not.toContain('Ghost');
    expect(names).not.toContain('Assistant');
  });

  it('deletes a template of the workspace, and answers 404 for one that is not there', async () => {
    const saved = await owner.post<MarketplaceTemplate>('/api/v1/marketplaces/custom', {
      name: 'Short-lived',
      tool: TOOL,
    });
    expect((await owner.request('DELETE', `/api/v1/marketplaces/custom/${saved.body.id}`)).status).toBe(204);
    const names = (await owner.get<MarketplaceTemplate[]>('/api/v1/marketplaces/custom')).body.map(
      (t) => t.templateName,
    );
    expect(names).not.toContain('Short-lived');
    expect((await owner.request('DELETE', `/api/v1/marketplaces/custom/${saved.body.id}`)).status).toBe(404);
  });

  it('lets each permission do its part only', async () => {
    const flow = await saveFlow('Member flow', '{"nodes":[],"edges":[]}');
    const blind = await memberWith('template-saver-without-flows', [
      'templates:custom',
      'templates:flowexport',
    ]);
    const unseen = await blind.post<{ message: string }>('/api/v1/marketplaces/custom', {
      name: 'Not mine to see',
      chatflowId: flow.id,
    });
    expect(unseen.status).toBe(403);
    const flowSaver = await memberWith('flow-template-saver', [
      'chatflows:view',
      'templates:marketplace',
      'templates:custom',
      'templates:flowexport',
    ]);
    expect((await flowSaver.get('/api/v1/marketplaces/templates')).status).toBe(200);
    const saved = await flowSaver.post<MarketplaceTemplate>('/api/v1/marketplaces/custom', {
      name: 'Saved by a member',
      chatflowId: flow.id,
    });
    expect(saved.status).toBe(201);
    const toolRefused = await flowSaver.post<{ message: string }>('/api/v1/marketplaces/custom', {
      name: 'Tool',
      tool: TOOL,
    });
    expect(toolRefused.status).toBe(403);
    expect(toolRefused.body.message).toMatch(/templates:toolexport/);
    expect((await flowSaver.request('DELETE', `/api/v1/marketplaces/custom/${saved.body.id}`)).status).toBe(
      403,
    );

    const reader = await memberWith('template-reader', ['templates:custom']);
    expect((await reader.get('/api/v1/marketplaces/templates')).status).toBe(403);
    const seen = await reader.get<MarketplaceTemplate[]>('/api/v1/marketplaces/custom');
    expect(seen.body.map((template) => template.templateName)).toContain('Saved by a member');
    expect(
      (await reader.post('/api/v1/marketplaces/custom', { name: 'No', chatflowId: flow.id })).status,
    ).toBe(403);

    const deleter = await memberWith('template-deleter', ['templates:custom', 'templates:custom-delete']);
    expect((await deleter.request('DELETE', `/api/v1/marketplaces/custom/${saved.body.id}`)).status).toBe(
      204,
    );
  });

  it('keeps templates inside their workspace', async () => {
    const saved = await owner.post<MarketplaceTemplate>('/api/v1/marketplaces/custom', {
      name: 'Home only',
      tool: TOOL,
    });
    const homeFlow = await saveFlow('Home flow', '{"nodes":[],"edges":[]}');
    const other = await owner.post<Workspace>('/api/v1/workspace', { name: 'Elsewhere' });
    expect(other.status).toBe(201);
    expect((await owner.post(`/api/v1/workspace/switch?id=${other.body.id}`)).status).toBe(200);
    expect((await owner.get<MarketplaceTemplate[]>('/api/v1/marketplaces/custom')).body).toEqual([]);
    expect((await owner.request('DELETE', `/api/v1/marketplaces/custom/${saved.body.id}`)).status).toBe(404);
    const home = await owner.post<{ message: string }>('/api/v1/marketplaces/custom', {
      name: 'Cross',
      chatflowId: homeFlow.id,
    });
    expect(home.status).toBe(404);
    expect((await owner.post(`/api/v1/workspace/switch?id=${ownerUser.activeWorkspaceId}`)).status).toBe(200);
    const back = await owner.get<MarketplaceTemplate[]>('/api/v1/marketplaces/custom');
    expect(back.body.map((template) => template.templateName)).toContain('Home only');
  });
});
