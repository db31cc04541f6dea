import type { LoginResponse } from '@loomflow/core';
import { newAccount, type HttpSession, type TestServer } from '@loomflow/testkit/server';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { createRepositories } from '../db/repositories/index.ts';

/** A cloud account with its own organization and workspace (its email confirmed directly: no mail here). */
export async function cloudAccount(
  server: TestServer,
): Promise<{ session: HttpSession; user: LoginResponse }> {
  const account = newAccount('export');
  const registered = await server.session().post<{ id: string }>('/api/v1/account/register', {
    user: { name: account.name, email: account.email, credential: account.password },
    organization: { name: `${account.name} org` },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  await createRepositories(server.server.db).users.update(registered.body.id, { status: 'active' });
  const session = server.session();
  const login = await session.post<LoginResponse>('/api/v1/auth/login', {
    email: account.email,
    password: account.password,
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { session, user: login.body };
}

export const PLANTED_PASSWORD = 'planted-password-value-4711';

export const EXPORT_EVERYTHING = {
  agentflow: true,
  agentflowv2: true,
  assistantCustom: true,
  assistantOpenAI: true,
  assistantAzure: true,
  chatflow: true,
  chat_message: true,
  chat_feedback: true,
  custom_template: true,
  document_store: true,
  execution: true,
  tool: true,
  variable: true,
} as const;

/** A chatflow whose model has a credential (node and marker) and a password input with a value. */
function chatflowWithSecrets(credentialId: string): string {
  return JSON.stringify({
    nodes: [
      {
        id: 'chatOpenAI_0',
        type: 'customNode',
        position: { x: 10, y: 20 },
        data: {
          id: 'chatOpenAI_0',
          name: 'chatOpenAI',
          label: 'ChatOpenAI',
          credential: credentialId,
          inputParams: [
            { name: 'modelName', type: 'string' },
            { name: 'proxyPassword', type: 'password' },
          ],
          inputs: { modelName: 'gpt-4o-mini', proxyPassword: PLANTED_PASSWORD },
          outputAnchors: [],
        },
      },
      {
        id: 'llmAgentflow_0',
        type: 'agentFlow',
        position: { x: 300, y: 20 },
        data: {
          id: 'llmAgentflow_0',
          name: 'llmAgentflow',
          label: 'LLM',
          inputs: {
            llmModel: 'chatOpenAI',
            llmModelConfig: {
              llmModel: 'chatOpenAI',
              modelName: 'gpt-4o',
              FLOWISE_CREDENTIAL_ID: credentialId,
            },
          },
        },
      },
    ],
    edges: [],
    viewport: { x: 1, y: 2, zoom: 1 },
  });
}

const EMPTY_FLOW = JSON.stringify({ nodes: [], edges: [] });

export interface SeededWorkspace {
  readonly credentialId: string;
  readonly credentialName: string;
  readonly names: Record<string, string>;
}

/** One row (at least) of every bundle key in the session's workspace, some through the API, the rest directly. */
export async function seedWorkspace(
  db: Db,
  session: HttpSession,
  workspaceId: string,
): Promise<SeededWorkspace> {
  const credentialName = `openai ${randomUUID().slice(0, 6)}`;
  const credential = await session.post<{ id: string }>('/api/v1/credentials', {
    name: credentialName,
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: 'sk-planted-key' },
  });
  const credentialId = credential.body.id;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
  const flow = (name: string, type: string, flowData: string, minute: number) => ({
    id: randomUUID(),
    workspaceId,
    name,
    flowData,
    type,
    deployed: 0,
    isPublic: 1,
    apikeyid: null,
    chatbotConfig: '{"welcomeMessage":"Hi"}',
    apiConfig: null,
    analytic: null,
    speechToText: null,
    followUpPrompts: null,
    category: 'support;demo',
    createdDate: at(minute),
    updatedDate: at(minute),
  });
  const chatflow = flow('Support bot', 'CHATFLOW', chatflowWithSecrets(credentialId), 1);
  const agentflow = flow('Router v2', 'AGENTFLOW', EMPTY_FLOW, 2);
  const multiagent = flow('Team v1', 'MULTIAGENT', EMPTY_FLOW, 3);
  const assistantFlow = flow('Helper assistant', 'ASSISTANT', EMPTY_FLOW, 4);
  await db.insertInto('chat_flow').values([chatflow, agentflow, multiagent, assistantFlow]).execute();

  const tool = await session.post<{ id: string }>('/api/v1/tools', {
    name: 'lookup_order',
    description: 'Looks an order up',
    color: 'linear-gradient(#fff, #000)',
    schema: JSON.stringify([
      { id: 0, property: 'orderId', type: 'string', description: 'the id', required: true },
    ]),
    func: 'return $orderId;',
  });
  await session.post('/api/v1/variables', { name: 'region', value: 'eu-west', type: 'static' });

  const assistant = (id: string, type: string, details: object, minute: number) => ({
    id,
    workspaceId,
    details: JSON.stringify(details),
    credential: credentialId,
    iconSrc: null,
    type,
    createdDate: at(minute),
    updatedDate: at(minute),
  });
  await db
    .insertInto('assistant')
    .values([
      assistant(
        assistantFlow.id,
        'CUSTOM',
        {
          name: 'Helper assistant',
          instruction: 'Be kind',
          chatModel: {
            name: 'chatOpenAI',
            inputs: { modelName: 'gpt-4o', FLOWISE_CREDENTIAL_ID: credentialId },
          },
          tools: [{ name: 'customTool', inputs: { selectedTool: tool.body.id } }],
          documentStores: [],
        },
        5,
      ),
      assistant(randomUUID(), 'OPENAI', { id: 'asst_1', name: 'OpenAI helper', model: 'gpt-4o' }, 6),
      assistant(randomUUID(), 'AZURE', { id: 'asst_2', name: 'Azure helper', model: 'gpt-4o' }, 7),
    ])
    .execute();

  await db
    .insertInto('custom_template')
    .values({
      id: randomUUID(),
      workspaceId,
      name: 'Support template',
      flowData: EMPTY_FLOW,
      description: 'A support bot',
      badge: 'NEW',
      framework: 'Langchain',
      usecases: '["Customer Support"]',
      type: 'Chatflow',
      createdDate: at(8),
      updatedDate: at(8),
    })
    .execute();

  const storeId = randomUUID();
  const loaderId = randomUUID();
  await db
    .insertInto('document_store')
    .values({
      id: storeId,
      workspaceId,
      name: 'Handbook',
      description: 'The staff handbook',
      status: 'SYNC',
      embeddingConfig: JSON.stringify({ name: 'openAIEmbeddings', config: { credential: credentialId } }),
      vectorStoreConfig: null,
      vectorGeneration: 0,
      vectorFingerprint: null,
      vectorDimensions: null,
      liveVectorStoreConfig: null,
      createdDate: at(9),
      updatedDate: at(9),
    })
    .execute();
  await db
    .insertInto('document_store_loader')
    .values({
      id: loaderId,
      workspaceId,
      storeId,
      loaderId: 'plainText',
      loaderName: 'Plain Text',
      loaderConfig: JSON.stringify({ text: 'Holidays: 25 days.' }),
      splitterId: null,
      splitterName: null,
      splitterConfig: null,
      credential: credentialId,
      status: 'SYNC',
      totalChunks: 2,
      totalChars: 30,
      source: 'text',
      files: '[]',
      createdDate: at(9),
      updatedDate: at(9),
    })
    .execute();
  await db
    .insertInto('document_store_file_chunk')
    .values(
      [0, 1].map((chunkNo) => ({
        id: randomUUID(),
        workspaceId,
        storeId,
        docId: loaderId,
        chunkNo,
        pageContent: `Holidays part ${chunkNo}`,
        metadata: '{"source":"text"}',
      })),
    )
    .execute();

  const executionId = randomUUID();
  await db
    .insertInto('execution')
    .values({
      id: executionId,
      workspaceId,
      executionData: JSON.stringify([
        { nodeId: 'llmAgentflow_0', data: { inputs: { FLOWISE_CREDENTIAL_ID: credentialId } } },
      ]),
      state: 'FINISHED',
      agentflowId: agentflow.id,
      sessionId: 'session-1',
      action: null,
      isPublic: 0,
      createdDate: at(10),
      updatedDate: at(10),
      stoppedDate: null,
    })
    .execute();
  const message = (
    role: string,
    content: string,
    minute: number,
    flowId: string,
    execution: string | null,
  ) => ({
    id: randomUUID(),
    workspaceId,
    role,
    chatflowid: flowId,
    executionId: execution,
    content,
    sourceDocuments: null,
    usedTools: null,
    agentReasoning: null,
    fileUploads: null,
    artifacts: null,
    action: null,
    chatType: 'INTERNAL',
    chatId: 'chat-1',
    sessionId: 'session-1',
    memoryType: null,
    leadEmail: null,
    followUpPrompts: null,
    usage: null,
    createdDate: at(minute),
    requestOrigin: null,
    error: null,
  });
  const question = message('userMessage', 'How many holidays?', 11, chatflow.id, null);
  const answer = message('apiMessage', '25 days.', 12, chatflow.id, null);
  const agentAnswer = message('apiMessage', 'Routed.', 13, agentflow.id, executionId);
  await db.insertInto('chat_message').values([question, answer, agentAnswer]).execute();
  await db
    .insertInto('chat_message_feedback')
    .values({
      id: randomUUID(),
      workspaceId,
      chatflowid: chatflow.id,
      chatId: 'chat-1',
      messageId: answer.id,
      rating: 'THUMBS_UP',
      content: 'Helpful',
      createdDate: at(14),
    })
    .execute();
  return { credentialId, credentialName, names: { chatflow: chatflow.name } };
}

/** Rows per exported table of one workspace (what a user would see counted). */
export async function countRows(db: Db, workspaceId: string): Promise<Record<string, number>> {
  const tables = [
    'chat_flow',
    'assistant',
    'tool',
    'variable',
    'custom_template',
    'document_store',
    'document_store_loader',
    'document_store_file_chunk',
    'execution',
    'chat_message',
    'chat_message_feedback',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('workspaceId', '=', workspaceId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}
