import type { Credential, FlowUsage, LoginResponse, Tool, Variable } from '@loomflow/core';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';

describe.each(TEST_DATABASE_KINDS)('what flows use a credential, variable or tool, on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let user: LoginResponse;

  /** A flow saved the way the canvas saves it (the flows API is another issue's). */
  async function saveFlow(name: string, flowData: unknown, workspaceId = user.activeWorkspaceId) {
    const now = new Date().toISOString();
    await server.server.db
      .insertInto('chat_flow')
      .values({
        id: `flow-${Math.random().toString(36).slice(2)}`,
        workspaceId,
        name,
        flowData: JSON.stringify(flowData),
        type: 'AGENTFLOW',
        deployed: 0,
        isPublic: 0,
        apikeyid: null,
        chatbotConfig: null,
        apiConfig: null,
        analytic: null,
        speechToText: null,
        followUpPrompts: null,
        category: null,
        createdDate: now,
        updatedDate: now,
      })
      .execute();
  }

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    user = await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it('lists the flows of the workspace that name the item, and only those', async () => {
    const credential = await owner.post<Credential>('/api/v1/credentials', {
      name: 'OpenAI',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-x' },
    });
    const region = await owner.post<Variable>('/api/v1/variables', { name: 'region', value: 'eu' });
    const regionCode = await owner.post<Variable>('/api/v1/variables', { name: 'region_code', value: 'e' });
    const tool = await owner.post<Tool>('/api/v1/tools', { name: 'get_time', description: 'Time now' });

    const llm = (config: Record<string, unknown>) => ({ nodes: [{ id: 'llm_0', data: { inputs: config } }] });
    await saveFlow('Support bot', llm({ llmModelConfig: { FLOWISE_CREDENTIAL_ID: credential.body.id } }));
    await saveFlow(
      'Region agent',
      llm({ llmMessages: [{ role: 'system', content: 'Answer for {{ $vars.region }}' }] }),
    );
    await saveFlow(
      'Code agent',
      llm({ code: "return $vars['region_code']", toolAgentflowSelectedTool: tool.body.id }),
    );
    await saveFlow('Unrelated', llm({ text: 'region get_time' }));
    const now = new Date().toISOString();
    await createRepositories(server.server.db).organizations.createWorkspace({
      id: 'workspace-elsewhere',
      name: 'Elsewhere',
      description: null,
      organizationId: user.activeOrganizationId,
      createdDate: now,
      updatedDate: now,
    });
    await saveFlow('Elsewhere', llm({ credential: credential.body.id }), 'workspace-elsewhere');

    const names = async (path: string) =>
      (await owner.get<FlowUsage>(path)).body.flows.map((flow) => flow.name);
    expect(await names(`/api/v1/credentials/${credential.body.id}/usage`)).toEqual(['Support bot']);
    expect(await names(`/api/v1/variables/${region.body.id}/usage`)).toEqual(['Region agent']);
    expect(await names(`/api/v1/variables/${regionCode.body.id}/usage`)).toEqual(['Code agent']);
    expect(await names(`/api/v1/tools/${tool.body.id}/usage`)).toEqual(['Code agent']);
    expect((await owner.get('/api/v1/tools/no-such-tool/usage')).status).toBe(404);
  });
});
