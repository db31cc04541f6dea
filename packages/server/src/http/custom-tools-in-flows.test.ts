import type { NodeOption, PredictionResponse, Tool } from '@loomflow/core';
import { fakeReply } from '@loomflow/testkit/fake-openai';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import { startChatflowTestSetup, type ChatflowTestSetup } from '../test-support/chatflow-test-flows.ts';
import {
  agentWithCustomTool,
  saveCanvasFlow,
  sequentialAgentFlow,
  sequentialToolNodeFlow,
  toolAgentChatflow,
  toolNodeWithCustomTool,
  type ToolChoice,
} from '../test-support/custom-tools-test-flows.ts';

/** An id no workspace here has: a flow made in another Flowise or Loomflow. */
const FOREIGN_ID = '0b7c2f0e-1111-4a4a-9b9b-000000000000';

describe.each(TEST_DATABASE_KINDS)('custom tools in every kind of flow on %s', (database) => {
  let setup: ChatflowTestSetup;
  let tool: Tool;

  beforeAll(async () => {
    setup = await startChatflowTestSetup(database);
    const created = await setup.owner.post<Tool>('/api/v1/tools', {
      name: 'get_weather',
      description: 'The weather of a city',
      schema: JSON.stringify([
        { id: 1, property: 'city', type: 'string', description: 'City', required: true },
      ]),
      func: "return 'Sunny in ' + $city + ' (' + typeof $city + ')';",
    });
    expect(created.status).toBe(201);
    tool = created.body;
    // Another workspace's tool, of a name this workspace does not use.
    const now = new Date().toISOString();
    const db = setup.server.server.db;
    const own = await db.selectFrom('workspace').select('organizationId').executeTakeFirstOrThrow();
    await db
      .insertInto('workspace')
      .values({
        id: 'another-workspace',
        name: 'Another',
        description: null,
        organizationId: own.organizationId,
        createdDate: now,
        updatedDate: now,
      })
      .execute();
    await db
      .insertInto('tool')
      .values({
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        workspaceId: 'another-workspace',
        name: 'strangers_tool',
        description: 'Not yours',
        color: '',
        iconSrc: null,
        schema: '[]',
        func: "return 'x';",
        createdDate: now,
        updatedDate: now,
      })
      .execute();
  });
  afterAll(() => setup.close());

  const byId = (): ToolChoice => ({ selectedTool: tool.id, selectedToolName: tool.name });

  async function ask(flowId: string, question: string): Promise<PredictionResponse> {
    const answer = await setup.anonymous.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }

  /** The fake model calls the tool, then answers; the sandbox's output reached the answer's used tools. */
  async function expectModelCallsTool(flowId: string): Promise<void> {
    setup.fake.reset();
    setup.fake.script(fakeReply.toolCall('get_weather', { city: 'Paris' }), 'It is sunny in Paris.');
    const answer = await ask(flowId, 'Weather in Paris?');
    expect(answer.text).toBe('It is sunny in Paris.');
    expect(answer.usedTools).toContainEqual(
      expect.objectContaining({ tool: 'get_weather', toolOutput: 'Sunny in Paris (string)' }),
    );
    const offered = (setup.fake.chatRequests()[0]?.tools ?? []).map(
      (offer) => (offer as { function: { name: string; description: string } }).function,
    );
    expect(offered).toContainEqual(
      expect.objectContaining({ name: 'get_weather', description: 'The weather of a city' }),
    );
  }

  it("Select Tool lists the workspace's saved tools (name, description, the id as value), no one else's", async () => {
    const options = await setup.owner.post<NodeOption[]>('/api/v1/node-load-method/customTool', {
      loadMethod: 'listTools',
    });
    expect(options.status).toBe(200);
    expect(options.body).toEqual([
      { label: 'get_weather', name: tool.id, description: 'The weather of a city' },
    ]);
    // The agentflow pickers still offer the tool components, Custom Tool among them.
    const components = await setup.owner.post<NodeOption[]>('/api/v1/node-load-method/agentAgentflow', {
      loadMethod: 'listTools',
    });
    expect(components.body.map((option) => option.name)).toContain('customTool');
  });

  it('agentflow v2 Agent: the model calls the custom tool from its Tools list', async () => {
    const flowId = await saveFlow(
      setup.owner,
      agentWithCustomTool(byId(), setup.fake.url, setup.credentialId),
    );
    await expectModelCallsTool(flowId);
  });

  it('agentflow v2 Tool node: runs the custom tool with its mapped argument', async () => {
    const flowId = await saveFlow(
      setup.owner,
      toolNodeWithCustomTool(byId(), setup.fake.url, setup.credentialId),
    );
    setup.fake.reset();
    setup.fake.script('Reported.');
    const answer = await ask(flowId, 'Lyon');
    expect(answer.usedTools).toContainEqual(
      expect.objectContaining({
        tool: 'get_weather',
        toolInput: { city: 'Lyon' },
        toolOutput: 'Sunny in Lyon (string)',
      }),
    );
    expect(JSON.stringify(setup.fake.chatRequests()[0]?.messages)).toContain('Sunny in Lyon');
  });

  it('chatflow Tool Agent: the model calls the Custom Tool node', async () => {
    const data = toolAgentChatflow(byId(), setup.fake.url, setup.credentialId);
    await expectModelCallsTool(await saveCanvasFlow(setup.server, setup.owner, 'CHATFLOW', data));
  });

  it('agentflow v1 Agent: the model calls the Custom Tool node connected to it', async () => {
    const data = sequentialAgentFlow(byId(), setup.fake.url, setup.credentialId);
    await expectModelCallsTool(await saveCanvasFlow(setup.server, setup.owner, 'MULTIAGENT', data));
  });

  it('agentflow v1 Tool Node: runs the Custom Tool the LLM Node asked for', async () => {
    const data = sequentialToolNodeFlow(byId(), setup.fake.url, setup.credentialId);
    const flowId = await saveCanvasFlow(setup.server, setup.owner, 'MULTIAGENT', data);
    await expectModelCallsTool(flowId);
  });

  it("a flow naming another workspace's tool id runs the same-named tool of this workspace", async () => {
    const foreign: ToolChoice = { selectedTool: FOREIGN_ID, selectedToolName: 'get_weather' };
    const agentFlow = await saveFlow(
      setup.owner,
      agentWithCustomTool(foreign, setup.fake.url, setup.credentialId),
    );
    await expectModelCallsTool(agentFlow);
    const chatflow = toolAgentChatflow(foreign, setup.fake.url, setup.credentialId);
    await expectModelCallsTool(await saveCanvasFlow(setup.server, setup.owner, 'CHATFLOW', chatflow));
  });

  it("a Flowise export naming its own tool's id runs this workspace's same-named tool after import", async () => {
    // Fresh ids: the test servers of both databases share this process (and its caches of flows).
    const flowiseToolId = randomUUID();
    const flowId = randomUUID();
    const when = '2025-06-02T09:30:00.000Z';
    const flowiseWorkspace = 'a5a6c1a8-0000-4000-8000-flowise00002';
    // As Flowise writes the Agent: only the tool's id in `selectedTool`.
    const data = agentWithCustomTool({ selectedTool: flowiseToolId }, setup.fake.url, setup.credentialId);
    const file = {
      FileDefaultName: 'ExportData.json',
      AgentFlow: [],
      AgentFlowV2: [
        {
          id: flowId,
          name: 'Weather from Flowise',
          flowData: data,
          deployed: false,
          isPublic: false,
          apikeyid: null,
          chatbotConfig: null,
          apiConfig: null,
          analytic: null,
          speechToText: null,
          followUpPrompts: null,
          category: null,
          type: 'AGENTFLOW',
          createdDate: when,
          updatedDate: when,
          workspaceId: flowiseWorkspace,
        },
      ],
      AssistantCustom: [],
      AssistantFlow: [],
      AssistantOpenAI: [],
      AssistantAzure: [],
      ChatFlow: [],
      ChatMessage: [],
      ChatMessageFeedback: [],
      CustomTemplate: [],
      DocumentStore: [],
      DocumentStoreFileChunk: [],
      Execution: [],
      Tool: [
        {
          id: flowiseToolId,
          name: 'get_weather',
          description: 'The weather of a city',
          color: 'linear-gradient(rgb(1,2,3), rgb(4,5,6))',
          iconSrc: null,
          schema: JSON.stringify([
            { id: 0, property: 'city', type: 'string', description: '', required: true },
          ]),
          func: "return 'Sunny in ' + $city + ' (' + typeof $city + ')';",
          createdDate: when,
          updatedDate: when,
          workspaceId: flowiseWorkspace,
        },
      ],
      Variable: [],
    };
    const imported = await setup.owner.post('/api/v1/export-import/import', file);
    expect(imported.status, JSON.stringify(imported.body).slice(0, 500)).toBe(200);
    const tools = await setup.owner.get<Tool[]>('/api/v1/tools');
    expect(tools.body.filter((row) => row.name === 'get_weather').map((row) => row.id)).toEqual([tool.id]);
    await expectModelCallsTool(flowId);
  });

  it('a tool in neither way fails the chat with an error naming the node and the tool', async () => {
    // `strangers_tool` is another workspace's: never bound by its name here.
    const missing: ToolChoice = { selectedTool: FOREIGN_ID, selectedToolName: 'strangers_tool' };
    const flowId = await saveFlow(
      setup.owner,
      agentWithCustomTool(missing, setup.fake.url, setup.credentialId),
    );
    setup.fake.reset();
    const answer = await setup.anonymous.post<{ message: string }>(`/api/v1/prediction/${flowId}`, {
      question: 'Weather?',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.message).toContain(
      `Custom Tool in "Weather agent": the tool "strangers_tool" (${FOREIGN_ID}) does not exist in this workspace`,
    );
    expect(setup.fake.chatRequests()).toEqual([]);
  });
});
