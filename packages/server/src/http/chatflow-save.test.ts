import type { Chatflow } from '@loomflow/core';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestAccess } from '../auth/request-access.ts';
import { createRepositories } from '../db/repositories/index.ts';
import { ChatflowService } from '../services/chatflow.service.ts';

/** Start → LLM, the LLM node labelled `label`. */
function agentflowData(label: string, llmName = 'llmAgentflow'): string {
  const node = (id: string, name: string, nodeLabel: string) => ({
    id,
    type: 'agentFlow',
    position: { x: 0, y: 0 },
    data: {
      id,
      name,
      label: nodeLabel,
      category: 'Agent Flows',
      inputs: {},
      outputAnchors: [{ id: `${id}-output-${name}`, name, label: nodeLabel }],
    },
  });
  return JSON.stringify({
    nodes: [node('startAgentflow_0', 'startAgentflow', 'Start'), node('llm_0', llmName, label)],
    edges: [
      {
        id: 'e1',
        source: 'startAgentflow_0',
        target: 'llm_0',
        sourceHandle: 'startAgentflow_0-output-startAgentflow',
        targetHandle: 'llm_0',
        type: 'agentFlow',
      },
    ],
  });
}

/** An API key allowed to save agentflows (what the service checks). */
const EDITOR: RequestAccess = {
  via: 'apiKey',
  userId: null,
  sessionId: null,
  apiKeyId: 'key',
  organizationId: null,
  workspaceId: null,
  permissions: ['agentflows:view', 'agentflows:update'],
  isGlobal: false,
};

describe.each(TEST_DATABASE_KINDS)('saving a flow on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  const createFlow = async (name: string): Promise<Chatflow> => {
    const created = await owner.post<Chatflow>('/api/v1/chatflows', {
      name,
      type: 'AGENTFLOW',
      flowData: agentflowData('First'),
    });
    expect(created.status).toBe(201);
    return created.body;
  };

  it('answers the flow as stored: the next read shows the same fields, dates included', async () => {
    const created = await createFlow('Saved');
    const path = `/api/v1/chatflows/${created.id}`;
    const saved = await owner.put<Chatflow>(path, {
      name: '  Renamed  ',
      flowData: agentflowData('Second'),
      deployed: true,
      chatbotConfig: { welcomeMessage: 'Hi' },
      category: 'support',
      updatedDate: created.updatedDate,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Renamed',
      flowData: agentflowData('Second'),
      deployed: true,
      isPublic: null,
      chatbotConfig: '{"welcomeMessage":"Hi"}',
      category: 'support',
      createdDate: created.createdDate,
    });
    expect(saved.body.updatedDate > created.updatedDate).toBe(true);
    expect((await owner.get<Chatflow>(path)).body).toEqual(saved.body);
  });

  it('keeps the stored flow when a save is refused, naming the node at fault', async () => {
    const created = await createFlow('Kept');
    const path = `/api/v1/chatflows/${created.id}`;
    const refused = await owner.put(path, {
      name: 'Broken',
      flowData: agentflowData('Ghost', 'ghostAgentflow'),
      updatedDate: created.updatedDate,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message:
        'The flow cannot be saved: Node llm_0: unknown node type "ghostAgentflow": neither Loomflow nor Flowise has a node of that name',
      issues: [{ path: 'flowData.nodes.1.data.name' }],
    });
    expect((await owner.get<Chatflow>(path)).body).toEqual(created);
  });

  it('reads the flow once per save, and answers what is stored when another save lands in between', async () => {
    const created = await createFlow('Raced');
    const repos = createRepositories(server.server.db);
    const other = createRepositories(server.server.db);
    const reads = vi.spyOn(repos.chatflows, 'find');
    const service = new ChatflowService(repos, 'open source');

    const readsWithoutGraph = vi.spyOn(repos.chatflows, 'findWithoutFlowData');
    const saved = await service.update(EDITOR, created.workspaceId, created.id, { name: 'Once' });
    expect(reads).toHaveBeenCalledTimes(1);
    expect(saved).toEqual({ ...created, name: 'Once', updatedDate: saved.updatedDate });
    const redrawn = await service.update(EDITOR, created.workspaceId, created.id, {
      flowData: agentflowData('Redrawn'),
    });
    expect([reads.mock.calls.length, readsWithoutGraph.mock.calls.length]).toEqual([1, 1]);
    expect(await service.get(EDITOR, created.workspaceId, created.id)).toEqual(redrawn);
    expect(redrawn.flowData).toBe(agentflowData('Redrawn'));

    const write = repos.chatflows.update.bind(repos.chatflows);
    vi.spyOn(repos.chatflows, 'update').mockImplementationOnce(async (...args) => {
      await other.chatflows.update(created.workspaceId, created.id, {
        category: 'set by another tab',
        updatedDate: new Date(Date.parse(redrawn.updatedDate) + 1000).toISOString(),
      });
      return write(...args);
    });
    const raced = await service.update(EDITOR, created.workspaceId, created.id, { name: 'Twice' });
    expect(raced).toMatchObject({ name: 'Twice', category: 'set by another tab' });
    const stored = await other.chatflows.find(created.workspaceId, created.id);
    expect(stored).toMatchObject({
      name: 'Twice',
      category: 'set by another tab',
      updatedDate: raced.updatedDate,
    });
  });
});
