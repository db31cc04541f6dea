import type { Assistant, NodeOption, PredictionResponse, Tool } from '@loomflow/core';
import { fakeReply, startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { marketplaceFlows } from '@loomflow/testkit/fixtures';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';
import { parseFrames, saveFlow } from '../test-support/agentflow-test-flows.ts';

const KEY = 'sk-assistant-flow';

interface SavedNode {
  id: string;
  data: { name: string; inputs?: Record<string, unknown> };
}
interface SavedEdge {
  source: string;
  target: string;
}

/**
 * Flowise's marketplace "OpenAI Assistant" chatflow with the workspace's assistant chosen and its custom tool
 * selected. Its Serper tool (Google search through serper.dev, a node Loomflow does not run) is left out.
 */
function assistantChatflow(assistantId: string, toolId: string): string {
  const flow = marketplaceFlows().find(
    (candidate) => candidate.folder === 'chatflows' && candidate.name === 'OpenAI Assistant',
  );
  if (!flow) throw new Error('no marketplace chatflow OpenAI Assistant');
  const nodes = structuredClone(flow.template.nodes) as SavedNode[];
  const edges = structuredClone(flow.template.edges) as SavedEdge[];
  const kept = nodes.filter((node) => node.data.name !== 'serper');
  for (const node of kept) {
    const inputs = node.data.inputs ?? {};
    if (node.data.name === 'openAIAssistant') {
      inputs.selectedAssistant = assistantId;
      inputs.tools = ['{{calculator_0.data.instance}}', '{{customTool_0.data.instance}}'];
    }
    if (node.data.name === 'customTool') inputs.selectedTool = toolId;
    node.data.inputs = inputs;
  }
  return JSON.stringify({ nodes: kept, edges: edges.filter((edge) => edge.source !== 'serper_0') });
}

describe.each(TEST_DATABASE_KINDS)('OpenAI Assistant chatflow node on %s', (database) => {
  let fake: FakeOpenAI;
  let server: TestServer;
  let owner: HttpSession;
  let toolId: string;
  const rows: Partial<Record<'OPENAI' | 'AZURE', string>> = {};

  async function credential(credentialName: string, plainDataObj: Record<string, string>): Promise<string> {
    const created = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: credentialName,
      credentialName,
      plainDataObj,
    });
    return created.body.id;
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: KEY });
    server = await startTestServer({
      database,
      env: { OPENAI_BASE_URL: fake.url, AZURE_OPENAI_ENDPOINT: fake.azureEndpoint },
    });
    owner = server.session();
    await registerAndLogin(owner);
    const credentials = {
      OPENAI: await credential('openAIApi', { openAIApiKey: KEY }),
      AZURE: await credential('azureOpenAIApi', {
        azureOpenAIApiKey: KEY,
        azureOpenAIApiInstanceName: 'loomflow-test',
        azureOpenAIApiDeploymentName: 'gpt-4o-mini',
        azureOpenAIApiVersion: '2024-05-01-preview',
      }),
    };
    for (const type of ['OPENAI', 'AZURE'] as const) {
      const created = await owner.post<Assistant>('/api/v1/assistants', {
        details: JSON.stringify({ name: `${type} helper`, model: 'gpt-4o-mini', instructions: 'Help.' }),
        credential: credentials[type],
        type,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      rows[type] = created.body.id;
    }
    const tool = await owner.post<Tool>('/api/v1/tools', {
      name: 'get_discount',
      description: 'The discount of a customer',
      schema: JSON.stringify([
        { id: 1, property: 'customer', type: 'string', description: 'Who', required: true },
      ]),
      func: "return 'Discount for ' + $customer + ': 15%';",
    });
    toolId = tool.body.id;
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const streamPrediction = async (flowId: string, body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, streaming: true }),
    });
    return parseFrames(await response.text());
  };

  it('offers the workspace’s OpenAI and Azure assistants in Select Assistant', async () => {
    const options = await owner.post<NodeOption[]>('/api/v1/node-load-method/openAIAssistant', {
      loadMethod: 'listAssistants',
    });
    expect(options.status).toBe(200);
    expect(options.body).toEqual([
      { label: 'OPENAI helper', name: rows.OPENAI, description: 'OpenAI' },
      { label: 'AZURE helper', name: rows.AZURE, description: 'Azure OpenAI' },
    ]);
  });

  it('runs the marketplace OpenAI Assistant flow: tools called by the run, tokens streamed, one thread per chat', async () => {
    const flowId = await saveFlow(owner, assistantChatflow(rows.OPENAI ?? '', toolId), { type: 'CHATFLOW' });
    const threadsBefore = fake.assistantsApi.threads().length;
    fake.script(
      fakeReply.toolCalls([
        { name: 'calculator', arguments: { input: '120 * 0.85' } },
        { name: 'get_discount', arguments: { customer: 'Ada' } },
      ]),
      (request) => {
        const outputs = request.messages
          .filter((message) => message.role === 'tool')
          .map((message) => (typeof message.content === 'string' ? message.content : ''));
        return `Ada pays ${outputs[0] ?? ''} (${outputs[1] ?? ''}).`;
      },
    );
    const frames = await streamPrediction(flowId, {
      question: 'What does Ada pay for 120?',
      chatId: 'chat-ada',
    });
    const tokens = frames.filter((frame) => frame.event === 'token').map((frame) => frame.data);
    expect(tokens.length, JSON.stringify(frames)).toBeGreaterThan(0);
    expect(tokens.join('')).toBe('Ada pays 102 (Discount for Ada: 15%).');
    expect(tokens.length).toBeGreaterThan(1);
    const usedTools = frames.find((frame) => frame.event === 'usedTools')?.data;
    expect(usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '120 * 0.85' }, toolOutput: '102' },
      { tool: 'get_discount', toolInput: { customer: 'Ada' }, toolOutput: 'Discount for Ada: 15%' },
    ]);
    expect(frames.at(-1)?.event).toBe('end');

    fake.script({ when: { lastUserMessage: 'And Bob?' }, reply: 'Bob pays full price.' });
    const second = await owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question: 'And Bob?',
      chatId: 'chat-ada',
    });
    expect(second.body.text).toBe('Bob pays full price.');
    // Both questions went to the same provider thread.
    expect(fake.assistantsApi.threads()).toHaveLength(threadsBefore + 1);
  });

  it('runs with an Azure assistant through the Azure endpoint', async () => {
    const flowId = await saveFlow(owner, assistantChatflow(rows.AZURE ?? '', toolId), { type: 'CHATFLOW' });
    fake.script('Hello from Azure.');
    const answer = await owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, { question: 'Hi' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.text).toBe('Hello from Azure.');
    expect(fake.requests.some((request) => request.path.startsWith('/openai/threads'))).toBe(true);
  });

  it('reports the files the answer cites (stream event and JSON field)', async () => {
    const flowId = await saveFlow(owner, assistantChatflow(rows.OPENAI ?? '', toolId), { type: 'CHATFLOW' });
    const cited = () =>
      fakeReply.text('See the price list【2:0†source】', {
        annotations: [{ type: 'file_citation', text: '【2:0†source】', fileId: 'file-prices' }],
      });
    fake.script(cited(), cited());
    const expected = [expect.objectContaining({ type: 'file_citation', fileId: 'file-prices' })];
    const frames = await streamPrediction(flowId, { question: 'Prices?' });
    expect(frames.find((frame) => frame.event === 'fileAnnotations')?.data).toEqual(expected);
    const answer = await owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, {
      question: 'Prices?',
    });
    expect(answer.body.fileAnnotations).toEqual(expected);
  });

  it('reaches only the workspace’s own rows: another workspace’s assistant is neither offered nor run', async () => {
    const db = server.server.db;
    const own = await db.selectFrom('workspace').select('organizationId').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const foreignWorkspaceId = `assistant-node-elsewhere-${Math.random().toString(36).slice(2, 8)}`;
    await createRepositories(db).organizations.createWorkspace({
      id: foreignWorkspaceId,
      name: 'Elsewhere',
      description: null,
      organizationId: own.organizationId,
      createdDate: now,
      updatedDate: now,
    });
    const ownRow = await owner.get<Assistant>(`/api/v1/assistants/${rows.OPENAI ?? ''}`);
    await db
      .insertInto('assistant')
      .values({
        id: 'foreign-openai-assistant',
        workspaceId: foreignWorkspaceId,
        details: ownRow.body.details,
        credential: ownRow.body.credential,
        iconSrc: null,
        type: 'OPENAI',
        createdDate: now,
        updatedDate: now,
      })
      .execute();
    const options = await owner.post<NodeOption[]>('/api/v1/node-load-method/openAIAssistant', {
      loadMethod: 'listAssistants',
    });
    expect(options.body.map((option) => option.name)).not.toContain('foreign-openai-assistant');
    const flowId = await saveFlow(owner, assistantChatflow('foreign-openai-assistant', toolId), {
      type: 'CHATFLOW',
    });
    const answer = await owner.post<{ message: string }>(`/api/v1/prediction/${flowId}`, { question: 'Hi' });
    expect(answer.body.message).toContain(
      "Assistant foreign-openai-assistant is not one of this workspace's assistants",
    );
  });

  it('says which assistant is missing when the chosen row is not the workspace’s', async () => {
    const flowId = await saveFlow(owner, assistantChatflow('no-such-assistant', toolId), {
      type: 'CHATFLOW',
    });
    const answer = await owner.post<{ message: string }>(`/api/v1/prediction/${flowId}`, { question: 'Hi' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.message).toContain(
      "Assistant no-such-assistant is not one of this workspace's assistants",
    );
  });
});
