import type {
  Assistant,
  Chatflow,
  DocumentStoreLoader,
  NodeDefinition,
  PredictionResponse,
  Tool,
} from '@loomflow/core';
import { fakeReply } from '@loomflow/testkit/fake-openai';
import { createApiKey, TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';
import { parseFrames } from '../test-support/agentflow-test-flows.ts';
import {
  createStore,
  saveVectorConfig,
  startDocumentStoreFixture,
  upsert,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';

const POLICY = 'Refunds are paid back within fourteen days to the card used for the purchase.';

interface AgentNodeData {
  readonly name: string;
  readonly inputs: Record<string, unknown>;
}

function nodesOf(flow: Chatflow): AgentNodeData[] {
  const parsed: unknown = JSON.parse(flow.flowData);
  const nodes = (parsed as { nodes: { data: AgentNodeData }[] }).nodes;
  return nodes.map((node) => node.data);
}

function agentOf(flow: Chatflow): AgentNodeData {
  const agent = nodesOf(flow).find((node) => node.name === 'agentAgentflow');
  if (!agent) throw new Error('no Agent node');
  return agent;
}

describe.each(TEST_DATABASE_KINDS)('custom assistants on %s', (database) => {
  let fixture: DocumentStoreFixture;
  let toolId: string;
  let storeId: string;

  beforeAll(async () => {
    fixture = await startDocumentStoreFixture(database);
    const { owner } = fixture;
    const tool = await owner.post<Tool>('/api/v1/tools', {
      name: 'get_weather',
      description: 'The weather of a city',
      schema: JSON.stringify([
        { id: 1, property: 'city', type: 'string', description: 'City', required: true },
      ]),
      func: "return 'Sunny in ' + $city;",
    });
    expect(tool.status).toBe(201);
    toolId = tool.body.id;

    const store = await createStore(owner, 'Policies');
    storeId = store.id;
    const loaderConfig = {
      storeId,
      loaderId: 'plainText',
      loaderConfig: { text: POLICY, metadata: '{"source":"policies.txt"}' },
      splitterId: 'recursiveCharacterTextSplitter',
      splitterConfig: { chunkSize: 200, chunkOverlap: 0 },
    };
    const loader = await owner.post<DocumentStoreLoader>('/api/v1/document-store/loader/save', loaderConfig);
    await owner.post(`/api/v1/document-store/loader/process/${loader.body.id}`, loaderConfig);
    await saveVectorConfig(owner, fixture, storeId);
    expect((await upsert(owner, storeId)).status).toBe('SUCCEEDED');
  });
  afterAll(() => fixture.close());

  function details(overrides: Record<string, unknown> = {}) {
    return {
      name: 'Weather helper',
      description: 'Answers about the weather and the shop',
      instruction: 'You help with the weather.',
      chatModel: {
        name: 'chatOpenAI',
        inputs: {
          modelName: 'gpt-4o-mini',
          basepath: fixture.fake.url,
          temperature: 0,
          FLOWISE_CREDENTIAL_ID: fixture.credentialId,
        },
      },
      tools: [{ name: 'customTool', inputs: { selectedTool: toolId } }],
      documentStores: [{ id: storeId, name: 'Policies', description: 'The shop policies (refunds)' }],
      ...overrides,
    };
  }

  it('offers chat models, tools and the upserted stores', async () => {
    const { owner } = fixture;
    const models = await owner.get<NodeDefinition[]>('/api/v1/assistants/components/chatmodels');
    expect(models.body.map((model) => model.name)).toContain('chatOpenAI');
    expect(models.body.every((model) => model.category === 'Chat Models')).toBe(true);
    const tools = await owner.get<NodeDefinition[]>('/api/v1/assistants/components/tools');
    expect(tools.body.map((tool) => tool.name)).toContain('customTool');
    expect(tools.body.map((tool) => tool.name)).not.toContain('chainTool');
    const stores = await owner.get<{ name: string; label: string }[]>(
      '/api/v1/assistants/components/docstores',
    );
    expect(stores.body).toContainEqual(expect.objectContaining({ name: storeId, label: 'Policies' }));
  });

  it('creates the assistant with its agentflow, answers with its tool, updates and deletes both', async () => {
    const { owner, fake } = fixture;
    const created = await owner.post<Assistant>('/api/v1/assistants', {
      details: JSON.stringify(details()),
      type: 'CUSTOM',
      iconSrc: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const assistant = created.body;
    expect(assistant).toMatchObject({ type: 'CUSTOM', credential: fixture.credentialId });

    const listed = await owner.get<Assistant[]>('/api/v1/assistants?type=CUSTOM');
    expect(listed.body.map((item) => item.id)).toEqual([assistant.id]);
    expect((await owner.get<Assistant[]>('/api/v1/assistants?type=OPENAI')).body).toEqual([]);

    const flow = await owner.get<Chatflow>(`/api/v1/chatflows/${assistant.id}`);
    expect(flow.status).toBe(200);
    expect(flow.body).toMatchObject({ type: 'ASSISTANT', name: 'Weather helper' });
    expect(nodesOf(flow.body).map((node) => node.name)).toEqual(['startAgentflow', 'agentAgentflow']);
    const agent = agentOf(flow.body);
    expect(agent.inputs).toMatchObject({
      agentModel: 'chatOpenAI',
      agentModelConfig: { modelName: 'gpt-4o-mini', FLOWISE_CREDENTIAL_ID: fixture.credentialId },
      agentMessages: [{ role: 'system', content: 'You help with the weather.' }],
      agentTools: [{ agentSelectedTool: 'customTool', agentSelectedToolConfig: { selectedTool: toolId } }],
      agentKnowledgeDocumentStores: [
        { documentStore: `${storeId}:Policies`, docStoreDescription: 'The shop policies (refunds)' },
      ],
    });

    // The generated flow passes the canvas checks (nothing to fix before it runs).
    const validation = await owner.get<unknown[]>(`/api/v1/validation/${assistant.id}`);
    expect(validation.status).toBe(200);
    expect(validation.body).toEqual([]);

    fake.reset();
    fake.script(fakeReply.toolCall('get_weather', { city: 'Paris' }), 'It is sunny in Paris.');
    const answer = await owner.post<PredictionResponse>(`/api/v1/prediction/${assistant.id}`, {
      question: 'Weather in Paris?',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.text).toBe('It is sunny in Paris.');
    expect(answer.body.usedTools).toContainEqual(
      expect.objectContaining({ tool: 'get_weather', toolOutput: expect.stringContaining('Sunny in Paris') }),
    );
    const firstRequest = fake.chatRequests()[0];
    expect(firstRequest?.messages[0]).toMatchObject({
      role: 'system',
      content: 'You help with the weather.',
    });
    const offered = (firstRequest?.tools ?? []).map(
      (tool) => (tool as { function: { name: string } }).function.name,
    );
    expect(offered).toContain('get_weather');
    expect(offered).toHaveLength(2);

    // The chat panel's route streams the tokens.
    fake.script('Fourteen days.');
    const streamed = await owner.post<string>(`/api/v1/internal-prediction/${assistant.id}`, {
      question: 'How long do refunds take?',
      streaming: true,
    });
    const frames = parseFrames(streamed.body);
    const tokens = frames.filter((frame) => frame.event === 'token').map((frame) => frame.data);
    expect(tokens.join('')).toBe('Fourteen days.');
    expect(frames.at(-1)?.event).toBe('end');

    const updated = await owner.put<Assistant>(`/api/v1/assistants/${assistant.id}`, {
      details: JSON.stringify(
        details({ name: 'Shop helper', instruction: 'You answer about the shop.', tools: [] }),
      ),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const rewritten = await owner.get<Chatflow>(`/api/v1/chatflows/${assistant.id}`);
    expect(rewritten.body.name).toBe('Shop helper');
    expect(agentOf(rewritten.body).inputs).toMatchObject({
      agentMessages: [{ role: 'system', content: 'You answer about the shop.' }],
      agentTools: [],
    });

    expect((await owner.delete(`/api/v1/assistants/${assistant.id}`)).status).toBe(204);
    expect((await owner.get(`/api/v1/assistants/${assistant.id}`)).status).toBe(404);
    expect((await owner.get(`/api/v1/chatflows/${assistant.id}`)).status).toBe(404);
  });

  it('refuses settings that cannot run, with what to change, and writes nothing', async () => {
    const { owner } = fixture;
    const cases: [unknown, RegExp][] = [
      [{ type: 'CUSTOM', details: '{not json' }, /valid JSON/],
      [{ type: 'CUSTOM', details: JSON.stringify(details({ name: '' })) }, /name is required/],
      [
        {
          type: 'CUSTOM',
          details: JSON.stringify(details({ chatModel: { name: 'noSuchModel', inputs: {} } })),
        },
        /noSuchModel/,
      ],
      [
        {
          type: 'CUSTOM',
          details: JSON.stringify(
            details({ chatModel: { name: 'chatOpenAI', inputs: { FLOWISE_CREDENTIAL_ID: 'missing' } } }),
          ),
        },
        /not one of this workspace's credentials/,
      ],
      [
        {
          type: 'CUSTOM',
          details: JSON.stringify(details({ chatModel: { name: 'chatOpenAI', inputs: {} } })),
        },
        /Choose a credential/,
      ],
      [
        {
          type: 'CUSTOM',
          details: JSON.stringify(
            details({ tools: [{ name: 'customTool', inputs: { selectedTool: 'gone' } }] }),
          ),
        },
        /Custom tool gone/,
      ],
      [
        { type: 'CUSTOM', details: JSON.stringify(details({ documentStores: [{ id: 'gone', name: 'x' }] })) },
        /Document store gone/,
      ],
    ];
    for (const [body, message] of cases) {
      const result = await owner.post<{ message: string }>('/api/v1/assistants', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.message).toMatch(message);
    }
    expect((await owner.get<Assistant[]>('/api/v1/assistants')).body).toEqual([]);
  });

  it('writes instructions with the chosen model', async () => {
    const { owner, fake } = fixture;
    fake.reset();
    fake.script('You are a travel planner. Ask for dates first.');
    const generated = await owner.post<{ content: string }>('/api/v1/assistants/generate/instruction', {
      task: 'Plan trips',
      selectedChatModel: { name: 'chatOpenAI', inputs: { modelName: 'gpt-4o-mini', basepath: fake.url } },
      credential: fixture.credentialId,
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    expect(generated.body.content).toBe('You are a travel planner. Ask for dates first.');
    const asked = JSON.stringify(fake.chatRequests()[0]?.messages);
    expect(asked).toContain('Plan trips');

    const noModel = await owner.post<{ message: string }>('/api/v1/assistants/generate/instruction', {
      task: 'Plan trips',
    });
    expect(noModel.status).toBe(400);
    expect(noModel.body.message).toMatch(/Choose a chat model/);

    fake.script(fakeReply.error(401, 'Incorrect API key provided'));
    const failed = await owner.post<{ message: string }>('/api/v1/assistants/generate/instruction', {
      task: 'Plan trips',
      selectedChatModel: {
        name: 'chatOpenAI',
        inputs: { modelName: 'gpt-4o-mini', basepath: fake.url },
      },
      credential: fixture.credentialId,
    });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/could not generate the instructions: .*Incorrect API key/);
  });
  it('keeps assistants to their workspace and to the permissions of the caller', async () => {
    const { owner, server } = fixture;
    const created = await owner.post<Assistant>('/api/v1/assistants', {
      details: details({ name: 'Mine' }),
      type: 'CUSTOM',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    // A row of another workspace of the organization: not listed, not readable, not changeable.
    const ownWorkspace = await server.server.db
      .selectFrom('workspace')
      .select('organizationId')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const foreignWorkspaceId = `assistants-elsewhere-${Math.random().toString(36).slice(2, 8)}`;
    await createRepositories(server.server.db).organizations.createWorkspace({
      id: foreignWorkspaceId,
      name: 'Elsewhere',
      description: null,
      organizationId: ownWorkspace.organizationId,
      createdDate: now,
      updatedDate: now,
    });
    await server.server.db
      .insertInto('assistant')
      .values({
        id: 'foreign-assistant',
        workspaceId: foreignWorkspaceId,
        details: JSON.stringify(details({ name: 'Theirs' })),
        credential: null,
        iconSrc: null,
        type: 'CUSTOM',
        createdDate: now,
        updatedDate: now,
      })
      .execute();
    const listed = await owner.get<Assistant[]>('/api/v1/assistants');
    expect(listed.body.map((item) => item.id)).toEqual([created.body.id]);
    expect((await owner.get('/api/v1/assistants/foreign-assistant')).status).toBe(404);
    expect((await owner.delete('/api/v1/assistants/foreign-assistant')).status).toBe(404);
    const stillThere = await server.server.db
      .selectFrom('assistant')
      .select('id')
      .where('id', '=', 'foreign-assistant')
      .execute();
    expect(stillThere).toHaveLength(1);

    // An API key that may only view assistants lists them and cannot create or delete one.
    const viewer = await createApiKey(owner, 'assistant viewer', ['assistants:view']);
    const headers = { authorization: `Bearer ${viewer.apiKeySecret}` };
    const viewed = await fetch(`${server.url}/api/v1/assistants`, { headers });
    expect(viewed.status).toBe(200);
    const refused = await fetch(`${server.url}/api/v1/assistants`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ details: details({ name: 'Nope' }), type: 'CUSTOM' }),
    });
    expect(refused.status).toBe(403);
    const notDeleted = await fetch(`${server.url}/api/v1/assistants/${created.body.id}`, {
      method: 'DELETE',
      headers,
    });
    expect(notDeleted.status).toBe(403);
    expect((await owner.delete(`/api/v1/assistants/${created.body.id}`)).status).toBe(204);
  });
});
