import type {
  Chatflow,
  DocumentStore,
  ImportResult,
  PredictionResponse,
  Tool,
  Variable,
} from '@loomflow/core';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { marketplaceFlows, marketplaceTools, templateFlowData } from '@loomflow/testkit/fixtures';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatflowTestSetup, type ChatflowTestSetup } from '../test-support/chatflow-test-flows.ts';

interface FlowNodeJson {
  id: string;
  data: { name: string; credential?: string; inputs?: Record<string, unknown> } & Record<string, unknown>;
}

const FLOWISE_WORKSPACE = 'a5a6c1a8-0000-4000-8000-flowise00001';
const created = '2025-06-02T09:30:00.000Z';
const STORE_ID = randomUUID();
const LOADER_ID = randomUUID();

/** A Flowise 3.x export file, as Flowise writes it, of the marketplace chatflows, agentflows v2 and tools. */
function flowiseExportFile() {
  const flows = marketplaceFlows();
  const flowRows = (folder: string, type: string) =>
    flows
      .filter((flow) => flow.folder === folder)
      .map((flow) => ({
        id: randomUUID(),
        name: flow.name,
        flowData: templateFlowData(flow),
        deployed: false,
        isPublic: false,
        apikeyid: null,
        chatbotConfig: null,
        apiConfig: null,
        analytic: null,
        speechToText: null,
        followUpPrompts: null,
        category: null,
        type,
        createdDate: created,
        updatedDate: created,
        workspaceId: FLOWISE_WORKSPACE,
      }));
  return {
    FileDefaultName: 'ExportData.json',
    AgentFlow: [],
    AgentFlowV2: flowRows('agentflowsv2', 'AGENTFLOW'),
    AssistantCustom: [],
    AssistantFlow: [],
    AssistantOpenAI: [],
    AssistantAzure: [],
    ChatFlow: flowRows('chatflows', 'CHATFLOW'),
    ChatMessage: [],
    ChatMessageFeedback: [],
    CustomTemplate: [],
    DocumentStore: [
      {
        id: STORE_ID,
        name: 'Flowise docs',
        description: 'Upserted in Flowise',
        loaders: JSON.stringify([
          {
            id: LOADER_ID,
            loaderId: 'plainText',
            loaderName: 'Plain Text',
            loaderConfig: { text: 'Loomflow imports Flowise files.' },
            splitterId: 'characterTextSplitter',
            splitterName: 'Character Text Splitter',
            splitterConfig: { chunkSize: 1000 },
            totalChunks: 2,
            totalChars: 31,
            status: 'UPSERTED',
            files: [],
            source: 'text',
            credential: 'a-flowise-credential-id',
          },
        ]),
        whereUsed: '[]',
        status: 'UPSERTED',
        vectorStoreConfig: '{"name":"pinecone","config":{"pineconeIndex":"docs"}}',
        embeddingConfig: '{"name":"openAIEmbeddings","config":{"modelName":"text-embedding-3-small"}}',
        recordManagerConfig: null,
        createdDate: created,
        updatedDate: created,
        workspaceId: FLOWISE_WORKSPACE,
      },
    ],
    DocumentStoreFileChunk: [0, 1].map((chunkNo) => ({
      id: randomUUID(),
      docId: LOADER_ID,
      storeId: STORE_ID,
      chunkNo,
      pageContent: chunkNo === 0 ? 'Loomflow imports' : 'Flowise files.',
      metadata: '{"source":"text"}',
    })),
    Execution: [],
    Tool: marketplaceTools().map(({ tool }) => ({
      ...tool,
      id: randomUUID(),
      createdDate: created,
      updatedDate: created,
      workspaceId: FLOWISE_WORKSPACE,
    })),
    Variable: [
      {
        id: randomUUID(),
        name: 'company',
        value: 'Acme',
        type: 'static',
        createdDate: created,
        updatedDate: created,
        workspaceId: FLOWISE_WORKSPACE,
      },
      {
        id: randomUUID(),
        name: 'tone',
        value: 'friendly',
        type: 'runtime',
        createdDate: created,
        updatedDate: created,
        workspaceId: FLOWISE_WORKSPACE,
      },
    ],
  };
}

describe.each(TEST_DATABASE_KINDS)('a Flowise 3.x export file imported on %s', (database) => {
  let setup: ChatflowTestSetup;
  const file = flowiseExportFile();
  let result: ImportResult;

  beforeAll(async () => {
    setup = await startChatflowTestSetup(database);
    const imported = await setup.owner.post<ImportResult>('/api/v1/export-import/import', file);
    expect(imported.status, JSON.stringify(imported.body).slice(0, 500)).toBe(200);
    result = imported.body;
  });
  afterAll(() => setup.close());

  it('imports every flow, tool and variable as it is', async () => {
    expect(result.imported).toMatchObject({
      ChatFlow: file.ChatFlow.length,
      AgentFlowV2: file.AgentFlowV2.length,
      Tool: file.Tool.length,
      Variable: 2,
    });
    for (const row of [...file.ChatFlow, ...file.AgentFlowV2]) {
      // The ids were nobody's here: the flows keep them and open under them.
      const flow = await setup.owner.get<Chatflow>(`/api/v1/chatflows/${row.id}`);
      expect(flow.status, row.name).toBe(200);
      expect(flow.body).toMatchObject({ name: row.name, type: row.type });
      expect(JSON.parse(flow.body.flowData)).toEqual(JSON.parse(row.flowData));
    }
    for (const row of file.Tool) {
      const tool = await setup.owner.get<Tool>(`/api/v1/tools/${row.id}`);
      expect(tool.status).toBe(200);
      const sent = row as Record<string, unknown>;
      expect(tool.body).toMatchObject({ name: sent.name, func: sent.func });
    }
    // (The API shows no value for a runtime variable: it is read from the environment when a flow runs.)
    const variables = await setup.owner.get<Variable[]>('/api/v1/variables');
    expect(variables.body.map((variable) => [variable.name, variable.value, variable.type]).sort()).toEqual([
      ['company', 'Acme', 'static'],
      ['tone', '', 'runtime'],
    ]);
    const refused = await setup.owner.post<{ message: string }>('/api/v1/export-import/import', {
      Variable: [{ id: randomUUID(), name: 'DATABASE_PASSWORD', value: '', type: 'runtime' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(
      'Variable[0] "DATABASE_PASSWORD": DATABASE_PASSWORD is one of Loomflow\'s own settings',
    );
  });

  it('imports a document store as Flowise writes it: loaders from its text, chunks readable, no vectors claimed', async () => {
    expect(result.imported).toMatchObject({ DocumentStore: 1, DocumentStoreFileChunk: 2 });
    const store = await setup.owner.get<DocumentStore>(`/api/v1/document-store/store/${STORE_ID}`);
    expect(store.status).toBe(200);
    expect(store.body.loaders).toHaveLength(1);
    // Vectors stay in Flowise: the chunks are ready to upsert here, and Flowise's credential id is not kept.
    expect(store.body.loaders[0]).toMatchObject({ id: LOADER_ID, loaderName: 'Plain Text', status: 'SYNC' });
    expect(store.body.loaders[0]).not.toHaveProperty('credential');
    const chunks = await setup.owner.get<{ chunks: { pageContent: string }[] }>(
      `/api/v1/document-store/chunks/${STORE_ID}/${LOADER_ID}/1`,
    );
    expect(chunks.status).toBe(200);
    expect(chunks.body.chunks.map((chunk) => chunk.pageContent)).toEqual([
      'Loomflow imports',
      'Flowise files.',
    ]);
  });

  /** Opens an imported flow, lets `change` choose the credential and model, saves it as the editor does. */
  async function editFlow(id: string, change: (node: FlowNodeJson) => void): Promise<void> {
    const flow = (await setup.owner.get<Chatflow>(`/api/v1/chatflows/${id}`)).body;
    const data = JSON.parse(flow.flowData) as { nodes: FlowNodeJson[]; edges: unknown[] };
    for (const node of data.nodes) change(node);
    const saved = await setup.owner.put(`/api/v1/chatflows/${id}`, {
      name: flow.name,
      flowData: JSON.stringify(data),
      updatedDate: flow.updatedDate,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }

  it('runs an imported chatflow once its model has a credential', async () => {
    const row = file.ChatFlow.find((flow) => flow.name === 'Conversation Chain');
    expect(row).toBeDefined();
    await editFlow(row!.id, (node) => {
      if (node.data.name !== 'chatOpenAI') return;
      node.data.credential = setup.credentialId;
      node.data.inputs = { ...node.data.inputs, basepath: setup.fake.url, modelName: 'gpt-4o-mini' };
    });
    setup.fake.reset();
    setup.fake.script('Imported and answering.');
    const answer = await setup.owner.post<PredictionResponse>(`/api/v1/prediction/${row!.id}`, {
      question: 'Are you there?',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.text).toBe('Imported and answering.');
  });

  it('runs an imported agentflow v2 once its model has a credential', async () => {
    const row = file.AgentFlowV2.find((flow) => flow.name === 'Translator');
    expect(row).toBeDefined();
    await editFlow(row!.id, (node) => {
      if (node.data.name !== 'llmAgentflow') return;
      node.data.inputs = {
        ...node.data.inputs,
        llmModel: 'chatOpenAI',
        llmModelConfig: {
          llmModel: 'chatOpenAI',
          modelName: 'gpt-4o-mini',
          basepath: setup.fake.url,
          FLOWISE_CREDENTIAL_ID: setup.credentialId,
        },
      };
    });
    setup.fake.reset();
    setup.fake.script('Bonjour !');
    const answer = await setup.owner.post<PredictionResponse>(`/api/v1/prediction/${row!.id}`, {
      question: 'Hello!',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.text).toBe('Bonjour !');
  });

  it('a second import of the same file replaces, nothing doubles', async () => {
    const again = await setup.owner.post<ImportResult>('/api/v1/export-import/import', file);
    expect(again.status).toBe(200);
    const flows = await setup.owner.get<Chatflow[]>('/api/v1/chatflows?type=CHATFLOW');
    expect(flows.body.filter((flow) => flow.name === 'Conversation Chain')).toHaveLength(1);
    const tools = await setup.owner.get<Tool[]>('/api/v1/tools');
    expect(tools.body).toHaveLength(file.Tool.length);
  });
});
