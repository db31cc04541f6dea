import type { Chatflow, LoginResponse } from '@loomflow/core';
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

const EMPTY = '{"nodes":[],"edges":[]}';

describe.each(TEST_DATABASE_KINDS)('flow permissions by type (enterprise, %s)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;
  let chatflow: Chatflow;
  let agentflow: Chatflow;

  function memberWith(roleId: string, permissions: string[]): Promise<HttpSession> {
    return memberWithPermissions(server, owner, ownerUser.activeOrganizationId, roleId, permissions);
  }

  const names = (flows: Chatflow[]) => flows.map((flow) => flow.name).sort();

  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
    chatflow = (await owner.post<Chatflow>('/api/v1/chatflows', { name: 'Chat', flowData: EMPTY })).body;
    agentflow = (
      await owner.post<Chatflow>('/api/v1/chatflows', { name: 'Agent', flowData: EMPTY, type: 'AGENTFLOW' })
    ).body;
  });
  afterAll(() => server.close());

  it('lets a chatflow viewer read chatflows only, and change nothing', async () => {
    const viewer = await memberWith('chat-viewer', ['chatflows:view']);
    expect(names((await viewer.get<Chatflow[]>('/api/v1/chatflows')).body)).toEqual(['Chat']);
    expect((await viewer.get('/api/v1/chatflows?type=AGENTFLOW')).status).toBe(403);
    expect((await viewer.get(`/api/v1/chatflows/${chatflow.id}`)).status).toBe(200);
    expect((await viewer.get(`/api/v1/chatflows/${agentflow.id}`)).status).toBe(403);
    expect((await viewer.post('/api/v1/chatflows', { name: 'x', flowData: EMPTY })).status).toBe(403);
    expect((await viewer.put(`/api/v1/chatflows/${chatflow.id}`, { name: 'x' })).status).toBe(403);
    expect((await viewer.request('DELETE', `/api/v1/chatflows/${chatflow.id}`)).status).toBe(403);
  });

  it('lets an agentflow editor create and update agentflows, not chatflows, and not delete', async () => {
    const editor = await memberWith('agent-editor', [
      'agentflows:view',
      'agentflows:create',
      'agentflows:update',
    ]);
    expect(names((await editor.get<Chatflow[]>('/api/v1/chatflows')).body)).toEqual(['Agent']);
    const created = await editor.post<Chatflow>('/api/v1/chatflows', {
      name: 'Mine',
      flowData: EMPTY,
      type: 'MULTIAGENT',
    });
    expect(created.status).toBe(201);
    expect((await editor.post('/api/v1/chatflows', { name: 'Chat 2', flowData: EMPTY })).status).toBe(403);
    expect((await editor.put(`/api/v1/chatflows/${agentflow.id}`, { name: 'Agent' })).status).toBe(200);
    expect((await editor.put(`/api/v1/chatflows/${chatflow.id}`, { name: 'Hijacked' })).status).toBe(403);
    expect((await editor.put(`/api/v1/chatflows/${agentflow.id}`, { type: 'CHATFLOW' })).status).toBe(403);
    expect((await editor.request('DELETE', `/api/v1/chatflows/${created.body.id}`)).status).toBe(403);
    expect((await owner.get<Chatflow>(`/api/v1/chatflows/${chatflow.id}`)).body.name).toBe('Chat');
  });

  it('lets API keys read flows, and edit them only with the edit permissions', async () => {
    const readOnly = await createApiKey(owner, 'reader', ['chatflows:view', 'agentflows:view']);
    const bearer = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });
    const anonymous = server.session();
    const listed = await anonymous.get<Chatflow[]>('/api/v1/chatflows', bearer(readOnly.apiKeySecret));
    expect(listed.status).toBe(200);
    expect(names(listed.body)).toEqual(expect.arrayContaining(['Agent', 'Chat']));
    expect((await anonymous.get('/api/v1/nodes', bearer(readOnly.apiKeySecret))).status).toBe(200);
    const refused = await anonymous.put(
      `/api/v1/chatflows/${chatflow.id}`,
      { name: 'x' },
      bearer(readOnly.apiKeySecret),
    );
    expect(refused.status).toBe(403);

    const deployer = await createApiKey(owner, 'deployer');
    const created = await anonymous.post<Chatflow>(
      '/api/v1/chatflows',
      { name: 'From CI', flowData: EMPTY, type: 'AGENTFLOW' },
      bearer(deployer.apiKeySecret),
    );
    expect(created.status).toBe(201);
    expect(created.body.workspaceId).toBe(ownerUser.activeWorkspaceId);
    const deleted = await anonymous.request(
      'DELETE',
      `/api/v1/chatflows/${created.body.id}`,
      bearer(deployer.apiKeySecret),
    );
    expect(deleted.status).toBe(204);
  });
});
